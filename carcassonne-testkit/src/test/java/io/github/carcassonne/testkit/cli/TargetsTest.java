package io.github.carcassonne.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/**
 * {@link Targets} reads the throughput from {@code simulate}'s own report and the shares from
 * the yardstick's line.
 */
class TargetsTest {
  @Test
  void readsTheThroughputSimulatePrints() {
    StringWriter report = new StringWriter();
    StringWriter err = new StringWriter();
    int status;
    try (PrintWriter out = new PrintWriter(report);
        PrintWriter errors = new PrintWriter(err)) {
      status = Main.execute(out, errors, "simulate", "--games", "4", "--threads", "1");
    }
    assertEquals(0, status, err.toString());
    int found = 0;
    for (String line : report.toString().split("\n")) {
      OptionalDouble t = Targets.throughput(line);
      if (t.isPresent()) {
        assertTrue(t.getAsDouble() > 0, line);
        assertTrue(line.startsWith("throughput: "), line);
        found++;
      }
    }
    assertEquals(1, found, report.toString());
    assertEquals(OptionalDouble.empty(), Targets.throughput("allocated: 12 bytes/game"));
    assertEquals(OptionalDouble.of(5123.45), Targets.throughput("throughput: 5123.45 games/s"));
  }

  @Test
  void readsTheShareTheYardstickPrints() {
    String line = "yardstick rollout 0.6415 0.6322 0.6585 42151.1 27102.7 40";
    Targets.Share s = Targets.yardstick(line, "rollout").orElseThrow();
    assertEquals(0.6415, s.median(), 1e-12);
    assertEquals(0.6322, s.lower(), 1e-12);
    assertEquals(0.6585, s.upper(), 1e-12);
    assertEquals(42151.1, s.bareRate(), 1e-9);
    assertEquals(27102.7, s.engineRate(), 1e-9);
    // 30,000 of 77,000 is 0.390; 0.64 reaches it, 0.38 does not
    assertTrue(s.reaches(Targets.ROLLOUT));
    assertFalse(new Targets.Share(0.38, 0.37, 0.39, 1, 1).reaches(Targets.ROLLOUT));
    assertEquals(Optional.empty(), Targets.yardstick(line, "pure"));
    assertEquals(Optional.empty(), Targets.yardstick("yardstick rollout 0.6 x", "rollout"));
  }

  @Test
  void judgesTheTwoThreadTargetOverWholeRunsAndInSteadyState() {
    // reading B of the twenty-second session: 0.90x over whole runs, 2.03x in steady state
    assertEquals(
        "not met over 30,000 games; met in steady state",
        Targets.threadsStatus(6043, 5462, 9655.0, 19624.1));
    assertEquals(
        "met over 30,000 games; not met in steady state",
        Targets.threadsStatus(5000, 8500, 10000, 16999));
  }
}
