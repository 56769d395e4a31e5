package io.github.carcassonne.bench;

import com.google.common.math.Quantiles;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.RuleSet;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The engine's speed as a share of the bare engine's ({@link BareEngineBenchmark}), measured in
 * alternating rounds on one thread: a round of bare games, then a round of the engine's standard
 * random playouts (or the other way round, every other round), each timed by the clock as JMH
 * times its iterations, and the share taken round by round. The machine this project measures
 * on switches between a fast and a slow mode (about a quarter to a third apart) within a run, so
 * two JMH benchmarks run minutes apart may meet different modes, and their ratio with them; two
 * rounds of a quarter of a second side by side nearly always meet the same one. The median of
 * the rounds' shares is the figure; its quartiles show how steady it was.
 *
 * <p>Modes: {@code rollout} ({@link Engine#rollout} with the uniform policy, as {@code
 * PlayoutBenchmark.rolloutPlayout}) and {@code pure} ({@code legalMoves} and {@code apply}, as
 * {@code PlayoutBenchmark.randomPlayout}), both on the base game. Run one mode per JVM, so that
 * the JIT compiles the engine for that path alone, as JMH's forks do: {@code scripts/targets}
 * starts {@code java -cp ... io.github.carcassonne.bench.Yardstick rollout} and reads the last
 * line it prints.
 */
public final class Yardstick {
  /** Seconds a round aims at, once the warm-up has measured both sides. */
  static final double ROUND_SECONDS = 0.25;

  /** Where the games' results go (see {@link #measure}). */
  @SuppressWarnings("unused")
  private static volatile int sunk;

  private Yardstick() {}

  /**
   * What one measurement gave.
   *
   * @param mode {@code rollout} or {@code pure}
   * @param bareRate the bare engine's games per second over the measured rounds
   * @param engineRate the engine's, the same way
   * @param shares each measured round's share (the engine's speed over the bare engine's), sorted
   */
  public record Share(String mode, double bareRate, double engineRate, double[] shares) {
    /** The median share. */
    public double median() {
      return Quantiles.median().compute(shares);
    }

    /** The shares' lower and upper quartiles. */
    public double[] quartiles() {
      Map<Integer, Double> q = Quantiles.quartiles().indexes(1, 3).compute(shares);
      return new double[] {q.get(1), q.get(3)};
    }

    /**
     * The line {@link #main} prints last, which {@code scripts/targets} reads: the mode, the
     * median share, its quartiles, both rates and the number of rounds.
     */
    public String line() {
      double[] q = quartiles();
      return String.format(
          Locale.ROOT,
          "yardstick %s %.4f %.4f %.4f %.1f %.1f %d",
          mode,
          median(),
          q[0],
          q[1],
          bareRate,
          engineRate,
          shares.length);
    }
  }

  /**
   * Measures one mode: {@code warmup} unmeasured rounds of each side, then {@code rounds}
   * measured ones of about {@code roundSeconds} each, in alternating order.
   *
   * @throws IllegalArgumentException for an unknown mode or counts below 1 (warm-up: below 1)
   */
  public static Share measure(String mode, int rounds, int warmup, double roundSeconds) {
    if (!mode.equals("rollout") && !mode.equals("pure")) {
      throw new IllegalArgumentException("no such mode: " + mode + " (known: rollout, pure)");
    }
    if (rounds < 1 || warmup < 1 || !(roundSeconds > 0)) {
      throw new IllegalArgumentException(
          "rounds and warm-up rounds must be at least 1 and the round's time positive");
    }
    boolean rollout = mode.equals("rollout");
    BareEngineBenchmark bare = new BareEngineBenchmark();
    Engine engine = Engine.of(RuleSet.of("base"));
    SplittableRandom random = new SplittableRandom(42);
    long[] seed = {0};
    // the warm-up starts with a few games a round and sizes the next round from the last one
    int bareGames = 100;
    int engineGames = 20;
    int sink = 0;
    for (int w = 0; w < warmup; w++) {
      long t0 = clock();
      sink += bareRound(bare, bareGames);
      long t1 = clock();
      sink += engineRound(engine, rollout, random, seed, engineGames);
      long t2 = clock();
      bareGames = sized(bareGames, t1 - t0, roundSeconds);
      engineGames = sized(engineGames, t2 - t1, roundSeconds);
    }
    double[] shares = new double[rounds];
    long bareNanos = 0;
    long engineNanos = 0;
    for (int k = 0; k < rounds; k++) {
      long b;
      long e;
      if (k % 2 == 0) {
        long t0 = clock();
        sink += bareRound(bare, bareGames);
        long t1 = clock();
        sink += engineRound(engine, rollout, random, seed, engineGames);
        long t2 = clock();
        b = t1 - t0;
        e = t2 - t1;
      } else {
        long t0 = clock();
        sink += engineRound(engine, rollout, random, seed, engineGames);
        long t1 = clock();
        sink += bareRound(bare, bareGames);
        long t2 = clock();
        e = t1 - t0;
        b = t2 - t1;
      }
      b = Math.max(1, b);
      e = Math.max(1, e);
      shares[k] = ((double) engineGames / e) / ((double) bareGames / b);
      bareNanos += b;
      engineNanos += e;
    }
    // the games' results, kept so that the JIT cannot drop the games
    sunk = sink;
    Arrays.sort(shares);
    return new Share(
        mode,
        (double) rounds * bareGames / (bareNanos / 1e9),
        (double) rounds * engineGames / (engineNanos / 1e9),
        shares);
  }

  /**
   * Games for a round of about {@code seconds}, from a round of {@code games} that took {@code
   * nanos}.
   */
  private static int sized(int games, long nanos, double seconds) {
    double rate = games / (Math.max(1, nanos) / 1e9);
    return (int) Math.max(1, Math.min(1_000_000, rate * seconds));
  }

  private static int bareRound(BareEngineBenchmark bare, int games) {
    int sum = 0;
    for (int i = 0; i < games; i++) {
      sum += bare.bareGame();
    }
    return sum;
  }

  private static int engineRound(
      Engine engine, boolean rollout, SplittableRandom random, long[] seed, int games) {
    int sum = 0;
    for (int i = 0; i < games; i++) {
      long s = seed[0]++;
      GameState end =
          rollout ? PlayoutBenchmark.rollout(engine, s) : PlayoutBenchmark.play(engine, random, s);
      sum += end.turn();
    }
    return sum;
  }

  /**
   * The clock: wall time, as JMH measures (a collection's pause counts against the side that
   * allocated); the rounds are short enough that the other side's pauses rarely fall in them.
   */
  private static long clock() {
    return System.nanoTime();
  }

  /**
   * Measures one mode and prints its {@link Share#line()} last.
   *
   * @param args the mode ({@code rollout} or {@code pure}), then optionally the measured rounds
   *     (default 40) and warm-up rounds (default 12)
   */
  public static void main(String[] args) {
    if (args.length < 1 || args.length > 3) {
      System.err.println("usage: Yardstick rollout|pure [ROUNDS [WARMUP]]");
      System.exit(2);
    }
    try {
      int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 40;
      int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 12;
      System.out.println(measure(args[0], rounds, warmup, ROUND_SECONDS).line());
    } catch (IllegalArgumentException e) {
      // a number that is not one (NumberFormatException) or a mode or count out of range
      System.err.println("Yardstick: " + e.getMessage());
      System.exit(2);
    }
  }
}
