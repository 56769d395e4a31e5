package io.github.carcassonne.expansions.wheel;

import static java.util.Objects.requireNonNull;

import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.Piece;
import io.github.carcassonne.tile.TileSet;

/**
 * {@code wheel-of-fortune.board}: the 4x4 Wheel of Fortune board as the start piece, its
 * north-west cell on the origin, replacing the base start tile ({@code base.tiles} lays none when
 * the origin is taken). It also makes the set's tile types known (the board's cells and the land
 * tiles of {@code wheel-of-fortune.tiles}). The board's outer edges show roads, cities and fields
 * that join and score like tiles' features; its inner sides are an inert {@code wheel} feature.
 * Board cell tile ids start with {@value #CELL_PREFIX} (the option {@code
 * wheel-of-fortune.board-tile-count} relies on it).
 *
 * <p>The rivers lay their spring on the origin too: this module conflicts with {@code river} and
 * {@code river-2} (reviewers call the mix a poor fit; no rule says where the river would start).
 *
 * <p>The default data ({@code wheel-of-fortune.tiles} next to this class) is provisional; a
 * constructor takes a tile set of one's own, which must hold a piece {@value #PIECE}.
 */
public final class WheelBoardModule implements RuleModule {
  /** The module id. */
  public static final String ID = "wheel-of-fortune.board";

  /** The id of the board piece in the tile set. */
  public static final String PIECE = "wheel-of-fortune:board";

  /** The prefix of the board's cell tile ids. */
  public static final String CELL_PREFIX = "wheel-of-fortune:board.";

  /** The tile set, or null for the default one, parsed when first needed. */
  private final TileSet set;

  /**
   * Creates the module with the provisional default data; {@link java.util.ServiceLoader} calls
   * this. The data is read when a rule set with this module is built, not before: finding the
   * available modules parses no tiles.
   */
  public WheelBoardModule() {
    this.set = null;
  }

  /** Creates the module with a tile set of one's own holding the piece {@value #PIECE}. */
  public WheelBoardModule(TileSet set) {
    this.set = requireNonNull(set, "set");
    if (!set.pieces().containsKey(PIECE)) {
      throw new IllegalArgumentException("tile set " + set.id() + " has no piece " + PIECE);
    }
  }

  /** The tile set. */
  public TileSet set() {
    return set != null ? set : WheelTilesModule.defaultSet();
  }

  @Override
  public ModuleDescriptor descriptor() {
    return ModuleDescriptor.builder(ID)
        .description("Wheel of Fortune: the 4x4 start board (provisional data)")
        .before(TilesModule.ID)
        .conflictsWith("river", "river-2")
        .provisional(set == null || set.equals(WheelTilesModule.defaultSet()))
        .build();
  }

  @Override
  public void register(HookRegistry registry) {
    TileSet tiles = set();
    registry.tileSet(tiles);
    Piece board = tiles.pieces().get(PIECE);
    registry.onSetup(ctx -> ctx.placePiece(board, Position.ORIGIN));
  }
}
