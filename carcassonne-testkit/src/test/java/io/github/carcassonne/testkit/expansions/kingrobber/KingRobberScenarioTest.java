package io.github.carcassonne.testkit.expansions.kingrobber;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.kingrobber.KingRobberModule;
import io.github.carcassonne.expansions.kingrobber.Token;
import io.github.carcassonne.expansions.kingrobber.TokenState;
import io.github.carcassonne.expansions.kingrobber.TokenTaken;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.testkit.Scenario;
import io.github.carcassonne.tile.FeatureKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Scenario tests of {@code king-robber} (rules reference §10; S-EN: "if the completed city covers
 * more tiles than any other completed city, he takes the king token"; "... a road that covers more
 * tiles than any other completed road, he takes the robber baron token"; at the end "the player
 * with the king token" and "the player with the robber token" score).
 */
class KingRobberScenarioTest {
  static final RuleSet RULES = RuleSet.of("base", "king-robber");

  static TokenState held(Scenario s, String player, int record) {
    return new TokenState(Optional.of(s.player(player)), record);
  }

  /** Ann closes the start tile's city with a city cap: a two-tile city, the first one. */
  static Scenario annTakesTheKing() {
    return Scenario.of(RULES, "Ann", "Bob")
        .expectNoEvent(TokenTaken.class)
        .draw("base:E")
        .place(0, -1, R180)
        .skip() // nobody on the city: the placing player takes the king all the same
        .expectEvent(
            new TokenTaken(
                Token.KING,
                PlayerId.of(0),
                Optional.empty(),
                new FeatureId(Position.of(0, 0), "N"),
                2))
        .expectScores(0, 0);
  }

  @Test
  void theFirstCompletedCityGivesTheKingToThePlayerWhoPlacedTheTile() {
    Scenario s = annTakesTheKing();
    assertEquals(held(s, "Ann", 2), s.state().get(KingRobberModule.KING));
    assertEquals(TokenState.NONE, s.state().get(KingRobberModule.ROBBER));
  }

  @Test
  void aCityOfEqualSizeLeavesTheKingWhereItIs() {
    Scenario s =
        annTakesTheKing()
            .turn("base:E", 1, -1, R90, null) // Bob: a cap facing east at (1,-1)
            .turn("base:U", -1, 0, R0, null) // Ann: a road west of the start tile
            .draw("base:E")
            .place(2, -1, R270) // Bob closes a second two-tile city: a tie
            .skip()
            .expectEvent(GameEvent.FeatureCompleted.class, e -> e.kind().equals(FeatureKind.CITY))
            .expectNoEvent(TokenTaken.class);
    assertEquals(held(s, "Ann", 2), s.state().get(KingRobberModule.KING));
  }

  @Test
  void aLargerCityTakesTheKing() {
    Scenario s =
        annTakesTheKing()
            .turn("base:E", 1, -1, R90, null) // Bob: cap facing east at (1,-1)
            .turn("base:U", -1, 0, R0, null) // Ann
            .turn("base:F", 2, -1, R0, null) // Bob: city E-W at (2,-1)
            .turn("base:U", -2, 0, R0, null) // Ann
            .draw("base:E")
            .place(3, -1, R270) // Bob closes a three-tile city
            .skip()
            .expectEvent(
                new TokenTaken(
                    Token.KING,
                    PlayerId.of(1),
                    Optional.of(PlayerId.of(0)),
                    new FeatureId(Position.of(1, -1), "E"),
                    3));
    assertEquals(held(s, "Bob", 3), s.state().get(KingRobberModule.KING));
  }

  @Test
  void theLongestCompletedRoadGivesTheRobber() {
    // the start tile's road runs E-W; Ann ends it in the west with a junction, Bob in the east
    Scenario s =
        Scenario.of(RULES, "Ann", "Bob")
            .turn("base:W", -1, 0, R0, null) // Ann: junction west (road E, S, W stubs)
            .draw("base:W")
            .place(1, 0, R0)
            .skip() // Bob completes the 3-tile road: the robber is his
            .expectEvent(
                new TokenTaken(
                    Token.ROBBER,
                    PlayerId.of(1),
                    Optional.empty(),
                    new FeatureId(Position.of(0, 0), "E"),
                    3));
    assertEquals(held(s, "Bob", 3), s.state().get(KingRobberModule.ROBBER));
    // a shorter road completed later does not take it: Ann closes a 2-tile road below (-1,0)
    s =
        s.draw("base:A")
            .place(-1, 1, R180) // cloister tile whose road runs north into the junction's S stub
            .skip()
            .expectEvent(GameEvent.FeatureCompleted.class, e -> e.kind().equals(FeatureKind.ROAD))
            .expectNoEvent(TokenTaken.class);
    assertEquals(held(s, "Bob", 3), s.state().get(KingRobberModule.ROBBER));
  }

  @Test
  void atTheEndTheHoldersScoreOnePerCompletedFeature() {
    Scenario s = playOut(annTakesTheKing());
    GameState end = s.state();
    TokenState king = end.get(KingRobberModule.KING);
    TokenState robber = end.get(KingRobberModule.ROBBER);
    int[] expected = new int[2];
    for (Feature f : s.engine().features(end)) {
      if (f.isComplete() && f.kind().equals(FeatureKind.CITY)) {
        expected[king.holder().orElseThrow().seat()]++;
      }
      if (f.isComplete() && f.kind().equals(FeatureKind.ROAD)) {
        expected[robber.holder().orElseThrow().seat()]++;
      }
    }
    assertTrue(expected[0] + expected[1] > 2, "a played-out game completes features");
    for (int p = 0; p < 2; p++) {
      int scored = 0;
      for (GameEvent e : s.events()) {
        if (e instanceof GameEvent.PointsScored ps
            && ps.source().equals(KingRobberModule.SOURCE)
            && ps.player().seat() == p) {
          assertTrue(ps.finalScoring());
          scored += ps.points();
        }
      }
      assertEquals(expected[p], scored, "player " + p);
      assertEquals(
          expected[p],
          end.scores().bySource(PlayerId.of(p)).getOrDefault(KingRobberModule.SOURCE, 0));
    }
  }

  @Test
  void theTilesGoIntoTheBagUnlessSwitchedOff() {
    GameState with = Scenario.of(RULES, "Ann", "Bob").state();
    assertEquals(71 + 5, with.tilesLeft());
    assertEquals(1, with.bag().get("king-robber:CCcc"));
    RuleSet without = RuleSet.builder().modules("base", "king-robber").option("king-robber.tiles", "false").build();
    assertEquals(71, Scenario.of(without, "Ann", "Bob").state().tilesLeft());
  }

  @Test
  void theCrossingCitiesTileHoldsTwoSeparateCities() {
    // lying north of the start tile, the crossing tile's N-S city joins the start tile's city
    // and its E-W city stays apart
    Scenario s = Scenario.of(RULES, "Ann", "Bob").draw("king-robber:CCcc").place(0, -1, R0);
    List<Move> legal = s.engine().legalMoves(s.state());
    Feature ns = s.engine().feature(s.state(), Position.of(0, -1), "N").orElseThrow();
    Feature ew = s.engine().feature(s.state(), Position.of(0, -1), "E").orElseThrow();
    assertTrue(!ns.id().equals(ew.id()), ns.id() + " " + ew.id());
    assertEquals(2, ns.tileCount());
    assertEquals(1, ew.tileCount());
    assertTrue(legal.size() > 1);
  }

  /** Plays the game to its end: the seed draws, the first placement, no deployment. */
  static Scenario playOut(Scenario s) {
    Scenario now = s.withInvariants(false);
    while (!now.state().isOver()) {
      if (now.engine().toAct(now.state()).isChance()) {
        now = now.resolveChance();
      } else {
        List<Move> legal = now.engine().legalMoves(now.state());
        Move m = legal.get(0) instanceof Move.PlaceTile ? legal.get(0) : legal.get(legal.size() - 1);
        now = now.move(m);
      }
    }
    return now;
  }
}
