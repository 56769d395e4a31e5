package io.github.carcassonne.expansions.tradersbuilders.tests;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.tradersbuilders.PigModule;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The pig (rules reference §5, §16: "4 instead of 3 per completed city"; S-EN "may only place a
 * pig ... where he has at least one follower"), under the three farm eras.
 */
class PigScenarioTest {
  private static final PlayerId ANN = PlayerId.of(0);
  private static final FigureKind PIG = PigModule.PIG;

  private static RuleSet rules(String era, boolean recall) {
    RuleSet.Builder b = RuleSet.builder().modules("base", "pig");
    if (era != null) {
      b.option("base.farm-era", era);
    }
    if (recall) {
      b.module(new TestModules.Recaller());
      b.module(TestModules.SmallBag.base("base:E", "base:U", "base:B", "base:B", "base:B"));
    } else {
      b.module(TestModules.SmallBag.base("base:E", "base:U", "base:B"));
    }
    return b.build();
  }

  private static Move deployPig(int x, int y, String spot) {
    return new Move.Deploy(PIG, new Location.OnFeature(Position.of(x, y), spot));
  }

  /**
   * Ann closes the start city with a cap and puts a farmer north of it; Bob puts a farmer in the
   * field north of the start road (it touches the same city); Ann's cloister tile joins both
   * fields, and Ann adds her pig. One completed city, Ann and Bob tied in the field.
   */
  private static Scenario tiedFieldWithAnnsPig(RuleSet rules) {
    Scenario s = Scenario.of(rules, "Ann", "Bob")
        .draw("base:E").place(0, -1, R180);
    assertFalse(s.engine().legalMoves(s.state()).contains(deployPig(0, -1, "N")),
        "no pig without a farmer in the field");
    s = s.deploy("N")
        .draw("base:U").place(1, 0, R0);
    assertFalse(s.engine().legalMoves(s.state()).contains(deployPig(1, 0, "N")));
    s = s.deploy("N");
    if (rules.moduleIds().contains("test.recall")) {
      s = s.skip();                                  // Ann recalls nothing and draws
    }
    s = s.draw("base:B").place(1, -1, R0);
    assertTrue(s.engine().legalMoves(s.state()).contains(deployPig(1, -1, "N")));
    return s.move(deployPig(1, -1, "N"))
        .expectFigureAt(1, -1, "N", "Ann", PIG)
        .expectSupply("Ann", PIG, 0);
  }

  @Test
  void thirdEraAWinnerWithAPigScoresFourPerCity() {
    tiedFieldWithAnnsPig(rules(null, false))
        .expectOver()
        .expectPoints("Ann", 3, ScoreSource.FIELD)
        .expectPoints("Ann", 1, ScoreSource.FIELD)
        .expectPoints("Bob", 3, ScoreSource.FIELD)
        .expectScores(4, 3);
  }

  @Test
  void secondEraAWinnerWithAPigScoresFourPerCityOnce() {
    tiedFieldWithAnnsPig(rules("second", false)).expectOver().expectScores(4, 3);
  }

  @Test
  void firstEraACityPaysFiveToAWinnerWithAPig() {
    tiedFieldWithAnnsPig(rules("first", false)).expectOver().expectScores(5, 4);
  }

  @Test
  void thePigLeavesWithItsOwnersLastFarmer() {
    Scenario s = tiedFieldWithAnnsPig(rules(null, true))
        .skip()                                      // Bob recalls nothing
        .draw("base:B").place(2, -1, R0).skip();
    int farmer = -1;
    for (Figure f : s.state().figures()) {
      if (f.owner().equals(Optional.of(ANN)) && f.kind().equals(FigureKind.FOLLOWER)
          && !f.inSupply()) {
        farmer = f.id();
      }
    }
    s.move(new TestModules.Recall(farmer))
        .expectEvent(new GameEvent.FigureReturned(
            ANN, PIG, new Location.OnFeature(Position.of(1, -1), "N")))
        .expectSupply("Ann", PIG, 1)
        .expectSupply("Ann", 7)
        .expectFigureAt(1, 0, "N", "Bob");
  }
}
