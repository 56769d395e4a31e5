package io.github.carcassonne.internal;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;

/**
 * The positions, placement moves and deployment moves of the cells around the origin, for every
 * game of one rule set: legal-move lists and rollouts hand out these objects instead of making
 * new ones per decision, and boards need not carry them.
 *
 * <p>Each cell's objects are made when first asked for, in rows of cells made the same way.
 * Threads share a table without locks: each entry is an immutable value (its fields are final,
 * so a thread that reads a reference sees it whole), and two threads that race to make one may
 * both make it and keep either, as equal values. Cells farther than {@value #HALF} from the
 * origin get new objects on every call.
 */
final class PlacementMoves {
  /** Cells with {@code -HALF <= x, y < HALF} are kept. */
  static final int HALF = 64;

  private static final int SIDE = 2 * HALF;

  /** By row ({@code y + HALF}): each cell's position; a row is null until first used. */
  private final Position[][] positions = new Position[SIDE][];
  /** By row: each cell's moves, four per cell by quarter turns; null until first used. */
  private final Move.PlaceTile[][] moves = new Move.PlaceTile[SIDE][];
  /**
   * By cell ({@code (y + HALF) * SIDE + x + HALF}): the moves deploying a figure onto a spot of
   * the tile there, {@link #spots} per figure kind; null until first used.
   */
  private final Move.Deploy[][] deploys = new Move.Deploy[SIDE * SIDE][];
  /** The number of spot ids ({@link Compiled#canonicalSpotId}). */
  private final int spots;
  /** The number of figure kinds. */
  private final int kinds;

  /** A table for a rule set with {@code spots} spot ids and {@code kinds} figure kinds. */
  PlacementMoves(int spots, int kinds) {
    this.spots = spots;
    this.kinds = kinds;
  }

  /** The position (x, y). */
  Position position(int x, int y) {
    int gx = x + HALF;
    int gy = y + HALF;
    if (((gx | gy) & -SIDE) != 0) {
      return new Position(x, y);
    }
    Position[] row = positions[gy];
    if (row == null) {
      row = new Position[SIDE];
      positions[gy] = row;
    }
    Position p = row[gx];
    if (p == null) {
      p = new Position(x, y);
      row[gx] = p;
    }
    return p;
  }

  /** The move placing a tile at (x, y) turned {@code r} quarter turns clockwise. */
  Move.PlaceTile place(int x, int y, int r) {
    int gx = x + HALF;
    int gy = y + HALF;
    if (((gx | gy) & -SIDE) != 0) {
      return new Move.PlaceTile(position(x, y), Rotation.ofQuarterTurns(r));
    }
    Move.PlaceTile[] row = moves[gy];
    if (row == null) {
      row = new Move.PlaceTile[SIDE * 4];
      moves[gy] = row;
    }
    int k = (gx << 2) | (r & 3);
    Move.PlaceTile m = row[k];
    if (m == null) {
      m = new Move.PlaceTile(position(x, y), Rotation.ofQuarterTurns(r));
      row[k] = m;
    }
    return m;
  }

  /**
   * The move deploying a figure of {@code kind} (index {@code kindIndex}) onto spot {@code
   * spotName} (id {@code spot}) of the tile at (x, y).
   */
  Move.Deploy deploy(int x, int y, int spot, String spotName, int kindIndex, FigureKind kind) {
    int gx = x + HALF;
    int gy = y + HALF;
    if (((gx | gy) & -SIDE) != 0 || spot < 0 || spot >= spots || kindIndex < 0
        || kindIndex >= kinds) {
      return new Move.Deploy(kind, new Location.OnFeature(position(x, y), spotName));
    }
    int cell = gy * SIDE + gx;
    Move.Deploy[] cellMoves = deploys[cell];
    if (cellMoves == null) {
      cellMoves = new Move.Deploy[spots * kinds];
      deploys[cell] = cellMoves;
    }
    int k = kindIndex * spots + spot;
    Move.Deploy m = cellMoves[k];
    if (m == null) {
      m = new Move.Deploy(kind, new Location.OnFeature(position(x, y), spotName));
      cellMoves[k] = m;
    }
    return m;
  }
}
