package io.github.carcassonne.testkit.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Move;
import io.github.carcassonne.notation.RecordFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes game records for {@code play --record}. */
final class Records {
  private Records() {}

  /** Writes the record of a game, chance outcomes included as given. */
  static void write(Path file, Engine engine, GameSetup setup, List<Move> moves)
      throws IOException {
    Files.writeString(
        file,
        RecordFormat.write(RecordFormat.of(engine, setup, moves), engine.rules().moveSyntaxes()),
        UTF_8);
  }
}
