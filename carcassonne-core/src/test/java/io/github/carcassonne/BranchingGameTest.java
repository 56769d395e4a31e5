package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game in which every decision first tries other moves from the same state, as a search bot
 * does, before the move played. The board's append-only log must not grow with the branching:
 * it once doubled its capacity on every branch, so such a game ran out of heap by mid-game.
 */
class BranchingGameTest {
  @Test
  void tryingMovesBeforePlayingOneKeepsMemoryBounded() {
    Engine engine = Engine.of(RuleSet.of("base"));
    Runtime rt = Runtime.getRuntime();
    for (int g = 0; g < 3; g++) {
      GameState s = engine.newGame(GameSetup.of(2, g));
      while (!s.isOver()) {
        if (engine.toAct(s).isChance()) {
          s = engine.resolveChance(s).state();
          continue;
        }
        List<Move> legal = engine.legalMoves(s);
        for (Move m : legal) {
          engine.apply(s, m);
        }
        s = engine.apply(s, legal.get(legal.size() - 1)).state();
      }
      assertTrue(s.tiles().size() > 60);
    }
    System.gc();
    long used = rt.totalMemory() - rt.freeMemory();
    assertTrue(used < 1L << 30, "heap in use after three games: " + used + " bytes");
  }
}
