package io.github.carcassonne.expansions.bench;

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
 * The standard random playout (as carcassonne-core's {@code PlayoutBenchmark}: 2 players, uniform
 * over {@code legalMoves} at every decision, chance resolved with {@code resolveChance}, until the
 * game is over, final scoring included) with every module of the library that can be combined
 * enabled together: {@code base} (with the second-edition garden tiles, {@code
 * base.gardens=true}, so that the abbot's gardens occur), {@code river} and {@code river-2} (one
 * spring, both rivers), {@code abbot} (with {@code gardens}), {@code inns-cathedrals}, {@code
 * traders-builders}, {@code king-robber} and {@code messages}. {@code wheel-of-fortune} is left
 * out: its board and the rivers' spring both start on the origin, so it conflicts with {@code
 * river} and {@code river-2} (see {@code carcassonne modules} and docs/expansions/wheel-of-fortune.md).
 * One benchmark operation is one whole game (about 138 tiles). Run with {@code scripts/bench
 * AllModules} (see docs/performance.md).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// ten warm-up iterations: with every module the JIT has far more to compile than for the base
// game, and on a slow 2-core machine the rate still rose until the seventh iteration of 2 s
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AllModulesBenchmark {
  /** The modules of the benchmark, in the order they are requested. */
  static final String[] MODULES = {
    "base",
    "river",
    "river-2",
    "abbot",
    "inns-cathedrals",
    "traders-builders",
    "king-robber",
    "messages"
  };

  private Engine engine;
  private SplittableRandom random;
  private long seed;

  /** The rule set of the benchmark: every module that can be combined. */
  public static RuleSet ruleSet() {
    return RuleSet.builder().modules(MODULES).option("base.gardens", "true").build();
  }

  /** Builds the engine. */
  @Setup
  public void setup() {
    engine = Engine.of(ruleSet());
    random = new SplittableRandom(42);
  }

  /** Plays one game through the pure API; returns the final state so nothing is optimised away. */
  @Benchmark
  public GameState randomPlayout() {
    return play(engine, random, seed++);
  }

  /** The same game through the rollout path: one working copy, no state per move. */
  @Benchmark
  public GameState rolloutPlayout() {
    long s = seed++;
    return engine.rollout(
        engine.newGame(GameSetup.of(2, s)), RolloutPolicy.uniform(), Integer.MAX_VALUE, s);
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

  /**
   * Plays {@code games} games (default 2000) and prints the throughput; a plain entry point for
   * profilers (JFR) without JMH.
   */
  public static void main(String[] args) {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
    Engine engine = Engine.of(ruleSet());
    SplittableRandom random = new SplittableRandom(42);
    long tiles = 0;
    long start = System.nanoTime();
    long cpu = cpuNanos();
    for (int i = 0; i < games; i++) {
      tiles += play(engine, random, i).tiles().size();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double cpuSeconds = (cpuNanos() - cpu) / 1e9;
    System.out.printf(
        "%d games, %.1f tiles/game, %.1f games/s, %.1f games per CPU second of the process%n",
        games, (double) tiles / games, games / seconds, games / cpuSeconds);
  }

  private static long cpuNanos() {
    return ProcessHandle.current().info().totalCpuDuration().orElseThrow().toNanos();
  }
}
