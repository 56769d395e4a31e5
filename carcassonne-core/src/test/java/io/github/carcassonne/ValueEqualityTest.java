package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import java.util.List;
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
  void playersAreEqualWhenTheirSeatsAre() {
    assertRecordEquality(
        PlayerId.of(1), new PlayerId(1), List.of(PlayerId.of(0), new PlayerId(7)));
    assertRecordEquality(new PlayerId(7), new PlayerId(7), List.of(PlayerId.of(1)));
  }
}
