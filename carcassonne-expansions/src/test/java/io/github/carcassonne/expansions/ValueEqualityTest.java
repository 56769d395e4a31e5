package io.github.carcassonne.expansions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Location;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.expansions.abbot.RecallAbbot;
import io.github.carcassonne.expansions.messages.MessagesModule;
import io.github.carcassonne.expansions.river.RiverCourse;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule;
import io.github.carcassonne.expansions.wheel.WheelEvent;
import io.github.carcassonne.expansions.wheel.WheelLayout;
import io.github.carcassonne.expansions.wheel.WheelMoves;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The expansions' moves and values whose {@code equals} and {@code hashCode} are written out
 * instead of generated (see docs/performance.md, "Short runs") still compare as records do:
 * equal when every component is equal, with equal hash codes, and unequal when any differs.
 */
class ValueEqualityTest {

  /** {@code same} equals {@code base} with the same hash code; each of {@code others} differs. */
  private static void assertRecordEquality(Object base, Object same, List<?> others) {
    assertEquals(base, same);
    assertEquals(same, base);
    assertEquals(base.hashCode(), same.hashCode());
    assertNotEquals(base, null);
    assertNotEquals(base, "not a " + base.getClass().getSimpleName());
    for (Object o : others) {
      assertNotEquals(base, o, "differs: " + o);
      assertNotEquals(o, base, "differs: " + o);
    }
  }

  @Test
  void theMessagesMovesAndUnit() {
    assertRecordEquality(
        new MessagesModule.Marker(1),
        new MessagesModule.Marker(1),
        List.of(new MessagesModule.Marker(0), new MessagesModule.Message(1)));
    assertRecordEquality(
        new MessagesModule.Message(3),
        new MessagesModule.Message(3),
        List.of(new MessagesModule.Message(4), new MessagesModule.Marker(1)));
    Location.OnFeature at = new Location.OnFeature(Position.of(0, 1), "N");
    assertRecordEquality(
        new MessagesModule.Perform(Optional.of(at)),
        new MessagesModule.Perform(Optional.of(new Location.OnFeature(Position.of(0, 1), "N"))),
        List.of(
            MessagesModule.Perform.PLAIN,
            new MessagesModule.Perform(
                Optional.of(new Location.OnFeature(Position.of(0, 1), "S")))));
    assertRecordEquality(
        MessagesModule.Decline.INSTANCE,
        new MessagesModule.Decline(),
        List.of(BuilderModule.ExtraTurn.INSTANCE));
    assertEquals(0, MessagesModule.Decline.INSTANCE.hashCode(), "the same in every run");
    assertRecordEquality(
        MessagesModule.Unit.NONE,
        new MessagesModule.Unit(false, 0),
        List.of(new MessagesModule.Unit(true, 0), new MessagesModule.Unit(false, 2)));
  }

  @Test
  void theOtherExpansionsMoves() {
    assertRecordEquality(
        BuilderModule.ExtraTurn.INSTANCE,
        new BuilderModule.ExtraTurn(),
        List.of(MessagesModule.Decline.INSTANCE));
    assertEquals(0, BuilderModule.ExtraTurn.INSTANCE.hashCode(), "the same in every run");
    assertRecordEquality(
        new WheelMoves.DeployOnCrown(2),
        new WheelMoves.DeployOnCrown(2),
        List.of(new WheelMoves.DeployOnCrown(3), new WheelMoves.PlagueReturn(2)));
    assertRecordEquality(
        WheelMoves.PlagueReturn.NONE,
        new WheelMoves.PlagueReturn(-1),
        List.of(new WheelMoves.PlagueReturn(0)));
    assertRecordEquality(
        new RecallAbbot(Position.of(2, 3), "C"),
        new RecallAbbot(Position.of(2, 3), "C"),
        List.of(new RecallAbbot(Position.of(2, 4), "C"), new RecallAbbot(Position.of(2, 3), "N")));
  }

  @Test
  void wheelLayoutsAndTheirSegments() {
    WheelLayout.Segment s = new WheelLayout.Segment(WheelEvent.values()[0], 1);
    WheelLayout.Segment same = new WheelLayout.Segment(WheelEvent.values()[0], 1);
    assertEquals(s, same);
    assertEquals(s.hashCode(), same.hashCode());
    assertNotEquals(s, new WheelLayout.Segment(WheelEvent.values()[0], 2));
    assertNotEquals(s, new WheelLayout.Segment(WheelEvent.values()[1], 1));
    assertNotEquals(s, null);
    WheelLayout layout = WheelLayout.defaultLayout();
    WheelLayout copy = new WheelLayout(ImmutableList.copyOf(layout.segments()));
    assertEquals(layout, copy);
    assertEquals(layout.hashCode(), copy.hashCode());
    assertNotEquals(layout, new WheelLayout(layout.segments().subList(1, layout.size())));
    assertNotEquals(layout, "a layout");
  }

  @Test
  void riverEnds() {
    RiverCourse.End end = new RiverCourse.End(Position.of(0, 2), Side.S, RiverCourse.Turn.LEFT);
    assertRecordEquality(
        end,
        new RiverCourse.End(Position.of(0, 2), Side.S, RiverCourse.Turn.LEFT),
        List.of(
            new RiverCourse.End(Position.of(1, 2), Side.S, RiverCourse.Turn.LEFT),
            new RiverCourse.End(Position.of(0, 2), Side.E, RiverCourse.Turn.LEFT),
            new RiverCourse.End(Position.of(0, 2), Side.S, RiverCourse.Turn.RIGHT)));
  }
}
