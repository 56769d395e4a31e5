package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RolloutPolicy;
import io.github.carcassonne.RuleSet;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One build's side of {@link Compare}: plays rounds of games on the calling thread and reports
 * the thread's CPU time and a checksum of the games. {@link Compare} defines this class anew in
 * each build's class loader from its bytes, so it may use only the engine's public API (as it
 * has stood since the rollout came, 2026-12-01) and the JDK, and nothing else of the testkit.
 */
public final class CompareRounds {
  private static final String[] EVERY_MODULE = {
    "base", "river", "river-2", "abbot", "inns-cathedrals", "traders-builders", "king-robber",
    "messages"
  };

  private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
  private final Engine base = Engine.of(RuleSet.of("base"));
  private final Engine rivers = Engine.of(RuleSet.of("base", "river", "river-2"));
  private final Engine every =
      Engine.of(RuleSet.builder().modules(EVERY_MODULE).option("base.gardens", "true").build());

  /** {@link Compare} makes one per build, reflectively. */
  public CompareRounds() {}

  /**
   * Plays {@code games} standard random playouts (two players) of one mode, with the seeds
   * {@code seed}, {@code seed + 1}, ...
   *
   * @param mode {@code base}, {@code rivers} or {@code every-module}, then {@code -pure} (the
   *     pure API: {@code legalMoves}, {@code apply}, {@code resolveChance}) or {@code -rollout}
   *     ({@code Engine.rollout} with the uniform policy)
   * @return the thread's CPU time for the games in nanoseconds, and a checksum of their final
   *     scores, turns and tiles (equal for two builds that play the same games)
   */
  public long[] round(String mode, int games, long seed) {
    int dash = mode.lastIndexOf('-');
    Engine engine =
        switch (mode.substring(0, Math.max(dash, 0))) {
          case "base" -> base;
          case "rivers" -> rivers;
          case "every-module" -> every;
          default -> throw new IllegalArgumentException("no such mode: " + mode);
        };
    boolean rollout =
        switch (mode.substring(dash + 1)) {
          case "pure" -> false;
          case "rollout" -> true;
          default -> throw new IllegalArgumentException("no such mode: " + mode);
        };
    long sum = 0;
    long start = threads.getCurrentThreadCpuTime();
    for (int i = 0; i < games; i++) {
      long s = seed + i;
      GameState end =
          rollout
              ? engine.rollout(
                  engine.newGame(GameSetup.of(2, s)), RolloutPolicy.uniform(), Integer.MAX_VALUE, s)
              : playout(engine, s);
      sum = sum * 31 + end.scores().totals().hashCode() * 1009L + end.turn() * 7L
          + end.tiles().size();
    }
    return new long[] {threads.getCurrentThreadCpuTime() - start, sum};
  }

  /**
   * The standard random playout through the pure API, as {@code PlayoutBenchmark} plays it (a
   * copy: this class is defined where only the build's own classes are, see the class comment).
   */
  private static GameState playout(Engine engine, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
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
