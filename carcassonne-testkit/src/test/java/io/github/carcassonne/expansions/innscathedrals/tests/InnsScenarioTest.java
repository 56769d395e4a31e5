package io.github.carcassonne.expansions.innscathedrals.tests;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;

import io.github.carcassonne.GameEvent;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import org.junit.jupiter.api.Test;

/**
 * Scenario tests of the module {@code inns} (rules reference §4): the start tile's road, extended
 * east by an inn tile and closed at both ends.
 */
class InnsScenarioTest {
  private static final RuleSet IC = RuleSet.of("base", "inns-cathedrals");

  /** Ann's inn road of three tiles, (−1,0) to (1,0), open at its west end. */
  private static Scenario innRoad(RuleSet rules) {
    return Scenario.of(rules, "Ann", "Bob")
        // Ann: the straight inn road east of the start tile, her follower on it
        .turn("inns-cathedrals:RFr.i", 1, 0, R0, "E");
  }

  @Test
  void aCompletedRoadWithAnInnScoresTwoPerTile() {
    innRoad(IC)
        .turn("base:W", -1, 0, R0, null) // Bob closes the west end
        .expectScores(0, 0)
        .turn("base:W", 2, 0, R0, null) // Ann closes the east end: 4 tiles
        .expectEvent(GameEvent.FeatureCompleted.class, e -> e.tiles() == 4)
        .expectPoints("Ann", 8, ScoreSource.ROAD)
        .expectScores(8, 0)
        .expectSupply("Ann", 7);
  }

  @Test
  void withoutTheInnsModuleTheSameRoadScoresOnePerTile() {
    RuleSet rules =
        RuleSet.builder().modules("base", "inns-cathedrals.tiles").build(); // tiles, no rule
    innRoad(rules)
        .turn("base:W", -1, 0, R0, null)
        .turn("base:W", 2, 0, R0, null)
        .expectPoints("Ann", 4, ScoreSource.ROAD);
  }

  @Test
  void twoInnsOnOneRoadDoNotStack() {
    innRoad(IC)
        // Bob: a curve with an inn west of the start tile; the road now turns north at (-1,0)
        .turn("inns-cathedrals:Rr.i", -1, 0, R180, null)
        .turn("base:W", 2, 0, R0, null) // Ann closes the east end
        .turn("base:W", -1, -1, R0, null) // Bob closes the north end: 5 tiles, two inns
        .expectEvent(GameEvent.FeatureCompleted.class, e -> e.tiles() == 5)
        .expectPoints("Ann", 10, ScoreSource.ROAD)
        .expectScores(10, 0);
  }

  @Test
  void anInnCountsOnlyOnItsOwnRoadStub() {
    // the junction's inn lies on its east stub; Ann's road is the west stub
    Scenario.of(IC, "Ann", "Bob")
        .turn("inns-cathedrals:RRR.i", 1, 0, R0, "W")
        .turn("base:W", -1, 0, R0, null)
        .expectPoints("Ann", 3, ScoreSource.ROAD);
  }

  @Test
  void theInnStubItselfScoresTwoPerTile() {
    Scenario.of(IC, "Ann", "Bob")
        .turn("inns-cathedrals:RRR.i", 1, 0, R0, "E")
        .turn("base:W", 2, 0, R180, null) // Bob: a junction closes the stub: 2 tiles
        .expectPoints("Ann", 4, ScoreSource.ROAD);
  }

  private static final String[] BAG = {"inns-cathedrals:RFr.i", "base:U"};

  /** Ann's inn road (0,0)–(1,0) and Bob's plain road on (0,1), both open when the bag is empty. */
  private static Scenario openAtTheEnd(RuleSet rules) {
    return Scenario.of(rules, "Ann", "Bob")
        .turn("inns-cathedrals:RFr.i", 1, 0, R0, "E")
        .turn("base:U", 0, 1, R0, "E")
        .expectOver();
  }

  @Test
  void anOpenRoadWithAnInnScoresNothingAtTheEnd() {
    openAtTheEnd(SmallBag.rules(BAG))
        .expectScore("Ann", 0)
        .expectScore("Bob", ScoreSource.ROAD, 1); // a plain open road still scores
  }

  @Test
  void optionNormalScoresAnOpenInnRoadAsAnyRoad() {
    openAtTheEnd(SmallBag.rules(BAG, "inns.incomplete=normal"))
        .expectScore("Ann", ScoreSource.ROAD, 2)
        .expectScore("Bob", ScoreSource.ROAD, 1);
  }

  @Test
  void optionNormalLeavesACompletedInnRoadAtTwoPerTile() {
    RuleSet rules =
        RuleSet.builder()
            .modules("base", "inns-cathedrals")
            .option("inns.incomplete", "normal")
            .build();
    innRoad(rules)
        .turn("base:W", -1, 0, R0, null)
        .turn("base:W", 2, 0, R0, null)
        .expectPoints("Ann", 8, ScoreSource.ROAD);
  }

  @Test
  void innsAloneWorkWithTheBaseGame() {
    // the module as River II uses it: inns without the rest of the set
    RuleSet rules = RuleSet.builder().modules("base", "inns", "inns-cathedrals.tiles").build();
    innRoad(rules)
        .turn("base:W", -1, 0, R0, null)
        .turn("base:W", 2, 0, R0, null)
        .expectPoints("Ann", 8, ScoreSource.ROAD);
  }
}
