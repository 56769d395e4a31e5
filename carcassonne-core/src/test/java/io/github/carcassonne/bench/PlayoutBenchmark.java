package io.github.carcassonne.bench;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RolloutPolicy;
import io.github.carcassonne.RuleSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The standard random playout: 2 players, the base game with farmers, the start tile fixed; each
 * turn a uniformly random legal placement, then a uniformly random legal deployment including
 * none, until the bag is empty, final scoring included; through the public API. One benchmark
 * operation is one whole game. Run with {@code scripts/bench} (see docs/performance.md).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {
  private Engine engine;
  private SplittableRandom random;
  private long seed;

  /** Builds the engine. */
  @Setup
  public void setup() {
    engine = Engine.of(RuleSet.of("base"));
    random = new SplittableRandom(42);
  }

  /** Plays one game; returns the final state so nothing is optimised away. */
  @Benchmark
  public GameState randomPlayout() {
    return play(engine, random, seed++);
  }

  /** The same game through the rollout path: one working copy, no state per move. */
  @Benchmark
  public GameState rolloutPlayout() {
    return rollout(engine, seed++);
  }

  /** One standard random playout through the rollout path, its policy seeded as its game. */
  public static GameState rollout(Engine engine, long seed) {
    return engine.rollout(
        engine.newGame(GameSetup.of(2, seed)), RolloutPolicy.uniform(), Integer.MAX_VALUE, seed);
  }

  /** One standard random playout. */
  public static GameState play(Engine engine, SplittableRandom random, long seed) {
    GameState s = engine.newGame(GameSetup.of(2, seed));
    while (!s.isOver()) {
      if (engine.toAct(s).isChance()) {
        s = engine.resolveChance(s).state();
      } else {
        List<Move> legal = engine.legalMoves(s);
        s = engine.apply(s, legal.get(random.nextInt(legal.size()))).state();
      }
    }
    return s;
  }
}
