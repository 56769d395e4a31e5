package io.github.carcassonne.base;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;
import static io.github.carcassonne.score.ScoreSource.CITY;
import static io.github.carcassonne.score.ScoreSource.CLOISTER;
import static io.github.carcassonne.score.ScoreSource.FIELD;
import static io.github.carcassonne.score.ScoreSource.ROAD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.IllegalMoveException.Reason;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.tile.FeatureKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Scoring scenarios of the base game (rules reference §0, §1.2, §1.3), played through the public
 * API with forced draws. Coordinates: x east, y south; the start tile D lies at (0,0), city north,
 * road east-west. Each board is sketched in the test's comment, edges given N E S W after
 * rotation.
 */
class BaseScoringScenarioTest {

  private static Move.Deploy follower(int x, int y, String spot) {
    return new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(Position.of(x, y), spot));
  }

  private static Feature feature(Play p, int x, int y, String spot) {
    return p.engine().feature(p.state(), Position.of(x, y), spot).orElseThrow();
  }

  // ------------------------------------------------------------------ cities

  /**
   * S-DK line 14: "Ender I med én meeple hver i en færdig by på fire brikker uden skjolde, får
   * I begge 8 point. Pointene deles ikke til 4 hver." (If you each end with one meeple in a
   * finished four-tile city without pennants, you both get 8 points; the points are not split
   * to 4 each.)
   * Also S-DK line 14 first sentence: you may not deploy into an occupied city, but may occupy a
   * separate part and join it later.
   *
   * <pre>
   *   (0,-1) N R180 [F C C F] p0 knight   (1,-1) N R270 [F F C C] joins, completes
   *   (0,0)  D start [C R F R]            (1,0)  D R0   [C R F R] p1 knight
   * </pre>
   */
  @Test
  void sharedFourTileCityPaysBothKnightsFullValue() {
    Play p = Play.base(2)
        .put("N", 0, -1, R180).deploy("E")
        .put("D", 1, 0, R0).deploy("N");
    assertEquals(ImmutableList.of(), p.all(GameEvent.PointsScored.class), p.describe());
    p.put("N", 1, -1, R270);
    // the joined city is occupied: no deployment on it is offered, and forcing one is refused
    assertFalse(p.engine().legalMoves(p.state()).contains(follower(1, -1, "S")), p.describe());
    p.rejects(follower(1, -1, "S"), Reason.DEPLOY_FORBIDDEN);
    p.rejects(follower(1, -1, "W"), Reason.DEPLOY_FORBIDDEN);
    p.skip();

    List<GameEvent.FeatureCompleted> done = p.last(GameEvent.FeatureCompleted.class);
    assertEquals(1, done.size(), p.describe());
    assertEquals(FeatureKind.CITY, done.get(0).kind());
    assertEquals(4, done.get(0).tiles());
    assertEquals(new FeatureId(Position.ORIGIN, "N"), done.get(0).feature(),
        "the merged city keeps the start tile's id");
    p.expectLastAwards(0, 8, "city", 1, 8, "city");
    for (GameEvent.PointsScored s : p.last(GameEvent.PointsScored.class)) {
      assertEquals(Optional.of(new FeatureId(Position.ORIGIN, "N")), s.feature());
      assertFalse(s.finalScoring());
    }
    assertEquals(2, p.last(GameEvent.FigureReturned.class).size(), p.describe());
    p.expectScore(0, 8).expectScore(1, 8).expectSource(0, CITY, 8).expectSource(1, CITY, 8);
    p.expectSupply(0, 7).expectSupply(1, 7);
  }

  /**
   * Majority 2 against 1 (rules reference §0): only the leader scores; every follower returns.
   *
   * <pre>
   *   (0,-1) N R180 [F C C F] p0     (1,-1) R R180 [F C C C]    (2,-1) N R270 [F F C C] closes
   *   (0,0)  D start                 (1,0)  D R0 p0 knight       (2,0)  D R0 p1 knight
   * </pre>
   */
  @Test
  void majorityTwoAgainstOneOnlyLeaderScores() {
    Play p = Play.base(2)
        .put("D", 1, 0, R0).deploy("N")
        .put("D", 2, 0, R0).deploy("N")
        .put("N", 0, -1, R180).deploy("E")
        .put("R", 1, -1, R180).skip();
    assertEquals(2, feature(p, 0, 0, "N").figures().size(), "p0's two knights, joined by the R");
    assertFalse(feature(p, 0, 0, "N").isComplete());
    p.put("N", 2, -1, R270).skip();
    assertEquals(6, p.last(GameEvent.FeatureCompleted.class).get(0).tiles(), p.describe());
    p.expectLastAwards(0, 12, "city");
    assertEquals(3, p.last(GameEvent.FigureReturned.class).size(), p.describe());
    p.expectScore(0, 12).expectScore(1, 0).expectSupply(0, 7).expectSupply(1, 7);
  }

  /**
   * S-WoF-NL line 97: a completed city scores 2 per tile and 2 per pennant ("wapen").
   *
   * <pre>
   *   (0,-1) M R180 [F C C F] pennant, p0 knight   (1,-1) E R270 [F F F C] closes
   *   (0,0)  D start
   * </pre>
   */
  @Test
  void completedCityScoresTwoPerTileAndPennant() {
    Play p = Play.base(2).put("M", 0, -1, R180).deploy("E");
    Feature city = feature(p, 0, 0, "N");
    assertEquals(1, city.attribute(CitiesModule.PENNANT));
    assertEquals(6, p.engine().value(p.state(), city, true), "2 tiles + 1 pennant if closed now");
    assertEquals(3, p.engine().value(p.state(), city, false), "2 tiles + 1 pennant at the end");
    p.put("E", 1, -1, R270).skip();
    p.expectLastAwards(0, 8, "city").expectSource(0, CITY, 8).expectSupply(0, 7);
  }

  /**
   * S-WoF-NL lines 118-119 and S-DK line 8: an incomplete city at the end scores 1 per tile and
   * 1 per pennant. The bag holds only the M, so the game ends after it.
   */
  @Test
  void incompleteCityAtEndScoresOnePerTileAndPennant() {
    Play p = Play.of(Play.smallBag(List.of("M")), 2).put("M", 0, -1, R180).deploy("E");
    p.expectOver().expectLastAwards(0, 3, "city");
    assertTrue(p.last(GameEvent.PointsScored.class).get(0).finalScoring());
    GameEvent.GameEnded end = p.last(GameEvent.GameEnded.class).get(0);
    assertEquals(ImmutableList.of(3, 0), end.scores());
    assertEquals(ImmutableList.of(PlayerId.of(0)), end.winners());
  }

  /**
   * Rules reference §1.4 tiny-city rule: a completed two-tile city scores 4, or 2 with
   * {@code base.two-tile-city=two}. Same moves under both options.
   */
  @Test
  void twoTileCityScoresFourOrTwoByOption() {
    Play four = Play.base(2).put("E", 0, -1, R180).deploy("S");
    four.expectLastAwards(0, 4, "city");
    Play two = Play.of(Play.rules("base.two-tile-city", "two"), 2)
        .put("E", 0, -1, R180).deploy("S");
    two.expectLastAwards(0, 2, "city").expectSupply(0, 7);
    // a three-tile city is not affected by the option
    Play three = Play.of(Play.rules("base.two-tile-city", "two"), 2)
        .put("M", 0, -1, R180).deploy("E").put("E", 1, -1, R270).skip();
    three.expectLastAwards(0, 8, "city");
  }

  /** The tiny-city rule is about completed cities only: an incomplete two-tile city scores 1+1. */
  @Test
  void twoTileOptionDoesNotTouchIncompleteCities() {
    Play p = Play.of(Play.smallBag(List.of("M"), "base.two-tile-city", "two"), 2)
        .put("M", 0, -1, R180).deploy("E");
    p.expectOver().expectLastAwards(0, 3, "city");
  }

  // ------------------------------------------------------------------ roads

  /**
   * S-WoF-NL lines 104-108: deploy, score and take back in the same turn. The W at (-1,0) ends
   * the start road whose other end is the W at (1,0): a 3-tile road, scored at once; the follower
   * is back in supply before the turn ends.
   */
  @Test
  void followerDeployedScoredAndReturnedInOneTurn() {
    Play p = Play.base(2).put("W", 1, 0, R0).skip().put("W", -1, 0, R0).deploy("E");
    List<String> kinds = p.lastEvents().stream().map(e -> e.getClass().getSimpleName()).toList();
    int deployed = kinds.indexOf("FigureDeployed");
    int completed = kinds.indexOf("FeatureCompleted");
    int scored = kinds.indexOf("PointsScored");
    int returned = kinds.indexOf("FigureReturned");
    int ended = kinds.indexOf("TurnEnded");
    assertTrue(deployed >= 0 && deployed < completed && completed < scored && scored < returned
        && returned < ended, "event order " + kinds);
    assertEquals(3, p.last(GameEvent.FeatureCompleted.class).get(0).tiles());
    p.expectLastAwards(1, 3, "road").expectSupply(1, 7).expectSource(1, ROAD, 3);
    assertTrue(p.onBoard(1).isEmpty(), p.describe());
    GameEvent.FigureReturned r = p.last(GameEvent.FigureReturned.class).get(0);
    assertEquals(new Location.OnFeature(Position.of(-1, 0), "E"), r.from());
  }

  /**
   * Rules reference §1.2/§1.3: a road closed into a loop of four curves is complete and scores
   * 1 per tile.
   *
   * <pre>
   *   (0,1) V R270 [F R R F] p0    (1,1) V R0  [F F R R]
   *   (0,2) V R180 [R R F F]       (1,2) V R90 [R F F R]
   * </pre>
   */
  @Test
  void roadLoopOfFourCurvesScoresFour() {
    Play p = Play.base(2)
        .put("V", 0, 1, R270).deploy("E")
        .put("V", 1, 1, R0).skip()
        .put("V", 1, 2, R90).skip();
    assertEquals(2, feature(p, 0, 1, "E").openEdges(), p.describe());
    p.put("V", 0, 2, R180).skip();
    assertEquals(4, p.last(GameEvent.FeatureCompleted.class).get(0).tiles(), p.describe());
    p.expectLastAwards(0, 4, "road").expectSupply(0, 7);
  }

  /**
   * Rules reference §1.3: a tile counts once per feature even if the feature touches it twice.
   * The road leaves the junction W at (0,1) east and comes back into it from the south: 5 road
   * segments on 4 distinct tiles, 4 points.
   *
   * <pre>
   *   (0,1) W R0   [F R R R]   (1,1) V R0  [F F R R] p1
   *   (0,2) V R180 [R R F F]   (1,2) V R90 [R F F R]
   * </pre>
   */
  @Test
  void roadTouchingAJunctionTwiceCountsItOnce() {
    Play p = Play.base(2)
        .put("W", 0, 1, R0).skip()
        .put("V", 1, 1, R0).deploy("S")
        .put("V", 1, 2, R90).skip()
        .put("V", 0, 2, R180).skip();
    p.expectLastAwards(1, 4, "road");
    Feature road = feature(p, 0, 1, "E");
    assertEquals(5, road.segmentCount(), p.describe());
    assertEquals(4, road.tileCount(), p.describe());
    assertEquals(road.id(), feature(p, 0, 1, "S").id(), "both stubs are one road");
    assertNotEquals(road.id(), feature(p, 0, 1, "W").id(), "the third stub is another road");
  }

  /**
   * S-WoF-NL line 92-94: a road ends at a junction; the junction tiles count. The road runs from
   * the L at (-1,0) through the start tile and a U to the crossing X at (2,0): 4 tiles. The X's
   * four stubs are four roads.
   */
  @Test
  void roadBetweenJunctionLAndCrossingXScoresAllTiles() {
    Play p = Play.base(2)
        .put("U", 1, 0, R0).deploy("E")
        .put("X", 2, 0, R0).skip();
    assertFalse(feature(p, 0, 0, "E").isComplete(), p.describe());
    assertEquals(4, ImmutableList.of("N", "E", "S", "W").stream()
        .map(s -> feature(p, 2, 0, s).id()).distinct().count(), "X has four separate stubs");
    p.put("L", -1, 0, R0).skip();
    assertEquals(4, p.last(GameEvent.FeatureCompleted.class).get(0).tiles(), p.describe());
    p.expectLastAwards(0, 4, "road");
  }

  /**
   * S-WoF-NL line 92 (a road ends at a city gate or a cloister) and S-DK line 21 ("Det er
   * brikken, ikke den, der lagde den, der udløser optællingen": the tile, not who laid it,
   * triggers the scoring): p1 closes p0's road and p0 scores.
   *
   * <pre>
   *   (0,1) A R0   [F F R F] cloister, road south, p0 on the road
   *   (0,2) T R180 [R C C C] road north ends at the city
   * </pre>
   */
  @Test
  void roadFromCloisterToCityGateScoresForItsOwnerWhoeverClosesIt() {
    Play p = Play.base(2).put("A", 0, 1, R0).deploy("S").put("T", 0, 2, R180).skip();
    List<GameEvent.TilePlaced> placed = p.all(GameEvent.TilePlaced.class);
    assertEquals(PlayerId.of(1), placed.get(placed.size() - 1).player().orElseThrow());
    p.expectLastAwards(0, 2, "road").expectScore(1, 0).expectSupply(0, 7);
  }

  // ------------------------------------------------------------------ cloisters

  /**
   * S-WoF-NL line 100: a cloister surrounded by 8 tiles scores 9 for its monk.
   *
   * <pre>
   *   (-1,0) U R0      (0,0) D start   (1,0) U R0
   *   (-1,1) E R270    (0,1) B monk p0 (1,1) E R90
   *   (-1,2) E R180    (0,2) E R180    (1,2) E R180  (last: completes)
   * </pre>
   */
  @Test
  void cloisterSurroundedScoresNine() {
    Play p = Play.base(2)
        .put("B", 0, 1, R0).deploy("C")
        .put("U", -1, 0, R0).skip()
        .put("U", 1, 0, R0).skip()
        .put("E", -1, 1, R270).skip()
        .put("E", 1, 1, R90).skip()
        .put("E", 0, 2, R180).skip()
        .put("E", -1, 2, R180).skip();
    Feature cloister = feature(p, 0, 1, "C");
    assertEquals(7, cloister.neighbours(), p.describe());
    assertEquals(8, p.engine().value(p.state(), cloister, false), "1 + 7 if the game ended now");
    assertTrue(p.all(GameEvent.PointsScored.class).isEmpty(), p.describe());
    p.put("E", 1, 2, R180).skip();
    GameEvent.FeatureCompleted done = p.last(GameEvent.FeatureCompleted.class).get(0);
    assertEquals(FeatureKind.CLOISTER, done.kind());
    p.expectLastAwards(0, 9, "cloister").expectSource(0, CLOISTER, 9).expectSupply(0, 7);
  }

  /** S-DK line 9: an incomplete cloister at the end scores 1 plus its neighbours (here 2). */
  @Test
  void incompleteCloisterAtEndScoresOnePlusNeighbours() {
    Play p = Play.of(Play.smallBag(List.of("B", "U")), 2)
        .put("B", 0, 1, R0).deploy("C")
        .put("U", 1, 0, R0).skip();
    p.expectOver().expectLastAwards(0, 3, "cloister");
    assertTrue(p.last(GameEvent.PointsScored.class).get(0).finalScoring());
  }

  // ------------------------------------------------------------------ tiles that fit nowhere

  /**
   * S-WoF-NL line 74 and S-DK line 19: a drawn tile that cannot be placed goes back in the box
   * and the player draws again. With A tiles closing both ends of the start road, no open edge
   * is a road, so the crossing X (roads on all four sides) fits nowhere.
   */
  @Test
  void tileThatFitsNowhereIsDiscardedAndTheSamePlayerDrawsAgain() {
    Play p = Play.base(2).put("A", 1, 0, R90).skip().put("A", -1, 0, R270).skip();
    int left = p.state().tilesLeft();
    PlayerId active = p.state().activePlayer();
    p.draw("X");
    assertEquals(
        ImmutableList.of(new GameEvent.TileDrawn(active, "base:X"),
            new GameEvent.TileDiscarded(active, "base:X")),
        p.lastEvents(), p.describe());
    assertTrue(p.engine().toAct(p.state()).isChance(), "draws again");
    assertEquals(active, p.state().activePlayer());
    assertEquals(left - 1, p.state().tilesLeft());
    assertFalse(p.state().bag().containsKey("base:X"), "the only X is gone");
    p.rejects(new Move.DrawTile("base:X"), Reason.TILE_NOT_AVAILABLE);
    p.put("U", 2, 0, R90).skip();
    assertEquals(4, p.state().tiles().size());
  }

  // ------------------------------------------------------------------ setup and a whole game

  /**
   * S-DK line 3 ("Hver har syv meeples til spillet og én som pointmarkør": seven meeples each for
   * play, one as score marker) and rules reference §1.1: 7 followers each, 71 tiles in the bag,
   * the start tile D at the origin, and the first turn waits for its draw.
   */
  @Test
  void newGameHasSevenFollowersEachAndSeventyOneTilesToDraw() {
    for (int players = 2; players <= 6; players++) {
      Play p = Play.base(players);
      for (int seat = 0; seat < players; seat++) {
        p.expectSupply(seat, 7).expectScore(seat, 0);
      }
      assertEquals(71, p.state().tilesLeft());
      assertEquals(1, p.state().tiles().size());
      assertEquals("base:D", p.state().tiles().get(0).type().id());
      assertEquals(Position.ORIGIN, p.state().tiles().get(0).position());
      assertEquals(R0, p.state().tiles().get(0).rotation());
      assertTrue(p.engine().toAct(p.state()).isChance());
      assertEquals(PlayerId.of(0), p.state().activePlayer());
      int weights = p.engine().chanceOutcomes(p.state()).stream().mapToInt(o -> o.weight()).sum();
      assertEquals(71, weights);
    }
  }

  /**
   * A whole small game scored by hand (third era). The bag holds the six tiles drawn, so the
   * game ends after the last.
   *
   * <pre>
   *   (0,-1) N R180 p0 knight  (1,-1) N R270 closes the city
   *   (-1,0) U R0 p1 farmer N  (0,0) D start  (1,0) D R0 p1 knight  (2,0) W R0 p1 on the W stub
   *                            (0,1) B p0 monk
   * </pre>
   *
   * During play: the 4-tile city, one knight each: p0 8, p1 8. At the end: the road
   * U-D-D-W (4 tiles, open west) p1 4; the cloister with 3 neighbours (U, D, D) p0 1 + 3 = 4;
   * the field north of the road (U, D, D, W) touches the completed city (twice, counted once):
   * p1 3. Totals p0 12 (city 8, cloister 4), p1 15 (city 8, road 4, field 3).
   */
  @Test
  void smallGameScoredByHand() {
    Play p = Play.of(Play.smallBag(List.of("N", "D", "N", "W", "B", "U")), 2)
        .put("N", 0, -1, R180).deploy("E")
        .put("D", 1, 0, R0).deploy("N")
        .put("N", 1, -1, R270).skip()
        .put("W", 2, 0, R0).deploy("W")
        .put("B", 0, 1, R0).deploy("C")
        .put("U", -1, 0, R0).deploy("N")
        .expectOver();
    p.expectSource(0, CITY, 8).expectSource(0, CLOISTER, 4).expectSource(0, ROAD, 0)
        .expectSource(0, FIELD, 0).expectScore(0, 12);
    p.expectSource(1, CITY, 8).expectSource(1, ROAD, 4).expectSource(1, FIELD, 3)
        .expectSource(1, CLOISTER, 0).expectScore(1, 15);
    p.expectAllAwards(0, 8, "city", 1, 8, "city", 1, 4, "road", 0, 4, "cloister", 1, 3, "field");
    GameEvent.GameEnded end = p.last(GameEvent.GameEnded.class).get(0);
    assertEquals(ImmutableList.of(12, 15), end.scores());
    assertEquals(ImmutableList.of(PlayerId.of(1)), end.winners());
    // figures on incomplete features stay where they stood
    assertEquals(1, p.onBoard(0).size(), p.describe());
    assertEquals(2, p.onBoard(1).size(), p.describe());
  }
}
