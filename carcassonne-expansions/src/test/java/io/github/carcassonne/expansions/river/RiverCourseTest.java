package io.github.carcassonne.expansions.river;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.expansions.river.RiverCourse.End;
import io.github.carcassonne.expansions.river.RiverCourse.Turn;
import io.github.carcassonne.expansions.river2.River2Tiles;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.TileType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * {@link RiverCourse#extend} and {@link RiverCourse#continues}, which the placement rule and the
 * course's tracking rest on, on small hand-made boards: which river tiles continue the river,
 * the course they leave, and that both methods agree.
 */
class RiverCourseTest {

  /** river:IFI, a straight: river west and east (F~F~). */
  static final TileType STRAIGHT = RiverTiles.set().type("river:IFI").orElseThrow();

  /** river:II, a curve: river south and west (FF~~). */
  static final TileType CURVE = RiverTiles.set().type(RiverTiles.CURVE).orElseThrow();

  /** river-2:III, the fork: river north, east and west (~~F~). */
  static final TileType FORK = River2Tiles.set().type(River2Tiles.FORK).orElseThrow();

  /** The spring's open end: east of the origin. */
  static final End SPRING_END = new End(Position.ORIGIN, Side.E, Turn.NONE);

  /**
   * A board of river edges only: the cells listed show the river on the sides listed, every
   * other side of theirs a field; other cells are empty.
   */
  static BiFunction<Position, Side, EdgeKind> board(Map<Position, List<Side>> riverSides) {
    return (pos, side) -> {
      List<Side> sides = riverSides.get(pos);
      if (sides == null) {
        return null;
      }
      return sides.contains(side) ? EdgeKind.RIVER : EdgeKind.FIELD;
    };
  }

  /** The spring at the origin, its river to the east. */
  static final BiFunction<Position, Side, EdgeKind> SPRING_ONLY =
      board(Map.of(Position.ORIGIN, List.of(Side.E)));

  static RiverCourse course(End... ends) {
    return new RiverCourse(ImmutableList.copyOf(ends), ImmutableList.of());
  }

  /** extend's outcome, checked against continues (with and without the bend rule). */
  static Optional<RiverCourse.Extension> extend(
      RiverCourse course,
      Position cell,
      TileType type,
      Rotation rotation,
      BiFunction<Position, Side, EdgeKind> board) {
    Optional<RiverCourse.Extension> ext = course.extend(cell, type, rotation, board);
    EdgeKind[] facing = new EdgeKind[4];
    for (Side s : Side.values()) {
      facing[s.ordinal()] = board.apply(cell.neighbour(s), s.opposite());
    }
    assertEquals(ext.isPresent(), course.continues(cell, type, rotation, facing, false));
    assertEquals(
        ext.isPresent() && !ext.get().bendsTwice(),
        course.continues(cell, type, rotation, facing, true));
    return ext;
  }

  @Test
  void aStraightOnTheOpenEndMovesTheEndOn() {
    RiverCourse.Extension ext =
        extend(course(SPRING_END), Position.of(1, 0), STRAIGHT, Rotation.R0, SPRING_ONLY)
            .orElseThrow();
    assertEquals(List.of(new End(Position.of(1, 0), Side.E, Turn.NONE)), ext.course().ends());
    assertFalse(ext.bendsTwice());
  }

  @Test
  void aBendRemembersItsTurnAndASecondBendTheSameWayIsTold() {
    RiverCourse.Extension ext =
        extend(course(SPRING_END), Position.of(1, 0), CURVE, Rotation.R0, SPRING_ONLY)
            .orElseThrow();
    // flowing east, out by the south: a right turn
    End end = new End(Position.of(1, 0), Side.S, Turn.RIGHT);
    assertEquals(List.of(end), ext.course().ends());
    assertFalse(ext.bendsTwice());
    // flowing south into (1, 1): out by the west is right again, by the east left
    BiFunction<Position, Side, EdgeKind> board =
        board(Map.of(Position.ORIGIN, List.of(Side.E), Position.of(1, 0), List.of(Side.W, Side.S)));
    // the curve turned a quarter: river west and north
    assertTrue(
        extend(ext.course(), Position.of(1, 1), CURVE, Rotation.R90, board)
            .orElseThrow()
            .bendsTwice());
    // turned a half: river north and east
    RiverCourse.Extension left =
        extend(ext.course(), Position.of(1, 1), CURVE, Rotation.R180, board).orElseThrow();
    assertFalse(left.bendsTwice());
    assertEquals(List.of(new End(Position.of(1, 1), Side.E, Turn.LEFT)), left.course().ends());
  }

  @Test
  void aForkKeepsTheOtherEndsFirstThenItsOwnInSideOrder() {
    End other = new End(Position.of(5, 5), Side.S, Turn.LEFT);
    RiverCourse.Extension ext =
        extend(course(other, SPRING_END), Position.of(1, 0), FORK, Rotation.R0, SPRING_ONLY)
            .orElseThrow();
    assertEquals(
        List.of(
            other,
            new End(Position.of(1, 0), Side.N, Turn.LEFT),
            new End(Position.of(1, 0), Side.E, Turn.NONE)),
        ext.course().ends());
  }

  @Test
  void aTileOffTheOpenEndOrTurnedAwayDoesNotContinue() {
    // beside the spring, not on its end: no river edge meets an open end
    assertTrue(
        extend(course(SPRING_END), Position.of(0, 1), STRAIGHT, Rotation.R0, SPRING_ONLY)
            .isEmpty());
    // on the end but turned so that a field meets the water
    assertTrue(
        extend(course(SPRING_END), Position.of(1, 0), STRAIGHT, Rotation.R90, SPRING_ONLY)
            .isEmpty());
  }

  @Test
  void aRiverEdgeAgainstAFieldDoesNotContinue() {
    // a tile north-east of the spring shows a field to the straight's east river edge
    BiFunction<Position, Side, EdgeKind> board =
        board(Map.of(Position.ORIGIN, List.of(Side.E), Position.of(2, 0), List.of()));
    assertTrue(
        extend(course(SPRING_END), Position.of(1, 0), STRAIGHT, Rotation.R0, board).isEmpty());
  }

  @Test
  void noTileOnACellThatAnotherOpenEndFlowsInto() {
    // a second end, of a tile south of (1, 0), flows north into (1, 0) too
    End fromSouth = new End(Position.of(1, 1), Side.N, Turn.NONE);
    assertTrue(
        extend(course(SPRING_END, fromSouth), Position.of(1, 0), STRAIGHT, Rotation.R0, SPRING_ONLY)
            .isEmpty());
  }

  @Test
  void noTwoOpenEndsIntoOneCell() {
    // another end flows north into (2, 0); the straight at (1, 0) would open one east into it
    End intoTwoZero = new End(Position.of(2, 1), Side.N, Turn.NONE);
    assertTrue(
        extend(
                course(SPRING_END, intoTwoZero),
                Position.of(1, 0),
                STRAIGHT,
                Rotation.R0,
                SPRING_ONLY)
            .isEmpty());
    // with that end elsewhere the same straight continues the river
    End elsewhere = new End(Position.of(3, 1), Side.N, Turn.NONE);
    assertEquals(
        List.of(elsewhere, new End(Position.of(1, 0), Side.E, Turn.NONE)),
        extend(course(SPRING_END, elsewhere), Position.of(1, 0), STRAIGHT, Rotation.R0, SPRING_ONLY)
            .orElseThrow()
            .course()
            .ends());
  }
}
