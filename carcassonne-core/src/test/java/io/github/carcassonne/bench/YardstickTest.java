package io.github.carcassonne.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link Yardstick} measures both modes and reports what it measured in the line it prints. */
class YardstickTest {
  @Test
  void measuresEachModeAgainstTheBareEngine() {
    for (String mode : new String[] {"rollout", "pure"}) {
      Yardstick.Share s = Yardstick.measure(mode, 3, 2, 0.01);
      assertEquals(mode, s.mode());
      assertEquals(3, s.shares().length);
      assertTrue(s.bareRate() > 0 && s.engineRate() > 0, s.line());
      for (double share : s.shares()) {
        // the engine plays the same game with more work than the bare engine: a share far
        // outside (0, 2] means the rounds timed something else
        assertTrue(share > 0 && share <= 2, mode + ": " + share);
      }
      assertTrue(s.line().startsWith("yardstick " + mode + " "), s.line());
      assertEquals(8, s.line().split(" ").length, s.line());
    }
  }

  @Test
  void theMedianAndQuartilesAreTheRoundsOwn() {
    Yardstick.Share s =
        new Yardstick.Share("rollout", 50_000, 30_000, new double[] {0.5, 0.6, 0.7, 0.8, 0.9});
    assertEquals(0.7, s.median(), 1e-12);
    assertArrayEquals(new double[] {0.6, 0.8}, s.quartiles(), 1e-12);
    assertEquals("yardstick rollout 0.7000 0.6000 0.8000 50000.0 30000.0 5", s.line());
  }

  @Test
  void rejectsAnUnknownModeAndEmptyCounts() {
    assertThrows(IllegalArgumentException.class, () -> Yardstick.measure("bare", 1, 1, 0.01));
    assertThrows(IllegalArgumentException.class, () -> Yardstick.measure("rollout", 0, 1, 0.01));
    assertThrows(IllegalArgumentException.class, () -> Yardstick.measure("pure", 1, 0, 0.01));
    assertThrows(IllegalArgumentException.class, () -> Yardstick.measure("pure", 1, 1, 0));
  }
}
