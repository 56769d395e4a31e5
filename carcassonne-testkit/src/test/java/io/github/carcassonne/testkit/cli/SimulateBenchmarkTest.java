package io.github.carcassonne.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@link SimulateBenchmark} plays {@code simulate}'s games: its rows are the command's. */
class SimulateBenchmarkTest {
  @Test
  void playsTheGamesSimulatePlays() throws Exception {
    int games = 6;
    SimulateBenchmark benchmark = new SimulateBenchmark();
    benchmark.setup();
    SimulateBenchmark.Report report = new SimulateBenchmark.Report();
    report.setup(benchmark);
    for (int i = 0; i < games; i++) {
      assertEquals(i, benchmark.game(report));
    }
    StringWriter played = new StringWriter();
    try (PrintWriter out = new PrintWriter(played)) {
      Reports.csv(out, report.rows.all().subList(0, games), benchmark.players);
    }

    StringWriter simulated = new StringWriter();
    StringWriter err = new StringWriter();
    int status;
    try (PrintWriter out = new PrintWriter(simulated);
        PrintWriter errors = new PrintWriter(err)) {
      status =
          Main.execute(
              out, errors, "simulate", "--games", "" + games, "--threads", "1", "--format", "csv");
    }

    assertEquals(0, status, err.toString());
    assertEquals(simulated.toString(), played.toString());
  }
}
