package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Proof 12: the engine's internal package references no base-game class. Every compiled class
 * of {@code io.github.carcassonne.internal} is read as bytes; the constant pool of a class that
 * used a base class would hold the internal name {@code io/github/carcassonne/base/...}.
 */
class InternalIndependenceTest {
  static final String BASE = "io/github/carcassonne/base/";
  static final Path CLASSES = Path.of("target", "classes", "io", "github", "carcassonne");

  static boolean mentions(byte[] bytes, String text) {
    byte[] pattern = text.getBytes(StandardCharsets.UTF_8);
    outer:
    for (int i = 0; i + pattern.length <= bytes.length; i++) {
      for (int j = 0; j < pattern.length; j++) {
        if (bytes[i + j] != pattern[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }

  static List<Path> classFiles(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(p -> p.toString().endsWith(".class")).sorted().toList();
    }
  }

  @Test
  void noInternalClassMentionsTheBaseGame() throws IOException {
    Path internal = CLASSES.resolve("internal");
    assertTrue(Files.isDirectory(internal), "run from the module directory: " + internal.toAbsolutePath());
    List<Path> files = classFiles(internal);
    assertTrue(files.size() >= 20, "internal classes found: " + files.size());
    List<String> offenders = new ArrayList<>();
    for (Path f : files) {
      if (mentions(Files.readAllBytes(f), BASE)) {
        offenders.add(f.getFileName().toString());
      }
    }
    assertEquals(List.of(), offenders);
  }

  @Test
  void theScanFindsReferencesWhereTheyAre() throws IOException {
    // the control: base classes refer to one another, and the SPI package is used by internal
    byte[] baseGame = Files.readAllBytes(CLASSES.resolve("base").resolve("BaseGame.class"));
    assertTrue(mentions(baseGame, BASE + "TilesModule"));
    byte[] core = Files.readAllBytes(CLASSES.resolve("internal").resolve("EngineCore.class"));
    assertTrue(mentions(core, "io/github/carcassonne/spi/"));
    assertFalse(mentions("io/github/carcassonne/bas".getBytes(StandardCharsets.UTF_8), BASE));
  }
}
