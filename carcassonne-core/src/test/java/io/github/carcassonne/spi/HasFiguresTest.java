package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.bench.PlayoutBenchmark;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GameContext#hasFigures(Position, int)} answers as the segment's feature does, for every
 * segment of every tile at the end of each turn of random games, and false off the board.
 */
class HasFiguresTest {
  /** Checks every placed tile's segments at the end of each turn. */
  static final class Checker implements RuleModule {
    /** The segments checked, and how many of their features had figures. */
    int checked;
    int occupied;

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.has-figures").description("checks hasFigures").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(
          ctx -> {
            for (int y = -12; y <= 12; y++) {
              for (int x = -12; x <= 12; x++) {
                Position p = new Position(x, y);
                PlacedTile tile = ctx.tileAt(p).orElse(null);
                if (tile == null) {
                  assertFalse(ctx.hasFigures(p, 0), "an empty cell has no figures");
                  continue;
                }
                int segments = tile.type().segments().size();
                for (int s = 0; s < segments; s++) {
                  boolean expected = ctx.feature(p, s).orElseThrow().hasFigures();
                  assertEquals(expected, ctx.hasFigures(p, s), p + " segment " + s);
                  checked++;
                  occupied += expected ? 1 : 0;
                }
                assertFalse(ctx.hasFigures(p, segments), "no such segment");
                assertFalse(ctx.hasFigures(p, -1), "no such segment");
              }
            }
          });
    }
  }

  @Test
  void answersAsTheFeatureDoes() {
    Checker checker = new Checker();
    Engine engine = Engine.of(RuleSet.builder().modules("base").module(checker).build());
    SplittableRandom rnd = new SplittableRandom(3);
    for (long seed = 0; seed < 3; seed++) {
      // the standard random playout
      PlayoutBenchmark.play(engine, rnd, seed);
    }
    assertTrue(
        checker.occupied > 100 && checker.checked > checker.occupied,
        checker.checked + " checked, " + checker.occupied + " with figures");
  }
}
