package io.github.carcassonne.board;

/** A clockwise rotation of a tile by a multiple of 90 degrees. */
public enum Rotation {
  /** The canonical orientation of the tile definition. */
  R0,
  /** A quarter turn clockwise: the definition's north side faces east. */
  R90,
  /** A half turn. */
  R180,
  /** Three quarter turns clockwise: the definition's north side faces west. */
  R270;

  private static final Rotation[] VALUES = values();

  /** Number of clockwise quarter turns, 0..3. */
  public int quarterTurns() {
    return ordinal();
  }

  /** Degrees clockwise: 0, 90, 180 or 270. */
  public int degrees() {
    return ordinal() * 90;
  }

  /** This rotation followed by {@code other}. */
  public Rotation plus(Rotation other) {
    return VALUES[(ordinal() + other.ordinal()) & 3];
  }

  /** The rotation that undoes this one. */
  public Rotation inverse() {
    return VALUES[(4 - ordinal()) & 3];
  }

  /** The rotation of {@code quarterTurns} clockwise quarter turns (taken modulo 4). */
  public static Rotation ofQuarterTurns(int quarterTurns) {
    return VALUES[quarterTurns & 3];
  }
}
