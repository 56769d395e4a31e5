package io.github.carcassonne.board;

/**
 * The four sides of a tile or board cell, clockwise from north.
 *
 * <p>The board uses screen coordinates: {@code x} grows to the east, {@code y} grows to the
 * south, so the northern neighbour of {@code (x, y)} is {@code (x, y - 1)}.
 */
public enum Side {
  /** North: towards {@code y - 1}. */
  N(0, -1),
  /** East: towards {@code x + 1}. */
  E(1, 0),
  /** South: towards {@code y + 1}. */
  S(0, 1),
  /** West: towards {@code x - 1}. */
  W(-1, 0);

  private static final Side[] VALUES = values();

  private final int dx;
  private final int dy;

  Side(int dx, int dy) {
    this.dx = dx;
    this.dy = dy;
  }

  /** Column offset of the neighbour on this side. */
  public int dx() {
    return dx;
  }

  /** Row offset of the neighbour on this side. */
  public int dy() {
    return dy;
  }

  /** The side facing this one on the neighbouring cell. */
  public Side opposite() {
    return VALUES[(ordinal() + 2) & 3];
  }

  /** This side after turning the tile clockwise by {@code rotation}. */
  public Side rotate(Rotation rotation) {
    return VALUES[(ordinal() + rotation.quarterTurns()) & 3];
  }

  /** The side with the given clockwise index 0..3 (N, E, S, W). */
  public static Side ofIndex(int index) {
    return VALUES[index & 3];
  }
}
