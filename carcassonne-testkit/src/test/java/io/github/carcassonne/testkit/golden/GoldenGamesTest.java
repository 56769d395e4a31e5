package io.github.carcassonne.testkit.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.Transition;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.score.ScoreSource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden games: hand-made game records under {@code src/test/resources/.../golden/}, each scored
 * by hand in its {@code # expect} comment lines, replayed here. For each record the final scores
 * by player and source must equal the hand scoring, and the full event log must equal the
 * committed {@code <name>.events} file. A changed golden output needs a CHANGELOG line (see
 * {@code docs/testing.md}, "Golden games"); run with {@code -Dgolden.update=true} to rewrite the
 * {@code .events} files, then review the diff.
 */
class GoldenGamesTest {
  /** The golden games, by file name without {@code .rec}. */
  static final ImmutableList<String> GAMES =
      ImmutableList.of("shared-city-tie", "cloisters-discard", "second-era-fields");

  static final String RESOURCE_DIR = "src/test/resources/io/github/carcassonne/testkit/golden/";

  static Stream<String> games() {
    return GAMES.stream();
  }

  @ParameterizedTest
  @MethodSource("games")
  void finalScoresEqualTheHandScoring(String name) throws IOException {
    String text = resource(name + ".rec");
    GameRecord record = RecordFormat.parse(text, name + ".rec");
    Expectations expect = Expectations.parse(text, name + ".rec");
    assertTrue(expect.base().size() == record.setup().playerCount(),
        name + ": the hand scoring needs '# expect <player> total <n>' for every player");
    GameState end = engine(record).replay(record);
    assertTrue(end.isOver(), name + ": the game must be over after its moves");
    check(name, record, end, expect.base(), true);
    for (Map.Entry<String, Map<String, Map<String, Integer>>> v : expect.variants().entrySet()) {
      GameRecord variant = withOption(record, v.getKey());
      GameState variantEnd = engine(variant).replay(variant);
      check(name + " with " + v.getKey(), variant, variantEnd, v.getValue(), false);
    }
  }

  @ParameterizedTest
  @MethodSource("games")
  void eventLogEqualsTheGoldenOutput(String name) throws IOException {
    String text = resource(name + ".rec");
    GameRecord record = RecordFormat.parse(text, name + ".rec");
    Engine engine = engine(record);
    GameState state = engine.newGame(record.setup());
    List<String> lines = new ArrayList<>();
    for (Move m : record.moves()) {
      Transition t = engine.apply(state, m);
      for (GameEvent e : t.events()) {
        lines.add(render(e));
      }
      state = t.state();
    }
    assertTrue(state.isOver(), name + ": the game must be over after its moves");
    assertEquals(engine.replay(record), state, name + ": replay and move-by-move differ");
    assertTrue(lines.get(lines.size() - 1).startsWith("game-ended "), name + ": last event");
    String actual = String.join("\n", lines) + "\n";
    String expected = eventLines(resourceOrEmpty(name + ".events"));
    if (expected.equals(actual)) {
      return;
    }
    String file = header(name) + actual;
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(Path.of(RESOURCE_DIR, name + ".events"), file, StandardCharsets.UTF_8);
      fail(name + ": golden output rewritten in " + RESOURCE_DIR + name + ".events; review the"
          + " diff, add a CHANGELOG line, and run again without -Dgolden.update");
    }
    fail(name + ": the event log differs from the golden output " + name + ".events ("
        + firstDifference(expected, actual) + ").\n"
        + "A changed golden output needs a CHANGELOG line saying why the game changed.\n"
        + "If the change is intended, review it and commit this as " + RESOURCE_DIR + name
        + ".events (or run with -Dgolden.update=true):\n" + file);
  }

  @ParameterizedTest
  @MethodSource("games")
  void recordsRoundTrip(String name) throws IOException {
    GameRecord record = RecordFormat.parse(resource(name + ".rec"), name + ".rec");
    String written = RecordFormat.write(record);
    GameRecord back = RecordFormat.parse(written, name + " (written)");
    assertEquals(record, back, name);
    assertEquals(written, RecordFormat.write(back), name + ": canonical text is stable");
    assertEquals(engine(record).replay(record), engine(back).replay(back), name);
  }

  @ParameterizedTest
  @MethodSource("games")
  void recordsGiveEveryDraw(String name) throws IOException {
    GameRecord record = RecordFormat.parse(resource(name + ".rec"), name + ".rec");
    int draws = 0;
    int placements = 0;
    for (Move m : record.moves()) {
      draws += m instanceof Move.DrawTile ? 1 : 0;
      placements += m instanceof Move.PlaceTile ? 1 : 0;
    }
    assertTrue(placements >= 8 && placements <= 14, name + ": 8 to 14 turns, got " + placements);
    assertTrue(draws >= placements, name + ": every draw is in the record");
    assertFalse(record.options().isEmpty(), name + ": golden.short-game.turns is set");
  }

  // ---- helpers

  private static Engine engine(GameRecord record) {
    return Engine.of(RecordFormat.ruleSet(record, List.of(new ShortGame())));
  }

  private static GameRecord withOption(GameRecord record, String assignment) {
    int eq = assignment.indexOf('=');
    Map<String, String> options = new TreeMap<>(record.options());
    options.put(assignment.substring(0, eq), assignment.substring(eq + 1));
    return new GameRecord(record.formatVersion(), record.moduleIds(), record.moduleVersions(),
        ImmutableMap.copyOf(options), record.setup(), record.moves());
  }

  /**
   * Compares scores with the hand scoring. {@code complete}: every player and source not listed
   * must be 0; else only the listed entries are checked.
   */
  private static void check(String name, GameRecord record, GameState end,
      Map<String, Map<String, Integer>> expected, boolean complete) {
    ImmutableList<String> players = record.setup().players();
    for (String p : expected.keySet()) {
      assertTrue(players.contains(p), name + ": '# expect' names unknown player " + p);
    }
    List<String> diffs = new ArrayList<>();
    for (int seat = 0; seat < players.size(); seat++) {
      String player = players.get(seat);
      PlayerId id = PlayerId.of(seat);
      Map<String, Integer> want = expected.getOrDefault(player, Map.of());
      Map<String, Integer> got = new LinkedHashMap<>();
      for (Map.Entry<ScoreSource, Integer> e : end.scores().bySource(id).entrySet()) {
        got.put(e.getKey().id(), e.getValue());
      }
      got.put("total", end.scores().total(id));
      TreeSet<String> keys = new TreeSet<>(want.keySet());
      if (complete) {
        keys.addAll(got.keySet());
      }
      for (String k : keys) {
        int w = want.getOrDefault(k, 0);
        int g = got.getOrDefault(k, 0);
        if (w != g) {
          diffs.add(player + " " + k + ": hand scoring " + w + ", engine " + g);
        }
      }
    }
    assertTrue(diffs.isEmpty(), name + ": final scores differ from the hand scoring:\n  "
        + String.join("\n  ", diffs));
  }

  /**
   * The {@code # expect} lines of a record: {@code # expect <player> <source|total> <points>}
   * (the record as written), and {@code # expect-with <option>=<value> <player> <source|total>
   * <points>} (the same moves replayed with one option changed).
   */
  record Expectations(
      Map<String, Map<String, Integer>> base,
      Map<String, Map<String, Map<String, Integer>>> variants) {

    static Expectations parse(String text, String source) {
      Map<String, Map<String, Integer>> base = new LinkedHashMap<>();
      Map<String, Map<String, Map<String, Integer>>> variants = new LinkedHashMap<>();
      int n = 0;
      for (String line : text.split("\n", -1)) {
        n++;
        String s = line.strip();
        if (!s.startsWith("#")) {
          continue;
        }
        String[] w = s.substring(1).strip().split("\\s+");
        Map<String, Map<String, Integer>> into;
        int at;
        if (w[0].equals("expect")) {
          into = base;
          at = 1;
        } else if (w[0].equals("expect-with")) {
          if (w.length < 2 || w[1].indexOf('=') <= 0) {
            throw new AssertionError(source + ":" + n + ": expect-with needs <option>=<value>");
          }
          into = variants.computeIfAbsent(w[1], k -> new LinkedHashMap<>());
          at = 2;
        } else {
          continue;
        }
        if (w.length != at + 3) {
          throw new AssertionError(source + ":" + n + ": expected '<player> <source> <points>'");
        }
        int points;
        try {
          points = Integer.parseInt(w[at + 2]);
        } catch (NumberFormatException e) {
          throw new AssertionError(source + ":" + n + ": bad points '" + w[at + 2] + "'", e);
        }
        Integer old = into.computeIfAbsent(w[at], k -> new LinkedHashMap<>()).put(w[at + 1], points);
        if (old != null) {
          throw new AssertionError(source + ":" + n + ": " + w[at] + " " + w[at + 1] + " twice");
        }
      }
      for (Map.Entry<String, Map<String, Integer>> e : base.entrySet()) {
        if (!e.getValue().containsKey("total")) {
          throw new AssertionError(source + ": no '# expect " + e.getKey() + " total <n>' line");
        }
      }
      return new Expectations(base, variants);
    }
  }

  private static String header(String name) {
    return "# Events of the golden game " + name + ".rec, one per line (GoldenGamesTest.render).\n"
        + "# A changed golden output needs a CHANGELOG line; see docs/testing.md, Golden games.\n";
  }

  /** Where two event logs first differ, for the failure message. */
  private static String firstDifference(String expected, String actual) {
    String[] e = expected.split("\n", -1);
    String[] a = actual.split("\n", -1);
    for (int i = 0; i < Math.min(e.length, a.length); i++) {
      if (!e[i].equals(a[i])) {
        return "event " + (i + 1) + ": golden '" + e[i] + "', now '" + a[i] + "'";
      }
    }
    return "golden has " + (e.length - 1) + " events, now " + (a.length - 1);
  }

  /** The event lines of a {@code .events} file: comment and blank lines left out. */
  private static String eventLines(String file) {
    StringBuilder out = new StringBuilder();
    for (String line : file.split("\n")) {
      if (!line.isBlank() && !line.startsWith("#")) {
        out.append(line.strip()).append('\n');
      }
    }
    return out.toString();
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = GoldenGamesTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new AssertionError("missing test resource " + RESOURCE_DIR + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String resourceOrEmpty(String name) throws IOException {
    try (InputStream in = GoldenGamesTest.class.getResourceAsStream(name)) {
      return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String who(Optional<PlayerId> p) {
    return p.map(PlayerId::toString).orElse("-");
  }

  /** A fixed text form of the core events (not the records' {@code toString}). */
  static String render(GameEvent e) {
    if (e instanceof GameEvent.TurnStarted t) {
      return "turn-started " + t.player() + " " + t.turn();
    } else if (e instanceof GameEvent.TileDrawn t) {
      return "drawn " + t.player() + " " + t.tileId();
    } else if (e instanceof GameEvent.TileDiscarded t) {
      return "discarded " + t.player() + " " + t.tileId();
    } else if (e instanceof GameEvent.TilePlaced t) {
      return "placed " + who(t.player()) + " " + t.tileId() + " " + t.position() + " "
          + t.rotation();
    } else if (e instanceof GameEvent.FigureDeployed f) {
      return "deployed " + f.player() + " " + f.figure().id() + " " + f.location().notation();
    } else if (e instanceof GameEvent.FigureReturned f) {
      return "returned " + f.player() + " " + f.figure().id() + " " + f.from().notation();
    } else if (e instanceof GameEvent.FeatureCompleted f) {
      return "completed " + f.feature() + " " + f.kind().id() + " " + f.tiles();
    } else if (e instanceof GameEvent.PointsScored p) {
      return "points " + p.player() + " " + p.points() + " " + p.source().id() + " "
          + p.feature().map(Object::toString).orElse("-") + " " + who(p.payer()) + " "
          + p.track() + (p.finalScoring() ? " final" : " play");
    } else if (e instanceof GameEvent.TurnEnded t) {
      return "turn-ended " + t.player() + " " + t.turn();
    } else if (e instanceof GameEvent.GameEnded g) {
      return "game-ended " + g.scores().toString().replace(" ", "") + " "
          + g.winners().toString().replace(" ", "");
    }
    return e.getClass().getName() + " " + e;
  }
}
