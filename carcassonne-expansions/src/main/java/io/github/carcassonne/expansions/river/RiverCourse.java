package io.github.carcassonne.expansions.river;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The state of the river as it is laid: its open ends, each with the direction of the last bend
 * on its branch, and the river tiles still to be drawn. Kept in the state slot
 * {@link RiverCourseModule#COURSE}. Immutable; compares by value.
 *
 * @param ends the open ends, in the order they were opened
 * @param pending the river tiles not yet drawn, sorted by id (a type once per copy)
 */
public record RiverCourse(ImmutableList<End> ends, ImmutableList<TileType> pending) {

  /** No river on the board and none to come. */
  public static final RiverCourse EMPTY = new RiverCourse(ImmutableList.of(), ImmutableList.of());

  /** Which way the river turned on a tile, seen in the direction it flows. */
  public enum Turn {
    /** No bend yet on this branch (the spring). */
    NONE,
    /** A bend to the left. */
    LEFT,
    /** A bend to the right. */
    RIGHT,
    /** Straight on (a straight tile keeps the branch's last bend). */
    STRAIGHT
  }

  /**
   * An open end of the river.
   *
   * @param cell the tile whose river edge is open
   * @param side the side of that tile where the water leaves it (towards an empty cell)
   * @param lastTurn the last bend on this branch: {@code NONE}, {@code LEFT} or {@code RIGHT}
   */
  public record End(Position cell, Side side, Turn lastTurn) {
    /** Validates the components. */
    public End {
      requireNonNull(cell, "cell");
      requireNonNull(side, "side");
      requireNonNull(lastTurn, "lastTurn");
      checkArgument(lastTurn != Turn.STRAIGHT, "an end remembers a bend, not a straight");
    }

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof End e && side == e.side && lastTurn == e.lastTurn && cell.equals(e.cell);
    }

    @Override
    public int hashCode() {
      return (31 * cell.hashCode() + side.hashCode()) * 31 + lastTurn.hashCode();
    }

    /** The empty cell the river flows into next. */
    public Position target() {
      return cell.neighbour(side);
    }
  }

  /** Validates the components. */
  public RiverCourse {
    requireNonNull(ends, "ends");
    requireNonNull(pending, "pending");
  }

  /** The sides of a tile, turned by {@code rotation}, that show a river edge. */
  static List<Side> riverSides(TileType type, Rotation rotation) {
    List<Side> out = new ArrayList<>(4);
    for (Side s : Side.values()) {
      if (type.edge(s, rotation).equals(EdgeKind.RIVER)) {
        out.add(s);
      }
    }
    return out;
  }

  /** True if the tile type has a river edge. */
  public static boolean isRiverTile(TileType type) {
    // on the placement hot path for every tile: compare codes, no list search or record equals
    // (a rule set gives each edge code to one kind, and the river's is '~')
    for (int i = 0; i < 4; i++) {
      if (type.edges().get(i).code() == RIVER_CODE) {
        return true;
      }
    }
    return false;
  }

  private static final char RIVER_CODE = EdgeKind.RIVER.code();

  /** The bend from heading {@code heading} to leaving by {@code out}. */
  static Turn turn(Side heading, Side out) {
    if (out == heading) {
      return Turn.STRAIGHT;
    }
    return out == heading.rotate(Rotation.R90) ? Turn.RIGHT : Turn.LEFT;
  }

  /** This course with more tiles to come. */
  RiverCourse withPending(TileType type, int count) {
    List<TileType> p = new ArrayList<>(pending);
    for (int i = 0; i < count; i++) {
      p.add(type);
    }
    p.sort(java.util.Comparator.comparing(TileType::id));
    return new RiverCourse(ends, ImmutableList.copyOf(p));
  }

  /** This course with one copy of a tile no longer to come (no change if it is not pending). */
  RiverCourse drawn(TileType type) {
    int i = pending.indexOf(type);
    if (i < 0) {
      return this;
    }
    List<TileType> p = new ArrayList<>(pending);
    p.remove(i);
    return new RiverCourse(ends, ImmutableList.copyOf(p));
  }

  /** This course with the river sides of a tile laid at setup as new ends. */
  RiverCourse withSource(Position cell, TileType type, Rotation rotation) {
    List<End> e = new ArrayList<>(ends);
    for (Side s : riverSides(type, rotation)) {
      e.add(new End(cell, s, Turn.NONE));
    }
    return new RiverCourse(ImmutableList.copyOf(e), pending);
  }

  /**
   * The course after a river tile is laid on {@code cell}, if the tile continues the river
   * properly: exactly one of its river edges faces a tile, and that edge meets an open end; its
   * other river edges face empty cells; no other open end flows into {@code cell}; and afterwards
   * every open end flows into an empty cell of its own (no two ends into one cell). The bend
   * rule is not checked here: {@link Extension#bendsTwice()} tells whether the tile breaks it.
   *
   * @param edgeFacing the edge shown towards a cell's side by the tile on that cell, or null if
   *     the cell is empty (the new tile is not on it yet)
   */
  Optional<Extension> extend(
      Position cell,
      TileType type,
      Rotation rotation,
      BiFunction<Position, Side, EdgeKind> edgeFacing) {
    // on the river's placement rule's path (every legal river placement): sides as bits, the
    // targets compared pairwise, no lists or sets but the new course's
    End joined = null;
    Side in = null;
    int outs = 0;
    for (Side s : SIDES) {
      if (type.edge(s, rotation).code() != RIVER_CODE) {
        continue;
      }
      EdgeKind theirs = edgeFacing.apply(cell.neighbour(s), s.opposite());
      if (theirs == null) {
        outs |= 1 << s.ordinal();
        continue;
      }
      if (joined != null || theirs.code() != RIVER_CODE) {
        return Optional.empty();
      }
      End e = endAt(cell.neighbour(s), s.opposite());
      if (e == null) {
        return Optional.empty();
      }
      joined = e;
      in = s;
    }
    if (joined == null) {
      return Optional.empty();
    }
    End[] next = new End[ends.size() + 3];
    int n = 0;
    for (int i = 0; i < ends.size(); i++) {
      End e = ends.get(i);
      if (e == joined || e.equals(joined)) {
        continue;
      }
      if (flowsInto(e, cell.x(), cell.y())) {
        return Optional.empty();
      }
      next[n++] = e;
    }
    Side heading = in.opposite();
    boolean twice = false;
    for (Side o : SIDES) {
      if ((outs & (1 << o.ordinal())) == 0) {
        continue;
      }
      Turn t = turn(heading, o);
      twice |= t != Turn.STRAIGHT && t == joined.lastTurn();
      next[n++] = new End(cell, o, t == Turn.STRAIGHT ? joined.lastTurn() : t);
    }
    for (int i = 0; i < n; i++) {
      int x = next[i].cell().x() + next[i].side().dx();
      int y = next[i].cell().y() + next[i].side().dy();
      for (int k = 0; k < i; k++) {
        if (flowsInto(next[k], x, y)) {
          return Optional.empty();
        }
      }
    }
    return Optional.of(
        new Extension(
            new RiverCourse(ImmutableList.copyOf(Arrays.asList(next).subList(0, n)), pending),
            twice));
  }

  /**
   * The outcome of {@link #extend} without building the course: true if a river tile laid on
   * {@code cell} continues the river as {@code extend} requires and, if {@code bendRule}, none of
   * its branches bends the same way twice. The placement rule asks this for every tile still to
   * come at every open end, so it allocates nothing; it follows {@code extend} step by step.
   *
   * @param facing by side of {@code cell} ({@link Side#ordinal()}), the edge the neighbour on that
   *     side shows towards the cell, or null if the neighbouring cell is empty
   */
  boolean continues(
      Position cell, TileType type, Rotation rotation, EdgeKind[] facing, boolean bendRule) {
    End joined = null;
    Side in = null;
    int outs = 0;
    for (Side s : SIDES) {
      if (!type.edge(s, rotation).equals(EdgeKind.RIVER)) {
        continue;
      }
      EdgeKind theirs = facing[s.ordinal()];
      if (theirs == null) {
        outs |= 1 << s.ordinal();
        continue;
      }
      if (joined != null || !theirs.equals(EdgeKind.RIVER)) {
        return false;
      }
      End e = endAt(cell.neighbour(s), s.opposite());
      if (e == null) {
        return false;
      }
      joined = e;
      in = s;
    }
    if (joined == null) {
      return false;
    }
    // the targets of the course afterwards: the other ends', then the tile's new ends'
    int[] tx = new int[ends.size() + 4];
    int[] ty = new int[tx.length];
    int n = 0;
    for (int i = 0; i < ends.size(); i++) {
      End e = ends.get(i);
      if (e.equals(joined)) {
        continue;
      }
      int x = e.cell().x() + e.side().dx();
      int y = e.cell().y() + e.side().dy();
      if (x == cell.x() && y == cell.y()) {
        return false;
      }
      tx[n] = x;
      ty[n++] = y;
    }
    Side heading = in.opposite();
    boolean twice = false;
    for (Side o : SIDES) {
      if ((outs & (1 << o.ordinal())) == 0) {
        continue;
      }
      Turn t = turn(heading, o);
      twice |= t != Turn.STRAIGHT && t == joined.lastTurn();
      tx[n] = cell.x() + o.dx();
      ty[n++] = cell.y() + o.dy();
    }
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < i; k++) {
        if (tx[i] == tx[k] && ty[i] == ty[k]) {
          return false;
        }
      }
    }
    return !(bendRule && twice);
  }

  private static final Side[] SIDES = Side.values();

  /**
   * A river tile's effect on the course.
   *
   * @param course the course once the tile lies
   * @param bendsTwice true if one of the tile's branches bends the same way as the last bend
   *     before it
   */
  record Extension(RiverCourse course, boolean bendsTwice) {}

  /**
   * The course after a river tile was laid that does not continue it as {@link #extend} requires
   * (laid by another module): ends flowing into {@code cell} are closed, and the tile's river
   * edges towards empty cells become new ends without a bend.
   */
  RiverCourse laidElsewhere(
      Position cell,
      TileType type,
      Rotation rotation,
      java.util.function.Predicate<Position> occupied) {
    List<End> next = new ArrayList<>();
    for (End e : ends) {
      if (!e.target().equals(cell)) {
        next.add(e);
      }
    }
    for (Side s : riverSides(type, rotation)) {
      if (!occupied.test(cell.neighbour(s))) {
        next.add(new End(cell, s, Turn.NONE));
      }
    }
    return new RiverCourse(ImmutableList.copyOf(next), pending);
  }

  /** True if an open end flows into the cell ({@code x}, {@code y}). */
  boolean flowsInto(int x, int y) {
    for (int i = 0; i < ends.size(); i++) {
      if (flowsInto(ends.get(i), x, y)) {
        return true;
      }
    }
    return false;
  }

  /** True if the open end flows into the cell ({@code x}, {@code y}): its target, unboxed. */
  private static boolean flowsInto(End e, int x, int y) {
    return e.cell().x() + e.side().dx() == x && e.cell().y() + e.side().dy() == y;
  }

  /** The open end of the tile on {@code cell} that leaves by {@code side}, or null. */
  private End endAt(Position cell, Side side) {
    for (End e : ends) {
      if (e.cell().equals(cell) && e.side() == side) {
        return e;
      }
    }
    return null;
  }
}
