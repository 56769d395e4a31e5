package io.github.carcassonne.base;

import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.SetupContext;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.Map;

/**
 * {@code base.tiles}: the 72 base tiles, the start tile (a D) at the origin, and edge matching:
 * a tile may lie only where every side it shares with a placed tile shows the same edge kind.
 * With {@code base.gardens} one each of E, H, I, M, N, R, U, V is replaced by its garden variant.
 *
 * <p>A module that lays its own start (the River's spring) orders itself {@code before(}{@value
 * #ID}{@code )} and places its tile on the origin in its setup hook: this module then places no
 * start tile, and the copy of {@code base:D} that would have been the start tile stays out of the
 * game (the other three go into the bag as usual); the module may put it into the pile itself. Its
 * piles, created in its earlier setup, are drawn before this module's pile {@value #PILE}.
 */
public final class TilesModule implements RuleModule {
  /** The module id. */
  public static final String ID = "base.tiles";

  /** The pile the base tiles go into. */
  public static final String PILE = "main";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Base tile set, start tile and edge matching")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public TilesModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    TileSet set = BaseTiles.set();
    boolean gardens = registry.option(BaseGame.GARDENS);
    registry.tileSet(set);
    registry.edgeMatching();
    registry.onSetup(
        ctx -> {
          putInBag(ctx, set, PILE);
          if (gardens) {
            for (TileType t : set.types()) {
              String base = t.attributes().get("variant-of");
              if (base != null && ctx.removeTiles(PILE, base, 1) == 1) {
                ctx.addTiles(PILE, t.id(), 1);
              }
            }
          }
          layStart(ctx, set);
        });
  }

  /**
   * Puts a tile set's tiles into a pile, one copy of its start tile (if it has one) left out.
   * For a module that brings a tile set of its own (a user's tiles, a stand-alone game).
   */
  public static void putInBag(SetupContext ctx, TileSet set, String pile) {
    String start = set.startTile().orElse(null);
    for (Map.Entry<TileType, Integer> e : set.counts().entrySet()) {
      int n = e.getValue() - (e.getKey().id().equals(start) ? 1 : 0);
      if (n > 0) {
        ctx.addTiles(pile, e.getKey().id(), n);
      }
    }
  }

  /**
   * Lays a tile set's start tile on the origin in its canonical orientation, unless the set has
   * no start tile or an earlier module already took the origin (the River's spring).
   */
  public static void layStart(SetupContext ctx, TileSet set) {
    set.startTile()
        .filter(start -> ctx.tileAt(Position.ORIGIN).isEmpty())
        .ifPresent(
            start -> ctx.placeStart(set.type(start).orElseThrow(), Position.ORIGIN, Rotation.R0));
  }
}
