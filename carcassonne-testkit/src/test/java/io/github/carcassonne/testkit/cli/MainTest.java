package io.github.carcassonne.testkit.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.tile.TileFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MainTest {
  @TempDir Path dir;

  /** The outcome of one in-process run. */
  record Run(int status, String out, String err) {
    List<String> lines() {
      return List.of(out.split("\n"));
    }
  }

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = Main.execute(new PrintWriter(out), new PrintWriter(err), args);
    return new Run(status, out.toString(), err.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"play", "simulate", "replay", "tiles", "modules"})
  void everyCommandHasHelp(String command) {
    Run r = run(command, "--help");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("Usage: carcassonne " + command), r.out());
    assertTrue(r.out().contains("--help"), r.out());
  }

  @Test
  void noCommandPrintsUsage() {
    Run r = run();
    assertEquals(0, r.status());
    assertTrue(r.out().contains("simulate"), r.out());
  }

  @Test
  void unknownCommandIsAUsageError() {
    Run r = run("dance");
    assertEquals(2, r.status());
    assertTrue(r.err().startsWith("error: "), r.err());
    assertEquals("", r.out());
  }

  @Test
  void playWithoutOptionsIsReproducible() {
    Run a = run("play");
    assertEquals(0, a.status(), a.err());
    assertTrue(a.out().contains("seed: 1\n"), a.out());
    assertTrue(a.out().contains("players: p0=random p1=random\n"), a.out());
    assertTrue(a.out().contains("turn 1 p0 (random)  draw base:"), a.out());
    assertTrue(a.out().contains("\ngame over: scores ["), a.out());
    assertTrue(a.out().contains("\nplayer "), a.out());
    assertTrue(a.out().contains("  0 "), "the board shows row 0");
    assertEquals(a, run("play"));
    assertTrue(!a.out().equals(run("play", "--seed", "2").out()));
  }

  @Test
  void playWithOptionsBotsAndPlayers() {
    Run r =
        run(
            "play", "--players", "3", "--bots", "greedy,random", "--seed", "5", "--option",
            "base.farmers=false");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("players: p0=greedy p1=random p2=greedy\n"), r.out());
    assertTrue(r.out().contains("(base.farmers=false)"), r.out());
    assertTrue(
        !java.util.regex.Pattern.compile("\\+[0-9]+ field").matcher(r.out()).find(),
        "no field scores without farmers");
  }

  @Test
  void playErrors() {
    assertUsageError(run("play", "--players", "7"), "--players must be 2 to 6");
    assertUsageError(run("play", "--modules", "nope"), "unknown module 'nope'");
    assertUsageError(run("play", "--option", "base.farmers=maybe"), "base.farmers");
    assertUsageError(run("play", "--option", "base.nothing=1"), "unknown option");
    assertUsageError(run("play", "--bots", "random,wizard"), "unknown bot 'wizard'");
    assertUsageError(run("play", "--seed", "x"), "--seed");
    assertUsageError(run("play", "--tiles", dir.resolve("missing.tiles").toString()), "missing.tiles");
  }

  private static void assertUsageError(Run r, String message) {
    assertEquals(2, r.status(), r.out() + r.err());
    assertTrue(r.err().contains(message), r.err());
    assertTrue(r.err().startsWith("error: "), r.err());
  }

  @Test
  void playWithAUserTileSet() throws IOException {
    Path file = dir.resolve("mine.tiles");
    Files.writeString(file, TileFormat.write(BaseTiles.set()).replace("set base", "set mine"), UTF_8);
    Run r = run("play", "--tiles", file.toString(), "--seed", "3");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("user-tiles"), r.out());
    assertTrue(r.out().contains("game over"), r.out());
  }

  /** The statistics lines, without allocation and throughput, which depend on the machine. */
  private static List<String> statistics(Run r) {
    List<String> out = new ArrayList<>();
    for (String line : r.lines()) {
      if (!line.startsWith("allocated:")
          && !line.startsWith("throughput:")
          && !line.startsWith("simulate:")) {
        out.add(line);
      }
    }
    return out;
  }

  @Test
  void simulateIsTheSameForAnyThreadCount() {
    Run one = run("simulate", "--games", "8", "--threads", "1", "--bots", "greedy,random", "--rotate-seats");
    Run two = run("simulate", "--games", "8", "--threads", "2", "--bots", "greedy,random", "--rotate-seats");
    assertEquals(0, one.status(), one.err());
    assertEquals(0, two.status(), two.err());
    assertEquals(statistics(one), statistics(two));
    List<String> lines = one.lines();
    assertTrue(
        lines.get(lines.size() - 1).matches(
            "throughput: [0-9]+\\.[0-9]{2} games/s \\(second half: [0-9]+\\.[0-9]{2} games/s\\)"),
        lines.get(lines.size() - 1));
    assertTrue(
        lines.get(lines.size() - 2).matches("allocated: [0-9]+ bytes/game"),
        lines.get(lines.size() - 2));
    assertTrue(one.out().contains("seats rotated"), one.out());
    assertTrue(one.out().contains("\n  greedy "), one.out());
    assertTrue(one.out().contains("legal moves per decision: "), one.out());
    assertTrue(one.out().contains("points by source (mean per player and game): "), one.out());
    assertTrue(one.out().contains("tiles per game: placed "), one.out());
    Run other = run("simulate", "--games", "8", "--threads", "2", "--seed", "2");
    assertTrue(!statistics(other).equals(statistics(two)));
  }

  @Test
  void simulateRowsAsCsvAndJson() {
    Run csv = run("simulate", "--games", "5", "--format", "csv", "--players", "3");
    assertEquals(0, csv.status(), csv.err());
    List<String> lines = csv.lines();
    assertEquals(6, lines.size(), csv.out());
    assertTrue(lines.get(0).startsWith("game,seed,bot0,score0,"), lines.get(0));
    assertTrue(lines.get(1).startsWith("0,"), lines.get(1));
    int columns = lines.get(0).split(",", -1).length;
    for (String line : lines) {
      assertEquals(columns, line.split(",", -1).length, line);
    }
    Run json = run("simulate", "--games", "5", "--format", "json", "--threads", "1");
    assertEquals(0, json.status(), json.err());
    assertEquals(5, json.lines().size(), json.out());
    assertTrue(json.lines().get(4).startsWith("{\"game\":4,\"seed\":"), json.out());
    assertTrue(json.lines().get(4).endsWith("}"), json.out());
    Run json2 = run("simulate", "--games", "5", "--format", "json", "--threads", "2");
    assertEquals(json.out(), json2.out());
  }

  @Test
  void simulateErrors() {
    assertUsageError(run("simulate", "--games", "0"), "--games must be at least 1");
    assertUsageError(run("simulate", "--games", "3", "--threads", "0"), "--threads");
    assertUsageError(run("simulate", "--games", "3", "--format", "xml"), "--format");
    Run missing = run("simulate");
    assertEquals(2, missing.status());
    assertTrue(missing.err().contains("--games"), missing.err());
  }

  @Test
  void tilesListsTheBaseSet() {
    Run r = run("tiles");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("\nbase:A  count 2  edges FFRF\n  cloister m C\n"), r.out());
    assertTrue(r.out().contains("  city c N* E* S* W* pennant\n"), r.out());
    List<String> lines = r.lines();
    assertEquals(
        "total: 72 tiles, 24 types, 10 pennants, 6 cloisters", lines.get(lines.size() - 1));
  }

  @Test
  void tilesCheck() throws IOException {
    Path good = dir.resolve("good.tiles");
    Files.writeString(good, TileFormat.write(BaseTiles.set()), UTF_8);
    Run ok = run("tiles", "--check", good.toString());
    assertEquals(0, ok.status(), ok.err());
    assertTrue(ok.out().startsWith(good + ": OK"), ok.out());
    Path bad = dir.resolve("bad.tiles");
    Files.writeString(bad, "format 1\nset x\ntile x:a count 1 edges FFFF\n  field f N* E* S* SW\n", UTF_8);
    Run r = run("tiles", "--check", bad.toString());
    assertEquals(2, r.status());
    assertTrue(r.err().startsWith(bad + ":4:"), r.err());
    assertTrue(r.err().contains("unknown port 'SW'"), r.err());
    assertEquals(2, run("tiles", "--check", dir.resolve("none.tiles").toString()).status());
  }

  @Test
  void modulesListsTheBaseGame() {
    Run r = run("modules");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("base (version 1)\n"), r.out());
    assertTrue(r.out().contains("  bundle of: base.tiles, base.followers,"), r.out());
    assertTrue(
        r.out().contains("  option base.farm-era=third (first|second|third): "), r.out());
    assertTrue(r.out().contains("  provisional: no\n"), r.out());
    assertTrue(r.out().contains("base.roads (version 1)\n"), r.out());
  }

  @Test
  void recordThenReplayGivesTheSameScores() throws IOException {
    Path file = dir.resolve("game.rec");
    Run play = run("play", "--seed", "9", "--bots", "greedy,random", "--record", file.toString());
    assertEquals(0, play.status(), play.err());
    assertTrue(play.out().endsWith("record: " + file + "\n"), play.out());
    String text = Files.readString(file, UTF_8);
    assertTrue(text.startsWith("carcassonne-record 1\nrules base\n"), text);
    assertTrue(text.contains("\nseed 9\n") && text.contains("\ndraw base:"), text);
    String gameOver = null;
    for (String line : play.lines()) {
      if (line.startsWith("game over: scores [")) {
        gameOver = line;
      }
    }
    assertTrue(gameOver != null, play.out());
    String[] scores =
        gameOver.substring("game over: scores [".length(), gameOver.indexOf(']')).split(", ");
    Run replay = run("replay", file.toString());
    assertEquals(0, replay.status(), replay.err());
    List<String> lines = replay.lines();
    assertEquals("score p0 " + scores[0], lines.get(lines.size() - 2));
    assertEquals("score p1 " + scores[1], lines.get(lines.size() - 1));
    assertTrue(replay.out().contains(gameOver + "\n"), replay.out());
  }

  @Test
  void recordKeepsNonDefaultOptions() throws IOException {
    Path file = dir.resolve("nofarmers.rec");
    Run play = run("play", "--option", "base.farmers=false", "--record", file.toString());
    assertEquals(0, play.status(), play.err());
    assertTrue(Files.readString(file, UTF_8).contains("\noption base.farmers=false\n"),
        Files.readString(file, UTF_8));
    assertEquals(0, run("replay", file.toString()).status());
  }

  @Test
  void replayOfAMalformedRecordExitsWithTwoAndThePlace() throws IOException {
    Path file = dir.resolve("bad.rec");
    Files.writeString(file, "carcassonne-record 1\nrulez base\n", UTF_8);
    Run r = run("replay", file.toString());
    assertEquals(2, r.status());
    assertTrue(r.err().startsWith(file + ":2:1: "), r.err());
    Path unknown = dir.resolve("unknown.rec");
    Files.writeString(
        unknown, "carcassonne-record 1\nrules nope\nplayers Ann Bob\nseed 7\nmoves\n", UTF_8);
    Run u = run("replay", unknown.toString());
    assertEquals(2, u.status());
    assertTrue(u.err().contains("unknown module 'nope'"), u.err());
    assertEquals(2, run("replay", dir.resolve("missing.rec").toString()).status());
  }

  @Test
  void replayOfAnIllegalMoveExitsWithThreeAndTheMoveNumber() throws IOException {
    Path file = dir.resolve("illegal.rec");
    Files.writeString(
        file,
        "carcassonne-record 1\nrules base\nplayers Ann Bob\nseed 7\nmoves\ndraw base:A\n"
            + "place 5,5 R0\n",
        UTF_8);
    Run r = run("replay", file.toString());
    assertEquals(3, r.status(), r.err());
    assertTrue(r.err().startsWith(file + ": move 2 (place 5,5 R0) is illegal: not adjacent"), r.err());
  }
}
