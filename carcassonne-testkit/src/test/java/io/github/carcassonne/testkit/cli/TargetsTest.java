package io.github.carcassonne.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/**
 * {@link Targets} reads the throughput from {@code simulate}'s own report.
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
}
