package io.github.carcassonne.expansions.innscathedrals.tests;

import com.google.common.collect.ImmutableMultiset;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.expansions.innscathedrals.InnsCathedralsTiles;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.TileType;


/**
 * A test module: after the base and Inns &amp; Cathedrals tiles are in the bag, it empties the bag
 * and puts in exactly the given tiles, so that a scenario reaches final scoring after its last
 * forced draw.
 */
final class SmallBag implements RuleModule {
  private final ImmutableMultiset<String> tiles;

  /** A bag of these tiles, by full id. */
  SmallBag(String... tiles) {
    this.tiles = ImmutableMultiset.copyOf(tiles);
  }

  /** Base and Inns &amp; Cathedrals with this bag and options ({@code key=value}). */
  static RuleSet rules(String[] tiles, String... options) {
    RuleSet.Builder b =
        RuleSet.builder().modules("base", "inns-cathedrals").module(new SmallBag(tiles));
    for (String o : options) {
      int eq = o.indexOf('=');
      b.option(o.substring(0, eq), o.substring(eq + 1));
    }
    return b.build();
  }

  @Override
  public ModuleDescriptor descriptor() {
    return ModuleDescriptor.builder("test.small-bag")
        .description("test: the bag holds exactly the given tiles")
        .after(TilesModule.ID, InnsCathedralsTiles.ID)
        .build();
  }

  @Override
  public void register(HookRegistry registry) {
    registry.onSetup(
        ctx -> {
          for (TileType t : BaseTiles.set().types()) {
            ctx.removeTiles(TilesModule.PILE, t.id(), Integer.MAX_VALUE);
          }
          for (TileType t : InnsCathedralsTiles.set().types()) {
            ctx.removeTiles(TilesModule.PILE, t.id(), Integer.MAX_VALUE);
          }
          for (ImmutableMultiset.Entry<String> e : tiles.entrySet()) {
            ctx.addTiles(TilesModule.PILE, e.getElement(), e.getCount());
          }
        });
  }
}
