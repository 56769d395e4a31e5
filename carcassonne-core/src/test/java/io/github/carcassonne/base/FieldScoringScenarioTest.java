package io.github.carcassonne.base;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;
import static io.github.carcassonne.score.ScoreSource.CITY;
import static io.github.carcassonne.score.ScoreSource.FIELD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.IllegalMoveException.Reason;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.tile.FeatureKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Farmer scenarios (rules reference §1.3, §1.4; S-WoF-NL lines 110-125; S-DK line 12). Fields
 * score only at the end, so each scenario uses a {@link SmallBag} that holds exactly the tiles it
 * draws: the game ends after the last one.
 */
class FieldScoringScenarioTest {

  private static Move.Deploy follower(int x, int y, String spot) {
    return new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(Position.of(x, y), spot));
  }

  /**
   * One completed city touching three occupied fields.
   *
   * <pre>
   *                       (0,0)  D start
   *   (-1,1) E R90 [F C F F]   (0,1) G R0 [F C F C]   (1,1) E R270 [F F F C]
   *   field FC: p0 farmer      south field FB: p0      field FD: p1 farmer
   * </pre>
   *
   * The city E-G-E (3 tiles) is completed by the last tile; nobody holds it. The G's north field
   * joins the start tile's south field (FA, no farmer). Each of FB, FC, FD touches the city.
   */
  private static Play cityWithThreeFarmedFields(String era) {
    RuleSet rules = Play.smallBag(List.of("G", "E", "E"), "base.farm-era", era);
    Play p = Play.of(rules, 2)
        .put("G", 0, 1, R0).deploy("S")
        .put("E", 1, 1, R270).deploy("N")
        .put("E", -1, 1, R90).deploy("N");
    return p;
  }

  /**
   * S-WoF-NL line 124 ("Als een stad aan meerdere weiden grenst, krijgen alle bezitters van die
   * weiden voor deze stad 3 punten": a city touching several fields pays every field's owners 3)
   * and S-DK line 12: third era, each field on its own, p0 wins two fields (3 + 3), p1 one (3).
   */
  @Test
  void thirdEraCityPaysEveryFieldItTouches() {
    Play p = cityWithThreeFarmedFields("third").expectOver();
    List<GameEvent.FeatureCompleted> done = p.all(GameEvent.FeatureCompleted.class);
    assertEquals(1, done.size(), p.describe());
    assertEquals(3, done.get(0).tiles());
    Feature city = p.engine().feature(p.state(), Position.of(0, 1), "E").orElseThrow();
    assertTrue(city.isComplete());
    assertTrue(city.figures().isEmpty());
    p.expectAllAwards(0, 3, "field", 0, 3, "field", 1, 3, "field");
    for (GameEvent.PointsScored s : p.all(GameEvent.PointsScored.class)) {
      assertTrue(s.finalScoring(), p.describe());
    }
    p.expectSource(0, FIELD, 6).expectSource(1, FIELD, 3).expectSource(0, CITY, 0);
    Feature fb = p.engine().feature(p.state(), Position.of(0, 1), "S").orElseThrow();
    assertEquals(3, p.engine().value(p.state(), fb, false),
        "a field's value: 3 per completed city");
  }

  /**
   * Rules reference §1.4, the same board under each farm era:
   * third: p0 6 (two fields), p1 3; second: a city pays a player at most once, p0 3, p1 3;
   * first: the city pays 4 to the farmer majority over all its fields, p0 (2) against p1 (1).
   */
  @ParameterizedTest
  @CsvSource({"third, 6, 3", "second, 3, 3", "first, 4, 0"})
  void farmErasGiveTheirDocumentedResultsOnOneBoard(String era, int p0, int p1) {
    Play p = cityWithThreeFarmedFields(era).expectOver();
    p.expectSource(0, FIELD, p0).expectSource(1, FIELD, p1).expectScore(0, p0).expectScore(1, p1);
    GameEvent.GameEnded end = p.last(GameEvent.GameEnded.class).get(0);
    assertEquals(ImmutableList.of(p0, p1), end.scores(), p.describe());
  }

  /**
   * S-DK line 12: "Hver færdig by ved marken giver tre point, uanset hvor mange gange samme by
   * rører den" (each finished city by the field gives three points however many times the same
   * city touches it). The field runs from the start tile's north field round through (1,0) and
   * (1,-1) into the field of the E at (0,-1): it touches the start city on two tiles.
   *
   * <pre>
   *   (0,-1) E R180 [F F C F] closes the start city; p0 farmer   (1,-1) E R0 [C F F F]
   *   (0,0)  D start                                            (1,0)  U R0 [F R F R]
   * </pre>
   */
  @ParameterizedTest
  @CsvSource({"third, 3", "second, 3", "first, 4"})
  void cityTouchingOneFieldTwiceCountsOnce(String era, int points) {
    Play p = Play.of(Play.smallBag(List.of("E", "U", "E"), "base.farm-era", era), 2)
        .put("E", 0, -1, R180).deploy("N")
        .put("U", 1, 0, R0).skip()
        .put("E", 1, -1, R0).skip()
        .expectOver();
    Feature field = p.engine().feature(p.state(), Position.of(0, -1), "N").orElseThrow();
    assertTrue(field.cells().containsAll(List.of(Position.of(0, 0), Position.of(1, 0),
        Position.of(1, -1), Position.of(0, -1))), p.describe());
    assertEquals(2, field.adjacent(FeatureKind.CITY).size(), "the start city and the E's city");
    p.expectAllAwards(0, points, "field");
  }

  /**
   * S-WoF-NL line 122-123 ("Als meerdere spelers de meeste boeren in een weide hebben, krijgen ze
   * allemaal de punten": if several players have the most farmers in a field, they all score).
   * p0's field north of the start road and p1's field round the E at (0,-1) are apart until the
   * E at (1,-1) joins them: one farmer each, a tie, both score the completed start city.
   *
   * <pre>
   *   (0,-1) E R180 [F F C F] p1 farmer, closes the start city   (1,-1) E R0 [C F F F] joins
   *   (0,0)  D start                                             (1,0)  U R0 p0 farmer (north)
   * </pre>
   */
  @Test
  void tiedFarmersBothScoreFullValue() {
    Play tie = Play.of(Play.smallBag(List.of("U", "E", "E")), 2)
        .put("U", 1, 0, R0).deploy("N")
        .put("E", 0, -1, R180).deploy("N");
    Feature p1Field = tie.engine().feature(tie.state(), Position.of(0, -1), "N").orElseThrow();
    Feature p0Field = tie.engine().feature(tie.state(), Position.of(1, 0), "N").orElseThrow();
    assertEquals(1, p1Field.figures().size(), tie.describe());
    assertFalse(p0Field.id().equals(p1Field.id()), "apart before the last tile");
    tie.put("E", 1, -1, R0).skip().expectOver();
    assertEquals(2, tie.engine().feature(tie.state(), Position.of(1, 0), "N").orElseThrow()
        .figures().size(), tie.describe());
    tie.expectAllAwards(0, 3, "field", 1, 3, "field");
  }

  /**
   * S-WoF-NL line 111 and S-DK line 12: farmers stay on the board until the end; the start city
   * closed during play pays the road-side field at the end, and the farmer is not returned when
   * the city is scored.
   */
  @Test
  void farmerStaysWhenTheCityNextToItIsCompleted() {
    Play p = Play.of(Play.smallBag(List.of("U", "E", "B")), 2)
        .put("U", 1, 0, R0).deploy("N")
        .put("E", 0, -1, R180).deploy("S");
    p.expectLastAwards(1, 4, "city");
    assertEquals(1, p.last(GameEvent.FigureReturned.class).size(), "only the knight returns");
    assertEquals(1, p.onBoard(0).size(), p.describe());
    p.put("B", 0, 1, R0).skip().expectOver();
    p.expectSource(0, FIELD, 3).expectSource(1, CITY, 4).expectSource(1, FIELD, 0);
  }

  /** {@code base.farmers=false}: no field deployment offered or accepted; fields score nothing. */
  @Test
  void farmersOffOffersNoFieldDeployment() {
    Play on = Play.base(2).put("U", 1, 0, R0);
    assertEquals(
        ImmutableList.of(follower(1, 0, "E"), follower(1, 0, "N"), follower(1, 0, "S"),
            Move.Skip.INSTANCE),
        on.engine().legalMoves(on.state()), on.describe());
    Play off = Play.of(Play.rules("base.farmers", "false"), 2).put("U", 1, 0, R0);
    assertEquals(ImmutableList.of(follower(1, 0, "E"), Move.Skip.INSTANCE),
        off.engine().legalMoves(off.state()), off.describe());
    off.rejects(follower(1, 0, "N"), Reason.DEPLOY_FORBIDDEN);
    off.rejects(follower(1, 0, "ESE"), Reason.DEPLOY_FORBIDDEN);
    // a whole small game without farmers: the field the start city touches pays nobody
    Play game = Play.of(Play.smallBag(List.of("U", "E"), "base.farmers", "false"), 2)
        .put("U", 1, 0, R0).skip()
        .put("E", 0, -1, R180).deploy("S").expectOver();
    game.expectAllAwards(1, 4, "city");
    for (Feature f : game.engine().features(game.state())) {
      assertFalse(f.kind().equals(FeatureKind.FIELD) && !f.figures().isEmpty());
    }
  }

  /** Farmers off with another era makes no sense and is refused when the rule set is built. */
  @Test
  void farmersOffWithAnEraIsRejected() {
    assertThrows(IllegalArgumentException.class,
        () -> Play.rules("base.farmers", "false", "base.farm-era", "first"));
  }
}
