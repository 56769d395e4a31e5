package io.github.carcassonne.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.RuleSet;
import org.junit.jupiter.api.Test;

class GameRunnerTest {
  private static final Engine ENGINE = Engine.of(RuleSet.of("base"));

  @Test
  void countsAreThoseOfThePlayedGame() {
    int withDiscard = 0;
    for (long seed = 0; seed < 300 && withDiscard == 0; seed++) {
      GameSetup setup = GameSetup.of(2, seed);
      ImmutableList<String> bots = ImmutableList.of("random", "greedy");
      GameRunner.Result played =
          GameRunner.play(ENGINE, setup, GameOptions.makeBots(bots, seed), null, false);
      GameRunner.Counts counted =
          GameRunner.count(ENGINE, setup, GameOptions.makeBots(bots, seed));
      assertEquals(played.end(), counted.end(), "seed " + seed);
      assertEquals(played.decisions().size(), counted.decisions(), "seed " + seed);
      assertEquals(played.legalMoves(), counted.legalMoves(), "seed " + seed);
      assertEquals(played.tilesPlaced(), counted.tilesPlaced(), "seed " + seed);
      assertEquals(played.tilesDiscarded(), counted.tilesDiscarded(), "seed " + seed);
      assertEquals(71, counted.tilesPlaced() + counted.tilesDiscarded(), "seed " + seed);
      withDiscard += counted.tilesDiscarded();
    }
    assertTrue(withDiscard > 0, "no game with a discarded tile among the seeds tried");
  }
}
