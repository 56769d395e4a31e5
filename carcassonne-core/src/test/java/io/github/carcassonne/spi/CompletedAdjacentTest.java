package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.bench.PlayoutBenchmark;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.tile.FeatureKind;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GameContext#completedAdjacent(Feature, FeatureKind)} answers as the feature's adjacent
 * views do, for every feature and kind at the end of each turn of random games.
 */
class CompletedAdjacentTest {
  private static final ImmutableList<FeatureKind> KINDS =
      ImmutableList.of(FeatureKind.ROAD, FeatureKind.CITY, FeatureKind.CLOISTER, FeatureKind.FIELD);

  /** Checks every feature against every kind at the end of each turn. */
  static final class Checker implements RuleModule {
    /** The questions asked, and how many had a nonzero answer. */
    int checked;
    int nonzero;

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.completed-adjacent")
          .description("checks completedAdjacent")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(
          ctx -> {
            for (Feature f : ctx.features()) {
              for (FeatureKind kind : KINDS) {
                int expected = 0;
                for (Feature a : f.adjacent(kind)) {
                  expected += a.isComplete() ? 1 : 0;
                }
                assertEquals(expected, ctx.completedAdjacent(f, kind), f + " " + kind);
                checked++;
                nonzero += expected > 0 ? 1 : 0;
              }
            }
          });
    }
  }

  @Test
  void answersAsTheAdjacentViewsDo() {
    Checker checker = new Checker();
    Engine engine = Engine.of(RuleSet.builder().modules("base").module(checker).build());
    SplittableRandom rnd = new SplittableRandom(5);
    for (long seed = 0; seed < 3; seed++) {
      // the standard random playout
      PlayoutBenchmark.play(engine, rnd, seed);
    }
    assertTrue(
        checker.nonzero > 100 && checker.checked > checker.nonzero,
        checker.checked + " checked, " + checker.nonzero + " nonzero");
  }
}
