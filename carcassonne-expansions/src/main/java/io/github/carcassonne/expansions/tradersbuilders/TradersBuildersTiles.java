package io.github.carcassonne.expansions.tradersbuilders;

import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;

/**
 * {@code traders-builders.tiles}: the 24 tiles of Traders &amp; Builders (rules reference §5),
 * one copy each, shuffled into the base game's {@code main} pile. Twenty carry a trade good in a
 * city (9 wine, 6 grain, 5 cloth; segment attribute {@code good}); one is a cloister, one a road
 * crossing on a bridge.
 *
 * <p>Tile ids are the JCloisterZone ids of the reference's table without the {@code TB/} prefix,
 * with {@code !} written {@code _} ({@code traders-builders:CcRR_.c} is {@code TB/CcRR!.c}).
 * The reference lists each tile's groups and its field counts, not its picture; where a field
 * count needs a field that no side shows, the definition has an inner field (port {@code C})
 * touching the city, and a road stub listed on its own ends at the city wall. Both choices are
 * documented in {@code docs/expansions/traders-builders.md}.
 */
public final class TradersBuildersTiles implements RuleModule {
  /** The module id. */
  public static final String ID = "traders-builders.tiles";

  /** The tile resource, relative to this package. */
  public static final String RESOURCE = "traders-builders.tiles";

  /** The pile the tiles go into: the base game's. */
  static final String PILE = "main";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Traders & Builders: 24 tiles, 20 with trade goods")
          .requires("base.tiles")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public TradersBuildersTiles() {}

  /**
   * The Traders &amp; Builders tile set, parsed once on first use.
   *
   * @return the tile set
   */
  public static TileSet set() {
    return Holder.SET;
  }

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    TileSet set = set();
    registry.tileSet(set);
    registry.onSetup(
        ctx -> {
          TilesModule.putInBag(ctx, set, PILE);
        });
  }

  /** Lazy holder: the resource is parsed when {@link #set()} is first called. */
  private static final class Holder {
    static final TileSet SET = TileFormat.resource(TradersBuildersTiles.class, RESOURCE);
  }
}
