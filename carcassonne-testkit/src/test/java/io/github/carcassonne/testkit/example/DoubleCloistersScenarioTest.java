package io.github.carcassonne.testkit.example;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R90;

import io.github.carcassonne.GameEvent;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import io.github.carcassonne.tile.FeatureKind;
import org.junit.jupiter.api.Test;

/**
 * Scenario tests of the example module: a cloister south of the start tile, surrounded by Ann and
 * Bob in eight turns.
 */
class DoubleCloistersScenarioTest {

  /** Ann's cloister on (0,1) and the seven tiles around it but one: (1,2) is still open. */
  private static Scenario almostSurrounded(RuleSet rules) {
    return Scenario.of(rules, "Ann", "Bob")
        .turn("B", 0, 1, R0, "C") // Ann: the cloister, a follower on it
        .turn("V", -1, 0, R180, null) // Bob: road bend west of the start tile
        .turn("V", 1, 0, R90, null) // Ann: road bend east of it
        .turn("B", -1, 1, R0, null)
        .turn("B", 1, 1, R0, null)
        .turn("B", 0, 2, R0, null)
        .turn("E", -1, 2, R180, null)
        .expectScore("Ann", 0)
        .expectSupply("Ann", 6);
  }

  @Test
  void surroundedCloisterScoresDouble() {
    RuleSet rules = RuleSet.builder().modules("base").module(new DoubleCloisters()).build();
    almostSurrounded(rules)
        .draw("E")
        .place(1, 2, R180)
        .skip() // Bob places the eighth neighbour
        .expectEvent(GameEvent.FeatureCompleted.class, e -> e.kind().equals(FeatureKind.CLOISTER))
        .expectPoints("Ann", 18, ScoreSource.CLOISTER)
        .expectScore("Ann", ScoreSource.CLOISTER, 18)
        .expectScore("Bob", 0)
        .expectSupply("Ann", 7)
        .expectNoFigureAt(0, 1, "C");
  }

  @Test
  void withoutTheModuleTheSameCloisterScoresNine() {
    almostSurrounded(RuleSet.of("base"))
        .turn("E", 1, 2, R180, null)
        .expectPoints("Ann", 9, ScoreSource.CLOISTER)
        .expectScores(9, 0);
  }
}
