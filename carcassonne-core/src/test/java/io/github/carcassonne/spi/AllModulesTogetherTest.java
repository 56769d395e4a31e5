package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The test modules of this package enabled together: random games run to the end (no module
 * decision is left without a legal move, no chance node without an outcome), and replaying a
 * game's move list from {@code newGame} gives an equal state.
 */
class AllModulesTogetherTest {

  static RuleSet rules() {
    return RuleSet.builder()
        .modules("base")
        .module(new PlagueDecisionTest.PlagueModule("base:B"))
        .module(new ScoringDecisionTest.ExpelModule())
        .module(new ExtraTurnTest.BonusModule())
        .module(new ExtraTileTest.MessageModule())
        .module(new DoubleRoadsTest.DoubleRoads())
        .module(new ScoreTrackTest.TracksModule())
        .module(new ChanceNodeTest.DeckModule())
        .module(new HiddenSlotTest.SecretModule())
        .build();
  }

  @Test
  void randomGamesEndAndReplay() {
    RuleSet rules = rules();
    for (long g = 0; g < 12; g++) {
      SplittableRandom rnd = new SplittableRandom(g);
      Script s = new Script(rules, 2 + (int) (g % 4), g);
      int steps = 0;
      while (!s.state.isOver()) {
        if (s.engine.toAct(s.state).isChance()) {
          List<ChanceOutcome> outs = s.engine.chanceOutcomes(s.state);
          assertFalse(outs.isEmpty());
          int total = outs.stream().mapToInt(ChanceOutcome::weight).sum();
          int pick = rnd.nextInt(total);
          for (ChanceOutcome o : outs) {
            pick -= o.weight();
            if (pick < 0) {
              s.play(o.move());
              break;
            }
          }
        } else {
          List<Move> legal = s.engine.legalMoves(s.state);
          assertFalse(legal.isEmpty(), "no legal move at " + s.state.pendingSteps().get(0));
          s.play(legal.get(rnd.nextInt(legal.size())));
        }
        steps++;
        assertTrue(steps < 5000, "game does not end");
      }
      assertEquals(2, s.state.scores().tracks());
      assertTrue(s.state.tiles().size() > 60);
      assertEquals(s.state, s.replay());
    }
  }
}
