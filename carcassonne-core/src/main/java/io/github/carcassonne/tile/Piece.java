package io.github.carcassonne.tile;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.util.HashSet;
import java.util.Set;

/**
 * A board piece that covers several cells, such as the Wheel of Fortune's 4x4 start board or the
 * Count's city. Each cell is an ordinary tile type; features cross the inner edges between cells
 * exactly as they cross edges between tiles, so a piece's inner features and its outer edges
 * join and score like tiles.
 *
 * @param id the piece's id, for example {@code wheel:board}
 * @param cells the cells with their offsets from the piece's anchor and their rotations
 */
public record Piece(String id, ImmutableList<Cell> cells) {

  /** Validates the cells: at least one, no two on the same offset. */
  public Piece {
    requireNonNull(id, "id");
    checkArgument(!cells.isEmpty(), "piece %s has no cells", id);
    Set<Position> seen = new HashSet<>();
    for (Cell c : cells) {
      checkArgument(seen.add(c.offset()), "piece %s has two cells at %s", id, c.offset());
    }
  }

  /**
   * One cell of a piece.
   *
   * @param offset the cell's offset from the piece's anchor
   * @param type the tile type that fills the cell
   * @param rotation the cell's rotation
   */
  public record Cell(Position offset, TileType type, Rotation rotation) {
    /** Validates the components. */
    public Cell {
      requireNonNull(offset, "offset");
      requireNonNull(type, "type");
      requireNonNull(rotation, "rotation");
    }
  }
}
