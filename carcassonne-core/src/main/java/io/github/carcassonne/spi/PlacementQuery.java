package io.github.carcassonne.spi;

import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.TileType;

/**
 * A placement being considered: the drawn tile on a free cell that touches the board, in one
 * rotation. Placement rules answer whether they allow it. Instances may be reused by the engine
 * between calls: do not keep them.
 */
public interface PlacementQuery {

  /** The tile type being placed. */
  TileType tile();

  /** The rotation being tried. */
  Rotation rotation();

  /** The cell. */
  Position position();

  /** The candidate tile's edge on {@code side}, in board orientation. */
  EdgeKind edge(Side side);

  /** The edge of the neighbouring tile that faces {@code side}, or null if that cell is empty. */
  EdgeKind neighbourEdge(Side side);

  /**
   * True if on every side where a tile lies, that tile's edge is of the same kind as the
   * candidate's: the base game's edge matching. The engine answers this from precomputed edge
   * codes, so a placement rule that needs plain edge matching should call it.
   */
  default boolean edgesMatch() {
    for (Side side : Side.values()) {
      EdgeKind theirs = neighbourEdge(side);
      if (theirs != null && !theirs.equals(edge(side))) {
        return false;
      }
    }
    return true;
  }
}
