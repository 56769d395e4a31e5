package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Runs the README's embedding example, and checks the README shows exactly this code. */
class ReadmeExampleTest {

  static List<Integer> example() {
    // README-EXAMPLE-START
    Engine engine = Engine.of(RuleSet.of("base"));
    GameState state = engine.newGame(GameSetup.of(List.of("Ann", "Bob"), 42L));
    Random random = new Random(7);
    while (!state.isOver()) {
      if (engine.toAct(state).isChance()) {
        state = engine.resolveChance(state).state(); // draw a tile
      } else {
        List<Move> moves = engine.legalMoves(state); // placements, then deployments
        state = engine.apply(state, moves.get(random.nextInt(moves.size()))).state();
      }
    }
    System.out.println("final scores: " + state.scores().totals());
    // README-EXAMPLE-END
    return state.scores().totals();
  }

  @Test
  void exampleRunsAndIsDeterministic() {
    List<Integer> first = example();
    assertEquals(2, first.size());
    assertTrue(first.get(0) + first.get(1) > 0);
    assertEquals(first, example());
  }

  @Test
  void readmeShowsThisCode() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    Path readme = root.resolve("README.md");
    if (!Files.exists(readme)) {
      readme = root.getParent().resolve("README.md");
    }
    Path self =
        readme.getParent()
            .resolve("carcassonne-core/src/test/java/io/github/carcassonne/ReadmeExampleTest.java");
    String source = Files.readString(self, StandardCharsets.UTF_8);
    String code =
        source.substring(
            source.indexOf("// README-EXAMPLE-START") + "// README-EXAMPLE-START".length(),
            source.indexOf("    // README-EXAMPLE-END"));
    String readmeText = Files.readString(readme, StandardCharsets.UTF_8);
    for (String line : code.strip().split("\n")) {
      String l = line.strip();
      assertTrue(readmeText.contains(l), "README.md lacks the example line: " + l);
    }
  }
}
