package io.github.carcassonne.board;

/**
 * The twelve edge ports of a tile: each side split in thirds, listed clockwise from the north
 * side's western third.
 *
 * <p>The middle third of a side carries the side's name ({@code N E S W}); a road or river runs
 * through it. The outer thirds are the field halves ({@code NNW NNE ENE ESE SSE SSW WSW WNW}). A
 * city or field edge is touched in all three thirds by one feature segment. Two tiles side by side
 * join port to port: the western third of a north side meets the western third of the south side
 * above it ({@link #facing()}).
 */
public enum Port {
  /** North side, western third. */
  NNW,
  /** North side, middle third. */
  N,
  /** North side, eastern third. */
  NNE,
  /** East side, northern third. */
  ENE,
  /** East side, middle third. */
  E,
  /** East side, southern third. */
  ESE,
  /** South side, eastern third. */
  SSE,
  /** South side, middle third. */
  S,
  /** South side, western third. */
  SSW,
  /** West side, southern third. */
  WSW,
  /** West side, middle third. */
  W,
  /** West side, northern third. */
  WNW;

  private static final Port[] VALUES = values();

  /** Index 0..11, clockwise from {@link #NNW}. */
  public int index() {
    return ordinal();
  }

  /** The side this port lies on. */
  public Side side() {
    return Side.ofIndex(ordinal() / 3);
  }

  /** True for the middle third of a side. */
  public boolean isMiddle() {
    return ordinal() % 3 == 1;
  }

  /** This port after turning the tile clockwise by {@code rotation}. */
  public Port rotate(Rotation rotation) {
    return VALUES[(ordinal() + 3 * rotation.quarterTurns()) % 12];
  }

  /** The port of the neighbouring tile that touches this one. */
  public Port facing() {
    int side = ordinal() / 3;
    int third = ordinal() % 3;
    return VALUES[((side + 2) & 3) * 3 + (2 - third)];
  }

  /** The three ports of a side, clockwise. */
  public static Port[] of(Side side) {
    int b = side.ordinal() * 3;
    return new Port[] {VALUES[b], VALUES[b + 1], VALUES[b + 2]};
  }

  /** The port with index 0..11. */
  public static Port ofIndex(int index) {
    return VALUES[index];
  }
}
