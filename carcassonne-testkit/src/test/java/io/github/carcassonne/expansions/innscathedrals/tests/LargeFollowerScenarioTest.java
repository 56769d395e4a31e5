package io.github.carcassonne.expansions.innscathedrals.tests;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.innscathedrals.LargeFollowerModule;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Scenario tests of the module {@code large-follower} (rules reference §0 and §4; S-EN: "the
 * large follower counting as two normal followers").
 */
class LargeFollowerScenarioTest {
  private static final RuleSet IC = RuleSet.of("base", "inns-cathedrals");
  private static final FigureKind LARGE = LargeFollowerModule.LARGE_FOLLOWER;

  private static Move.Deploy large(int x, int y, String spot) {
    return new Move.Deploy(LARGE, new Location.OnFeature(Position.of(x, y), spot));
  }

  @Test
  void everyPlayerHasOneLargeFollower() {
    Scenario.of(IC, "Ann", "Bob", "Cy", "Dee", "Eve", "Fay") // the set's sixth colour
        .expectSupply("Ann", LARGE, 1)
        .expectSupply("Fay", LARGE, 1)
        .expectSupply("Fay", 7);
  }

  @Test
  void itIsDeployedWhereAFollowerMayGoAfterTheFollowerMoves() {
    Scenario s = Scenario.of(IC, "Ann", "Bob").draw("base:U").place(1, 0, R0);
    List<Move> moves = s.engine().legalMoves(s.state());
    // road E, fields N and S: a follower and a large follower each, then skip
    assertEquals(7, moves.size(), moves.toString());
    assertEquals(Move.Skip.INSTANCE, moves.get(6));
    for (int i = 0; i < 3; i++) {
      assertEquals(FigureKind.FOLLOWER, ((Move.Deploy) moves.get(i)).figure());
      assertEquals(LARGE, ((Move.Deploy) moves.get(3 + i)).figure());
    }
    assertTrue(moves.contains(large(1, 0, "E")));
  }

  @Test
  void withoutFarmersItIsNoFarmer() {
    RuleSet rules =
        RuleSet.builder()
            .modules("base", "inns-cathedrals")
            .option("base.farmers", "false")
            .build();
    Scenario s = Scenario.of(rules, "Ann", "Bob").draw("base:U").place(1, 0, R0);
    List<Move> moves = s.engine().legalMoves(s.state());
    Move follower =
        new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(Position.of(1, 0), "E"));
    assertEquals(List.of(follower, large(1, 0, "E"), Move.Skip.INSTANCE), moves);
  }

  @Test
  void thereIsOnlyOneAndNotOnAnOccupiedFeature() {
    Scenario s =
        Scenario.of(IC, "Ann", "Bob")
            .draw("base:U").place(1, 0, R0).deploy(LARGE, "E")
            .expectSupply("Ann", LARGE, 0)
            .expectFigureAt(1, 0, "E", "Ann", LARGE)
            .turn("base:U", 0, 1, R0, null) // Bob
            .draw("base:U")
            .place(2, 0, R0); // Ann extends her road
    List<Move> moves = s.engine().legalMoves(s.state());
    assertFalse(
        moves.stream().anyMatch(m -> m instanceof Move.Deploy d && d.figure().equals(LARGE)),
        moves.toString());
    s.expectIllegal(large(2, 0, "N"));
  }

  /**
   * Ann's large follower on the road east of the start tile, Bob's follower on a road south of it;
   * the two roads join, and Bob closes the road of 7 tiles.
   */
  private static Scenario joinedRoad(boolean bobLarge) {
    Scenario s =
        Scenario.of(IC, "Ann", "Bob")
            .draw("base:U").place(1, 0, R0).deploy(LARGE, "E")
            .draw("base:V").place(0, 1, R0);
    s = bobLarge ? s.deploy(LARGE, "S") : s.deploy("S");
    return s.turn("base:V", -1, 1, R180, null) // Ann: the curve under Bob's road's west end
        .turn("base:V", -1, 0, R270, null) // Bob joins both roads
        .turn("base:W", 2, 0, R0, null) // Ann closes the east end
        .expectScores(0, 0)
        .turn("base:W", 0, 2, R180, null); // Bob closes the south end: 7 tiles
  }

  @Test
  void aLargeFollowerOutweighsOneFollower() {
    joinedRoad(false)
        .expectPoints("Ann", 7, ScoreSource.ROAD)
        .expectScores(7, 0)
        .expectSupply("Ann", LARGE, 1) // both go back
        .expectSupply("Bob", 7);
  }

  @Test
  void twoLargeFollowersTie() {
    joinedRoad(true)
        .expectScores(7, 7)
        .expectSupply("Bob", LARGE, 1);
  }

  @Test
  void itScoresNoExtraPointsOnAnInnRoad() {
    Scenario.of(IC, "Ann", "Bob")
        .draw("inns-cathedrals:RFr.i").place(1, 0, R0).deploy(LARGE, "E")
        .turn("base:W", -1, 0, R0, null)
        .turn("base:W", 2, 0, R0, null)
        .expectPoints("Ann", 8, ScoreSource.ROAD)
        .expectScores(8, 0);
  }

  @Test
  void inACathedralCityItIsAKnightLikeAnyOther() {
    Scenario.of(IC, "Ann", "Bob")
        .draw("inns-cathedrals:Cccc.c").place(0, -1, R0).deploy(LARGE, "N")
        .turn("base:E", 0, -2, R180, null)
        .turn("base:E", -1, -1, R90, null)
        .turn("base:E", 1, -1, R270, null)
        .expectPoints("Ann", 15, ScoreSource.CITY)
        .expectSupply("Ann", LARGE, 1);
  }

  @Test
  void aLargeFarmerOutweighsOneFarmer() {
    String[] bag = {"base:E", "base:E", "base:U", "base:B"};
    Scenario.of(SmallBag.rules(bag), "Ann", "Bob")
        .turn("base:E", 0, -1, R180, null) // Ann closes the start tile's city (nobody in it)
        .turn("base:E", -1, -1, R0, "E") // Bob's farmer in the field north of that city
        .draw("base:U").place(1, 0, R0).deploy(LARGE, "N") // Ann's large farmer, another field
        .turn("base:B", 1, -1, R0, null) // Bob joins the two fields
        .expectOver()
        .expectScore("Ann", ScoreSource.FIELD, 3) // one completed city, Ann's majority 2 to 1
        .expectScores(3, 0);
  }
}
