package io.github.carcassonne.testkit.cli;

import static java.util.Objects.requireNonNull;

import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.TileSet;

/**
 * A rule module that plays a user's tile set instead of the base tiles: it registers the set,
 * puts its tiles in the bag, places its start tile at the origin and matches edges exactly like
 * {@code base.tiles}. Used by {@code play --tiles FILE} and {@code simulate --tiles FILE} with the
 * other parts of the base game.
 */
final class UserTilesModule implements RuleModule {
  /** The module id. */
  static final String ID = "user-tiles";

  /** The pile the tiles go into, as {@code base.tiles} names it. */

  private final TileSet set;
  private final ModuleDescriptor descriptor;

  UserTilesModule(TileSet set, String source) {
    this.set = requireNonNull(set, "set");
    this.descriptor =
        ModuleDescriptor.builder(ID)
            .description("Tile set '" + set.id() + "' from " + source + ", with edge matching")
            .build();
  }

  @Override
  public ModuleDescriptor descriptor() {
    return descriptor;
  }

  @Override
  public void register(HookRegistry registry) {
    registry.tileSet(set);
    registry.edgeMatching();
    registry.onSetup(
        ctx -> {
          TilesModule.putInBag(ctx, set, TilesModule.PILE);
          TilesModule.layStart(ctx, set);
        });
  }
}
