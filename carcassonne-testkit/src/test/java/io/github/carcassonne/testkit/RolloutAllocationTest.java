package io.github.carcassonne.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.RolloutPolicy;
import io.github.carcassonne.RuleSet;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * A rollout plays in place: what it allocates is made once per call (its working board, sized
 * for the rest of the game, and the state it returns), not per turn. Measured as the bytes this
 * thread allocates for rollouts stopped after 10 turns against rollouts stopped after 70, from
 * the same new games: the difference is what 60 turns allocate. In a base game only a completed
 * feature with followers on it allocates anything (its view, for the scoring rules); about 6 to
 * 12 bytes a turn on average, whether the JIT has optimised the code or not. Before turns stopped
 * making step entries, about 190 bytes a turn.
 */
class RolloutAllocationTest {
  /** Bytes a turn above which a rollout is said to allocate per turn. */
  private static final double MOST_PER_TURN = 48;

  private static final int GAMES = 400;

  @Test
  void rolloutAllocatesNothingPerTurn() {
    assumeTrue(
        ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean mx
            && mx.isThreadAllocatedMemorySupported()
            && mx.isThreadAllocatedMemoryEnabled(),
        "this JVM does not count a thread's allocated bytes");
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Engine engine = Engine.of(RuleSet.of("base"));
    GameState[] starts = new GameState[GAMES];
    for (int g = 0; g < GAMES; g++) {
      starts[g] = engine.newGame(GameSetup.of(2, g));
    }
    // each turn is two decisions (placement, deployment); the bag holds 71 tiles
    rollouts(engine, starts, 20);
    rollouts(engine, starts, 140);
    long turnsShort = 0;
    long turnsLong = 0;
    long bytesShort = 0;
    long bytesLong = 0;
    for (int round = 0; round < 2; round++) {
      long before = mx.getCurrentThreadAllocatedBytes();
      turnsShort += rollouts(engine, starts, 20);
      long between = mx.getCurrentThreadAllocatedBytes();
      turnsLong += rollouts(engine, starts, 140);
      bytesShort += between - before;
      bytesLong += mx.getCurrentThreadAllocatedBytes() - between;
    }
    assertTrue(turnsLong - turnsShort >= 100L * GAMES, "the long rollouts play 50 turns more");
    double perTurn = (double) (bytesLong - bytesShort) / (turnsLong - turnsShort);
    assertTrue(
        perTurn < MOST_PER_TURN,
        String.format(
            "a rollout allocated %.1f bytes a turn (%d bytes for %d turns, %d for %d)",
            perTurn, bytesLong, turnsLong, bytesShort, turnsShort));
  }

  /** Plays a rollout of each start for at most this many decisions; returns the turns played. */
  private static long rollouts(Engine engine, GameState[] starts, int decisions) {
    long turns = 0;
    for (int g = 0; g < starts.length; g++) {
      GameState end = engine.rollout(starts[g], RolloutPolicy.uniform(), decisions, g);
      turns += end.turn() - starts[g].turn();
    }
    return turns;
  }
}
