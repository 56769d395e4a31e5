package io.github.carcassonne.testkit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code replay}: checks and replays a game record. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Checks and replays a game record (docs/notation.md): prints the events, then one line"
          + " 'score <player> <points>' per player.",
      "A malformed record exits with status 2 and FILE:line:column: message; an illegal move"
          + " exits with status 3 naming the move's number and the reason."
    })
final class ReplayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "the game record")
  Path file;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    // TODO(cli): replay with io.github.carcassonne.notation.RecordFormat once it lands on main.
    err.println("error: replay is not available yet: the game record format is missing");
    return Main.EXIT_FAILURE;
  }
}
