package io.github.carcassonne.board;

import static java.util.Objects.requireNonNull;

import io.github.carcassonne.tile.TileType;

/**
 * A tile on the board.
 *
 * @param position its cell
 * @param type its type
 * @param rotation its rotation
 * @param order 0 for the first tile (or piece cell) placed, then 1, 2, ...
 */
public record PlacedTile(Position position, TileType type, Rotation rotation, int order) {
  /** Validates the components. */
  public PlacedTile {
    requireNonNull(position, "position");
    requireNonNull(type, "type");
    requireNonNull(rotation, "rotation");
  }
}
