package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.bench.PlayoutBenchmark;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GameContext#occupiedSegments(Position)} answers as the segments' features do, and as
 * its default (through {@link GameContext#hasFigures}) does, for every tile at the end of each
 * turn of random games, and 0 off the board.
 */
class OccupiedSegmentsTest {
  /** Checks every placed tile at the end of each turn. */
  static final class Checker implements RuleModule {
    /** The tiles checked, and how many had a segment whose feature had figures. */
    int checked;
    int occupied;

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.occupied-segments")
          .description("checks occupiedSegments")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(
          ctx -> {
            // the interface's default, asked of the same context
            GameContext slow = new ForwardingContext(ctx);
            for (int y = -12; y <= 12; y++) {
              for (int x = -12; x <= 12; x++) {
                Position p = new Position(x, y);
                PlacedTile tile = ctx.tileAt(p).orElse(null);
                int mask = ctx.occupiedSegments(p);
                assertEquals(slow.occupiedSegments(p), mask, p + " by the default");
                if (tile == null) {
                  assertEquals(0, mask, "an empty cell has no figures");
                  continue;
                }
                int expected = 0;
                int segments = tile.type().segments().size();
                for (int s = 0; s < segments; s++) {
                  if (ctx.feature(p, s).orElseThrow().hasFigures()) {
                    expected |= 1 << s;
                  }
                }
                assertEquals(expected, mask, p.toString());
                checked++;
                occupied += expected != 0 ? 1 : 0;
              }
            }
          });
    }
  }

  @Test
  void answersAsTheFeaturesDo() {
    Checker checker = new Checker();
    Engine engine = Engine.of(RuleSet.builder().modules("base").module(checker).build());
    SplittableRandom rnd = new SplittableRandom(5);
    for (long seed = 0; seed < 3; seed++) {
      // the standard random playout
      PlayoutBenchmark.play(engine, rnd, seed);
    }
    assertTrue(
        checker.occupied > 100 && checker.checked > checker.occupied,
        checker.checked + " tiles checked, " + checker.occupied + " with figures");
  }
}
