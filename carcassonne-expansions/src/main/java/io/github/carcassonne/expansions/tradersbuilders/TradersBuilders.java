package io.github.carcassonne.expansions.tradersbuilders;

import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;

/**
 * The Traders &amp; Builders expansion as a bundle, id {@code traders-builders}: its 24 tiles
 * ({@link TradersBuildersTiles}, {@code traders-builders.tiles}), trade goods
 * ({@link TradeGoodsModule}, {@code trade-goods}), the builder ({@link BuilderModule},
 * {@code builder}, option {@code builder.extra-turn}) and the pig ({@link PigModule},
 * {@code pig}). It requires the base game. The rule modules are separate so that other sets
 * whose tiles carry goods, or that hand out builders or pigs, can require them alone.
 */
public final class TradersBuilders implements RuleModule {
  /** The bundle id. */
  public static final String ID = "traders-builders";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Traders & Builders: 24 tiles, trade goods, builder and pig")
          .requires("base")
          .bundle(TradersBuildersTiles.ID, TradeGoodsModule.ID, BuilderModule.ID, PigModule.ID)
          .build();

  /** Creates the bundle; {@link java.util.ServiceLoader} calls this. */
  public TradersBuilders() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    // a bundle registers nothing
  }
}
