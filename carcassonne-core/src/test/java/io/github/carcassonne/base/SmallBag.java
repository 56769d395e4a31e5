package io.github.carcassonne.base;

import com.google.common.collect.ImmutableMultiset;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.TileType;

/**
 * A test rule module, the way a third party would write one: after {@code base.tiles} has filled
 * the bag, it empties the bag and puts in exactly the given tiles. A scenario that forces these
 * draws therefore ends the game after its last tile, so final scoring can be tested without
 * playing out the 71 tiles of the full bag.
 */
final class SmallBag implements RuleModule {
  static final String ID = "test.small-bag";

  private final ImmutableMultiset<String> tiles;

  /** A bag of these tiles, by letter ({@code "V"}) or id ({@code "base:V"}). */
  SmallBag(String... tiles) {
    ImmutableMultiset.Builder<String> b = ImmutableMultiset.builder();
    for (String t : tiles) {
      b.add(Play.tileId(t));
    }
    this.tiles = b.build();
  }

  @Override
  public ModuleDescriptor descriptor() {
    return ModuleDescriptor.builder(ID)
        .description("test: the bag holds exactly the given tiles")
        .after(TilesModule.ID)
        .build();
  }

  @Override
  public void register(HookRegistry registry) {
    registry.onSetup(
        ctx -> {
          for (TileType t : BaseTiles.set().types()) {
            ctx.removeTiles(TilesModule.PILE, t.id(), Integer.MAX_VALUE);
          }
          for (ImmutableMultiset.Entry<String> e : tiles.entrySet()) {
            ctx.addTiles(TilesModule.PILE, e.getElement(), e.getCount());
          }
        });
  }
}
