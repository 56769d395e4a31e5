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
   *     pure API: {@code legalMoves}, {@code apply}, {@code resolveChance}), {@code -rollout}
   *     ({@code Engine.rollout} with the uniform policy) or {@code -tail} (the same rollout from
   *     the game's first decision at turn {@value #TAIL_TURN}, a state reached through the pure
   *     API as a search bot's tree reaches its nodes; only the rollouts are timed)
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
    String path = mode.substring(dash + 1);
    if (!List.of("pure", "rollout", "tail").contains(path)) {
      throw new IllegalArgumentException("no such mode: " + mode);
    }
    // a tail's start states, made before the clock starts
    GameState[] tails = new GameState[path.equals("tail") ? games : 0];
    for (int i = 0; i < tails.length; i++) {
      tails[i] = playout(engine, seed + i, TAIL_TURN);
    }
    long sum = 0;
    long start = threads.getCurrentThreadCpuTime();
    for (int i = 0; i < games; i++) {
      long s = seed + i;
      GameState end =
          switch (path) {
            case "pure" -> playout(engine, s, Integer.MAX_VALUE);
            case "rollout" ->
                engine.rollout(
                    engine.newGame(GameSetup.of(2, s)),
                    RolloutPolicy.uniform(),
                    Integer.MAX_VALUE,
                    s);
            default -> engine.rollout(tails[i], RolloutPolicy.uniform(), Integer.MAX_VALUE, s);
          };
      sum = sum * 31 + end.scores().totals().hashCode() * 1009L + end.turn() * 7L
          + end.tiles().size();
    }
    return new long[] {threads.getCurrentThreadCpuTime() - start, sum};
  }

  /** The turn whose first decision a {@code -tail} mode's rollouts start from. */
  static final int TAIL_TURN = 60;

  /**
   * The standard random playout through the pure API, as {@code PlayoutBenchmark} plays it (a
   * copy: this class is defined where only the build's own classes are, see the class comment),
   * to the end or to the first decision at turn {@code until}.
   */
  private static GameState playout(Engine engine, long seed, int until) {
    SplittableRandom random = new SplittableRandom(seed);
    GameState s = engine.newGame(GameSetup.of(2, seed));
    while (!s.isOver() && !(s.turn() >= until && !engine.toAct(s).isChance())) {
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
