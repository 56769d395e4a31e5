package io.github.carcassonne.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RolloutPolicy;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.score.ScoreSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link BareEngineBenchmark}'s yardstick plays the game the engine plays: over many random games
 * each source's mean points per game (cities, roads, cloisters, fields, both players together)
 * agree with the engine's standard random playout within sampling error. The games differ one by
 * one (the two draw their randomness differently); the rules show in the means: a city worth 1
 * per tile instead of 2, a field that counts incomplete cities, followers not returned, or
 * placements that ignore an edge move a mean by many standard errors.
 */
class BareEngineTest {
  private static final int GAMES = 3_000;
  private static final List<ScoreSource> SOURCES =
      List.of(ScoreSource.CITY, ScoreSource.ROAD, ScoreSource.CLOISTER, ScoreSource.FIELD);

  @Test
  void meanPointsBySourceMatchTheEngine() {
    Engine engine = Engine.of(RuleSet.of("base"));
    double[][] ours = new double[BareEngineBenchmark.SOURCES][GAMES];
    double[][] theirs = new double[BareEngineBenchmark.SOURCES][GAMES];
    BareEngineBenchmark.Game bare = new BareEngineBenchmark.Game();
    for (int g = 0; g < GAMES; g++) {
      bare.play(1_000_000L + g);
      for (int s = 0; s < BareEngineBenchmark.SOURCES; s++) {
        ours[s][g] = bare.points[s] + bare.points[BareEngineBenchmark.SOURCES + s];
      }
      GameState end =
          engine.rollout(
              engine.newGame(GameSetup.of(2, g)), RolloutPolicy.uniform(), Integer.MAX_VALUE, g);
      assertTrue(end.isOver());
      for (int s = 0; s < SOURCES.size(); s++) {
        for (int p = 0; p < 2; p++) {
          theirs[s][g] += end.scores().bySource(PlayerId.of(p)).getOrDefault(SOURCES.get(s), 0);
        }
      }
    }
    for (int s = 0; s < SOURCES.size(); s++) {
      double a = mean(ours[s]);
      double b = mean(theirs[s]);
      double se = Math.sqrt(variance(ours[s], a) / GAMES + variance(theirs[s], b) / GAMES);
      String what =
          String.format(
              "%s points per game: bare engine %.2f, engine %.2f (standard error %.2f)",
              SOURCES.get(s), a, b, se);
      assertTrue(se > 0 && Math.abs(a - b) < 4.5 * se, what);
    }
  }

  private static double mean(double[] xs) {
    double sum = 0;
    for (double x : xs) {
      sum += x;
    }
    return sum / xs.length;
  }

  private static double variance(double[] xs, double mean) {
    double sum = 0;
    for (double x : xs) {
      sum += (x - mean) * (x - mean);
    }
    return sum / (xs.length - 1);
  }
}
