package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Move;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Reads and writes game records for {@code play --record} and {@code replay}. */
final class Records {
  private Records() {}

  /** Writes the record of a game. */
  static void write(Path file, Engine engine, GameSetup setup, List<Move> moves)
      throws IOException {
    // TODO(cli): write with io.github.carcassonne.notation.RecordFormat once it lands on main.
    throw new UnsupportedOperationException(
        "--record is not available yet: the game record format (RecordFormat) is missing");
  }
}
