package io.github.carcassonne.board;

/**
 * A cell of the board. The start tile lies at {@code (0, 0)}; {@code x} grows east and {@code y}
 * grows south.
 *
 * @param x column, east positive
 * @param y row, south positive
 */
public record Position(int x, int y) implements Comparable<Position> {

  /** The origin, where the start tile is placed. */
  public static final Position ORIGIN = new Position(0, 0);

  /** Creates a position. */
  public static Position of(int x, int y) {
    return new Position(x, y);
  }

  /** The neighbouring cell on {@code side}. */
  public Position neighbour(Side side) {
    return new Position(x + side.dx(), y + side.dy());
  }

  /** This position moved by the given offsets. */
  public Position plus(int dx, int dy) {
    return new Position(x + dx, y + dy);
  }

  /** Row-major order: by {@code y}, then by {@code x}. This is the order of legal placements. */
  @Override
  public int compareTo(Position o) {
    int c = Integer.compare(y, o.y);
    return c != 0 ? c : Integer.compare(x, o.x);
  }

  /** Notation form {@code x,y}, for example {@code -1,2}. */
  @Override
  public String toString() {
    return x + "," + y;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof Position p && p.x == x && p.y == y);
  }

  @Override
  public int hashCode() {
    return 31 * x + y;
  }
}
