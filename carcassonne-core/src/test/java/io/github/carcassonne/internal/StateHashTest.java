package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The incremental state hash equals the hash computed from scratch, on random games. */
class StateHashTest {

  @Test
  void incrementalHashEqualsHashFromScratch() {
    for (String era : List.of("third", "first")) {
      Engine engine =
          Engine.of(RuleSet.builder().modules("base").option("base.farm-era", era).build());
      for (int g = 0; g < 40; g++) {
        SplittableRandom rnd = new SplittableRandom(g);
        GameState s = engine.newGame(GameSetup.of(2 + g % 5, g));
        Set<Long> seen = new HashSet<>();
        int states = 0;
        while (!s.isOver()) {
          assertEquals(((State) s).hash64FromScratch(), s.hash64(), "game " + g);
          seen.add(s.hash64());
          states++;
          if (engine.toAct(s).isChance()) {
            s = engine.resolveChance(s).state();
          } else {
            List<Move> legal = engine.legalMoves(s);
            s = engine.apply(s, legal.get(rnd.nextInt(legal.size()))).state();
          }
        }
        assertEquals(((State) s).hash64FromScratch(), s.hash64());
        assertEquals(states, seen.size(), "distinct states of one game hash differently");
      }
    }
  }

  @Test
  void equalStatesHashEqual() {
    Engine a = Engine.of(RuleSet.of("base"));
    Engine b = Engine.of(RuleSet.of("base"));
    GameState x = a.resolveChance(a.newGame(GameSetup.of(3, 9L))).state();
    GameState y = b.resolveChance(b.newGame(GameSetup.of(3, 9L))).state();
    assertEquals(x, y);
    assertEquals(x.hash64(), y.hash64());
    assertNotEquals(x.hash64(), a.newGame(GameSetup.of(3, 9L)).hash64());
  }
}
