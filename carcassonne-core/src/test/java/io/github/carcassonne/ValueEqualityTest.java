package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The value types whose {@code equals} and {@code hashCode} are written out instead of
 * generated (see docs/performance.md, "Short runs") still compare as records do: equal when
 * every component is equal, with equal hash codes, and unequal when any component differs.
 */
class ValueEqualityTest {

  /** {@code same} equals {@code base} with the same hash code; each of {@code others} differs. */
  static void assertRecordEquality(Object base, Object same, List<?> others) {
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
  void segmentsAreEqualWhenEveryComponentIs() {
    ImmutableMap<String, String> pennant = ImmutableMap.of("pennant", "");
    Segment s = new Segment(1, "c", FeatureKind.CITY, 0x007, pennant, 4);
    assertRecordEquality(
        s,
        new Segment(1, "c", FeatureKind.of("city"), 0x007, ImmutableMap.of("pennant", ""), 4),
        List.of(
            new Segment(2, "c", FeatureKind.CITY, 0x007, pennant, 4),
            new Segment(1, "d", FeatureKind.CITY, 0x007, pennant, 4),
            new Segment(1, "c", FeatureKind.ROAD, 0x007, pennant, 4),
            new Segment(1, "c", FeatureKind.CITY, 0x00F, pennant, 4),
            new Segment(1, "c", FeatureKind.CITY, 0x007, ImmutableMap.of(), 4),
            new Segment(1, "c", FeatureKind.CITY, 0x007, pennant, 5)));
  }

  @Test
  void edgeKindsAreEqualWhenIdAndCodeAre() {
    assertRecordEquality(
        EdgeKind.ROAD,
        EdgeKind.of("road", 'R'),
        List.of(EdgeKind.of("road", 'S'), EdgeKind.of("path", 'R'), EdgeKind.CITY));
  }

  @Test
  void scoreSourcesAreEqualWhenTheirIdsAre() {
    assertRecordEquality(
        ScoreSource.CITY, ScoreSource.of("city"), List.of(ScoreSource.ROAD, ScoreSource.of("x")));
  }

  @Test
  void movesAndLocationsAreEqualWhenEveryComponentIs() {
    Position at = Position.of(1, -2);
    assertRecordEquality(Move.Skip.INSTANCE, new Move.Skip(), List.of(new Move.DrawTile("x")));
    assertEquals(0, Move.Skip.INSTANCE.hashCode(), "the same in every run");
    assertRecordEquality(
        new Move.ChooseFeature(at, "N"),
        new Move.ChooseFeature(Position.of(1, -2), "N"),
        List.of(new Move.ChooseFeature(at, "E"), new Move.ChooseFeature(Position.of(1, 2), "N")));
    assertRecordEquality(
        Location.Supply.INSTANCE, new Location.Supply(), List.of(new Location.OnFeature(at, "N")));
    assertEquals(0, Location.Supply.INSTANCE.hashCode(), "the same in every run");
    assertRecordEquality(
        new Location.OnCorner(at, Location.Corner.NE),
        new Location.OnCorner(Position.of(1, -2), Location.Corner.NE),
        List.of(
            new Location.OnCorner(at, Location.Corner.SW),
            new Location.OnCorner(Position.of(0, -2), Location.Corner.NE)));
  }

  @Test
  void figuresAreEqualWhenEveryComponentIs() {
    Location on = new Location.OnFeature(Position.of(0, 0), "N");
    Figure f = new Figure(3, Optional.of(PlayerId.of(1)), FigureKind.FOLLOWER, on);
    assertRecordEquality(
        f,
        new Figure(3, Optional.of(new PlayerId(1)), FigureKind.FOLLOWER, on),
        List.of(
            new Figure(4, Optional.of(PlayerId.of(1)), FigureKind.FOLLOWER, on),
            new Figure(3, Optional.of(PlayerId.of(0)), FigureKind.FOLLOWER, on),
            new Figure(3, Optional.empty(), FigureKind.FOLLOWER, on),
            new Figure(3, Optional.of(PlayerId.of(1)), FigureKind.of("abbot"), on),
            new Figure(3, Optional.of(PlayerId.of(1)), FigureKind.FOLLOWER, Location.Supply.INSTANCE)));
  }

  @Test
  void playersAreEqualWhenTheirSeatsAre() {
    assertRecordEquality(
        PlayerId.of(1), new PlayerId(1), List.of(PlayerId.of(0), new PlayerId(7)));
    assertRecordEquality(new PlayerId(7), new PlayerId(7), List.of(PlayerId.of(1)));
  }
}
