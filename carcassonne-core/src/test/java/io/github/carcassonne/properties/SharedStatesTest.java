package io.github.carcassonne.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RolloutPolicy;
import io.github.carcassonne.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * States shared between threads: listing legal moves (which states remember, and whose move
 * objects boards make when first listed), applying every one of them and rolling out, all at
 * once from the same states, give what one thread gives.
 */
class SharedStatesTest {
  private static final Engine ENGINE = Engine.of(RuleSet.of("base"));

  /** The states of one seeded random game, made anew (nothing listed or remembered yet). */
  private static List<GameState> game(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<GameState> states = new ArrayList<>();
    GameState s = ENGINE.newGame(GameSetup.of(3, seed));
    // the moves are chosen on a twin game, so that these states have listed nothing yet
    GameState twin = ENGINE.newGame(GameSetup.of(3, seed));
    while (!s.isOver()) {
      states.add(s);
      if (ENGINE.toAct(s).isChance()) {
        s = ENGINE.resolveChance(s).state();
        twin = ENGINE.resolveChance(twin).state();
      } else {
        List<Move> legal = ENGINE.legalMoves(twin);
        Move m = legal.get(rnd.nextInt(legal.size()));
        s = ENGINE.apply(s, m).state();
        twin = ENGINE.apply(twin, m).state();
      }
    }
    return states;
  }

  /** Everything the checks compare for one state: its moves and where each leads. */
  private static List<Long> outcomes(GameState s) {
    List<Long> out = new ArrayList<>();
    if (ENGINE.toAct(s).isChance()) {
      out.add(ENGINE.resolveChance(s).state().hash64());
    } else {
      for (Move m : ENGINE.legalMoves(s)) {
        out.add((long) m.hashCode());
        out.add(ENGINE.apply(s, m).state().hash64());
      }
    }
    out.add(ENGINE.rollout(s, RolloutPolicy.uniform(), Integer.MAX_VALUE, 5L).hash64());
    return out;
  }

  @Test
  void threadsSharingStatesSeeWhatOneThreadSees() throws Exception {
    List<GameState> alone = game(11L);
    List<List<Long>> expected = new ArrayList<>();
    for (GameState s : alone) {
      expected.add(outcomes(s));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 3; round++) {
        List<GameState> shared = game(11L);
        List<Future<List<List<Long>>>> futures = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
          long order = t;
          futures.add(
              pool.submit(
                  () -> {
                    // each thread walks the shared states in its own order
                    List<Integer> idx = new ArrayList<>();
                    for (int i = 0; i < shared.size(); i++) {
                      idx.add(i);
                    }
                    Collections.shuffle(idx, new java.util.Random(order));
                    List<List<Long>> seen = new ArrayList<>(Collections.nCopies(shared.size(), null));
                    for (int i : idx) {
                      seen.set(i, outcomes(shared.get(i)));
                    }
                    return seen;
                  }));
        }
        for (Future<List<List<Long>>> f : futures) {
          assertEquals(expected, f.get());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
