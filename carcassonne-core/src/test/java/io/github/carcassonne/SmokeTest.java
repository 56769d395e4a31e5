package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SmokeTest {
  @Test
  void randomGamesEnd() {
    Engine engine = Engine.of(RuleSet.of("base"));
    for (int g = 0; g < 50; g++) {
      SplittableRandom rnd = new SplittableRandom(g);
      GameState s = engine.newGame(GameSetup.of(2 + g % 5, g));
      int moves = 0;
      while (!s.isOver()) {
        if (engine.toAct(s).isChance()) {
          s = engine.resolveChance(s).state();
        } else {
          List<Move> legal = engine.legalMoves(s);
          s = engine.apply(s, legal.get(rnd.nextInt(legal.size()))).state();
        }
        moves++;
      }
      assertTrue(s.tiles().size() + s.tilesLeft() <= 72 && s.tiles().size() > 60 && moves > 0);
      assertTrue(s.scores().totals().stream().mapToInt(Integer::intValue).sum() > 0);
    }
  }
}
