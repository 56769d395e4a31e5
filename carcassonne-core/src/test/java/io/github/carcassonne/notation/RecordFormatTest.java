package io.github.carcassonne.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RecordFormatTest {
  private static final Engine BASE = Engine.of(RuleSet.of("base"));

  static final String EXAMPLE =
      String.join(
          "\n",
          "carcassonne-record 1",
          "# comments and blank lines are allowed anywhere",
          "",
          "rules base                # module ids as requested",
          "module base.roads 1",
          "option base.farm-era=second",
          "players Ann Bob Cid       # seat order",
          "first 1",
          "seed -42",
          "moves",
          "draw base:V",
          "place 1,0 R90",
          "deploy follower 1,0 E",
          "\tplace   -1,0\tR270   ",
          "skip",
          "score 0,-1 N",
          "");

  @Test
  void parsesTheExample() {
    GameRecord r = RecordFormat.parse(EXAMPLE, "example.rec");
    assertEquals(1, r.formatVersion());
    assertEquals(List.of("base"), r.moduleIds());
    assertEquals(ImmutableMap.of("base.roads", 1), r.moduleVersions());
    assertEquals(ImmutableMap.of("base.farm-era", "second"), r.options());
    assertEquals(new GameSetup(ImmutableList.of("Ann", "Bob", "Cid"), 1, -42L), r.setup());
    assertEquals(
        List.of(
            new Move.DrawTile("base:V"),
            new Move.PlaceTile(Position.of(1, 0), Rotation.R90),
            new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(Position.of(1, 0), "E")),
            new Move.PlaceTile(Position.of(-1, 0), Rotation.R270),
            Move.Skip.INSTANCE,
            new Move.ChooseFeature(Position.of(0, -1), "N")),
        r.moves());
  }

  @Test
  void writesCanonicalText() {
    GameRecord r = RecordFormat.parse(EXAMPLE, "example.rec");
    assertEquals(
        String.join(
            "\n",
            "carcassonne-record 1",
            "rules base",
            "module base.roads 1",
            "option base.farm-era=second",
            "players Ann Bob Cid",
            "first 1",
            "seed -42",
            "moves",
            "draw base:V",
            "place 1,0 R90",
            "deploy follower 1,0 E",
            "place -1,0 R270",
            "skip",
            "score 0,-1 N",
            ""),
        RecordFormat.write(r));
  }

  @Test
  void defaultsAndLineEndings() {
    String text =
        "\uFEFFcarcassonne-record 1\r\nrules base\rplayers a b\r\nseed 0\nmoves";
    GameRecord r = RecordFormat.parse(text, "x");
    assertEquals(0, r.setup().firstPlayer());
    assertEquals(ImmutableMap.of(), r.moduleVersions());
    assertEquals(ImmutableMap.of(), r.options());
    assertEquals(List.of(), r.moves());
    assertEquals(r, RecordFormat.parse(RecordFormat.write(r), "y"));
  }

  @Test
  void ofFillsTheRuleSet() {
    RuleSet rules = RuleSet.builder().modules("base").option("base.farmers", "false").build();
    GameRecord r = RecordFormat.of(Engine.of(rules), GameSetup.of(2, 5L), List.of());
    assertEquals(GameRecord.FORMAT_VERSION, r.formatVersion());
    assertEquals(List.of("base"), r.moduleIds());
    assertEquals(rules.moduleIds(), r.moduleVersions().keySet().asList());
    assertTrue(r.moduleVersions().values().stream().allMatch(v -> v >= 1));
    assertEquals(ImmutableMap.of("base.farmers", "false"), r.options());
    assertEquals(r, RecordFormat.parse(RecordFormat.write(r), "of"));
  }

  @Test
  void writeThenParseIsTheIdentityOnRealGames() {
    for (int g = 0; g < 30; g++) {
      GameSetup setup =
          new GameSetup(
              ImmutableList.copyOf(List.of("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")
                  .subList(0, 2 + g % 5)),
              g % 2,
              g * 1_000_003L - 500);
      Games.Played p = Games.play(BASE, setup, g, g % 3 == 0 ? 50 : Integer.MAX_VALUE);
      List<Move> moves = g % 2 == 0 ? p.moves() : p.decisions();
      GameRecord r = RecordFormat.of(BASE, setup, moves);
      String text = RecordFormat.write(r);
      assertEquals(r, RecordFormat.parse(text, "g" + g));
      assertEquals(text, RecordFormat.write(RecordFormat.parse(text, "g" + g)));
      for (Move m : moves) {
        assertEquals(m, RecordFormat.parseMove(RecordFormat.writeMove(m)));
      }
    }
  }

  @Test
  void readsFiles(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("game.rec");
    Files.writeString(f, EXAMPLE.replace("first 1", "first 7"));
    RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordFormat.read(f));
    assertEquals(f.toString(), e.source());
    assertEquals(8, e.line());
    Files.writeString(f, EXAMPLE);
    assertEquals(RecordFormat.parse(EXAMPLE, "x"), RecordFormat.read(f));
  }

  // ---------------------------------------------------------------- moves

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "draw base:V|draw base:V",
        "place 0,-1 R0|place 0,-1 R0",
        "  place   -2147483648,2147483647 R180  # far away|place -2147483648,2147483647 R180",
        "deploy follower 3,4 NNW|deploy follower 3,4 NNW",
        "deploy large-follower 3,4 C2|deploy large-follower 3,4 C2",
        "skip|skip",
        "score 0,-1 N|score 0,-1 N",
      })
  void parsesAndWritesMoves(String text, String canonical) {
    Move m = RecordFormat.parseMove(text);
    assertEquals(canonical, RecordFormat.writeMove(m));
    assertEquals(canonical, m.notation());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''|1|empty move",
        "# just a comment|1|empty move",
        "jump 1,0|1|unknown move 'jump': expected one of deploy, draw, place, score, skip",
        "Skip|1|unknown move 'Skip'",
        "moves|1|'moves' belongs in the header",
        "skip now|6|unexpected 'now'",
        "draw|6|missing argument: expected 'draw <tile-id>'",
        "draw V|6|bad tile id 'V'",
        "place 1,0|11|missing argument",
        "place 1;0 R0|7|bad position '1;0'",
        "place 1,0 r90|11|bad rotation 'r90'",
        "place 1,0 R45|11|bad rotation 'R45'",
        "place 99999999999,0 R0|7|position out of range",
        "place 1,0 R0 extra|14|unexpected 'extra'",
        "deploy follower supply|17|a figure cannot be deployed to 'supply'",
        "deploy Follower 0,0 N|8|bad figure kind 'Follower'",
        "deploy follower 0,0 n|21|bad spot 'n'",
        "deploy follower 0,0|21|missing argument",
        "score 0,0|11|missing argument",
        "score 0,0 N* |11|bad spot 'N*'",
      })
  void reportsBadMoves(String text, int column, String message) {
    RecordFormatException e =
        assertThrows(RecordFormatException.class, () -> RecordFormat.parseMove(text));
    assertEquals("<move>", e.source());
    assertEquals(1, e.line());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.detail().contains(message), e.getMessage());
    assertEquals("<move>:1:" + column + ": " + e.detail(), e.getMessage());
  }

  @Test
  void aMoveIsOneLine() {
    RecordFormatException e =
        assertThrows(RecordFormatException.class, () -> RecordFormat.parseMove("skip\nskip"));
    assertEquals(5, e.column());
  }

  @Test
  void writeRefusesMovesThatDoNotReadBack() {
    Move deployToSupply = new Move.Deploy(FigureKind.FOLLOWER, Location.Supply.INSTANCE);
    assertThrows(IllegalArgumentException.class, () -> RecordFormat.writeMove(deployToSupply));
    Move badTile = new Move.DrawTile("no id");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RecordFormat.writeMove(badTile));
    assertTrue(e.getMessage().contains("does not read back"), e.getMessage());
    GameRecord r =
        new GameRecord(
            1, ImmutableList.of("base"), ImmutableMap.of(), ImmutableMap.of(),
            GameSetup.of(2, 1L), ImmutableList.of(badTile));
    assertThrows(IllegalArgumentException.class, () -> RecordFormat.write(r));
  }

  @Test
  void writeRefusesRecordsThatDoNotReadBack() {
    GameSetup setup = GameSetup.of(2, 1L);
    List<GameRecord> bad =
        List.of(
            new GameRecord(2, ImmutableList.of("base"), ImmutableMap.of(), ImmutableMap.of(),
                setup, ImmutableList.of()),
            new GameRecord(1, ImmutableList.of(), ImmutableMap.of(), ImmutableMap.of(),
                setup, ImmutableList.of()),
            new GameRecord(1, ImmutableList.of("base", "base"), ImmutableMap.of(),
                ImmutableMap.of(), setup, ImmutableList.of()),
            new GameRecord(1, ImmutableList.of("Base"), ImmutableMap.of(), ImmutableMap.of(),
                setup, ImmutableList.of()),
            new GameRecord(1, ImmutableList.of("base"), ImmutableMap.of("base", 0),
                ImmutableMap.of(), setup, ImmutableList.of()),
            new GameRecord(1, ImmutableList.of("base"), ImmutableMap.of(),
                ImmutableMap.of("base.x", "a b"), setup, ImmutableList.of()),
            new GameRecord(1, ImmutableList.of("base"), ImmutableMap.of(),
                ImmutableMap.of("base.x", ""), setup, ImmutableList.of()),
            new GameRecord(1, ImmutableList.of("base"), ImmutableMap.of(),
                ImmutableMap.of("nodot", "1"), setup, ImmutableList.of()));
    for (GameRecord r : bad) {
      assertThrows(IllegalArgumentException.class, () -> RecordFormat.write(r), r.toString());
    }
  }

  // ---------------------------------------------------------------- record errors

  private static final String HEAD = "carcassonne-record 1\nrules base\nplayers Ann Bob\nseed 1\n";

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        // text (\\n for line breaks) | line | column | message fragment
        "''|1|1|empty record",
        "# nothing\\n\\n|3|1|empty record",
        "rules base|1|1|a record starts with 'carcassonne-record 1', not 'rules'",
        "carcassonne-record|1|20|missing format version",
        "carcassonne-record one|1|20|bad format version 'one'",
        "carcassonne-record 2\\nthis is not read|1|20|record format 2 is newer than this library reads (1)",
        "'  carcassonne-record 0012'|1|22|record format 12 is newer than this library reads (1)",
        "carcassonne-record 99999999999999999999|1|20|record format 99999999999999999999 is newer",
        "carcassonne-record 0|1|20|record format 0 does not exist",
        "carcassonne-record 1 extra|1|22|unexpected 'extra'",
        "carcassonne-record 1\\ncarcassonne-record 1|2|1|second 'carcassonne-record' line",
        "carcassonne-record 1|1|21|missing 'moves' line",
        "carcassonne-record 1\\nrules base\\n|3|1|missing 'moves' line",
        "carcassonne-record 1\\nmoves|2|1|missing 'rules' line",
        "carcassonne-record 1\\nrules base\\nmoves|3|1|missing 'players' line",
        "carcassonne-record 1\\nrules base\\nplayers a b\\nmoves|4|1|missing 'seed' line",
        "carcassonne-record 1\\nrules|2|7|missing module id after 'rules'",
        "carcassonne-record 1\\nrules base Base|2|12|bad module id 'Base'",
        "carcassonne-record 1\\nrules base river base|2|18|module 'base' is named twice",
        "carcassonne-record 1\\nrules base\\nrules base|3|1|second 'rules' line (first at line 2)",
        "carcassonne-record 1\\nmodule base|2|13|missing argument: expected 'module <id> <version>'",
        "carcassonne-record 1\\nmodule base 0|2|13|bad module version '0'",
        "carcassonne-record 1\\nmodule base x|2|13|bad module version 'x'",
        "carcassonne-record 1\\nmodule base 99999999999|2|13|bad module version",
        "carcassonne-record 1\\nmodule base 1 2|2|15|unexpected '2'",
        "carcassonne-record 1\\nmodule base 1\\nmodule base 2|3|8|already has a version (line 2)",
        "carcassonne-record 1\\noption base.farmers|2|8|expected <key>=<value>",
        "carcassonne-record 1\\noption base.farmers=|2|21|missing value for option base.farmers",
        "carcassonne-record 1\\noption farmers=true|2|8|bad option key 'farmers'",
        "carcassonne-record 1\\noption a.b=1 a.c=2|2|14|unexpected 'a.c=2'",
        "carcassonne-record 1\\noption a.b=1\\noption a.b=2|3|8|option a.b is set twice (first at line 2)",
        "carcassonne-record 1\\nplayers Ann|2|13|a game has 2 to 6 players, not 1",
        "carcassonne-record 1\\nplayers a b c d e f g|2|21|at most 6 players",
        "carcassonne-record 1\\nplayers Ann Ann|2|13|player name 'Ann' is given twice",
        "carcassonne-record 1\\nplayers Ann B;b|2|13|bad player name 'B;b'",
        "carcassonne-record 1\\nplayers Ann B=b|2|13|bad player name 'B=b'",
        "carcassonne-record 1\\nfirst -1|2|7|bad seat '-1'",
        "carcassonne-record 1\\nfirst|2|7|missing argument: expected 'first <seat>'",
        "carcassonne-record 1\\nfirst 2\\nrules base\\nplayers a b\\nseed 1\\nmoves|2|7|first seat 2 is not a seat of 2 players",
        "carcassonne-record 1\\nseed 1.5|2|6|bad seed '1.5'",
        "carcassonne-record 1\\nseed 9223372036854775808|2|6|seed out of range",
        "carcassonne-record 1\\nseed 1\\nseed 2|3|1|second 'seed' line",
        "carcassonne-record 1\\nmoves now|2|7|unexpected 'now'",
        "carcassonne-record 1\\nplace 0,1 R0|2|1|unknown header line 'place'",
        "carcassonne-record 1\\nround 1|2|1|unknown header line 'round'",
      })
  void reportsBadRecords(String escaped, int line, int column, String message) {
    String text = escaped.replace("\\n", "\n");
    RecordFormatException e =
        assertThrows(RecordFormatException.class, () -> RecordFormat.parse(text, "bad.rec"));
    assertEquals("bad.rec", e.source());
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.detail().contains(message), e.getMessage());
    assertEquals("bad.rec:" + line + ":" + column + ": " + e.detail(), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "draw base:V\\nplace 0,1 R0\\njump|8|1|unknown move 'jump'",
        "seed 3|6|1|'seed' belongs in the header",
        "moves|6|1|'moves' belongs in the header",
        "skip\\n   place 0,1 R0 R90|7|17|unexpected 'R90'",
        "skip\\n\\n  # comment\\n deploy follower 0,1 x|9|22|bad spot 'x'",
      })
  void reportsBadMovesInRecords(String escaped, int line, int column, String message) {
    String text = HEAD + "moves\n" + escaped.replace("\\n", "\n");
    RecordFormatException e =
        assertThrows(RecordFormatException.class, () -> RecordFormat.parse(text, "bad.rec"));
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.detail().contains(message), e.getMessage());
  }

  @Test
  void newerFormatMessageIsExact() {
    RecordFormatException e =
        assertThrows(
            RecordFormatException.class,
            () -> RecordFormat.parse("# saved by a newer version\ncarcassonne-record 2\n", "n"));
    assertEquals("n:2:20: record format 2 is newer than this library reads (1)", e.getMessage());
  }

  // ---------------------------------------------------------------- rule sets

  @Test
  void ruleSetFromARecord() {
    GameRecord r =
        RecordFormat.parse(
            HEAD.replace("seed", "option base.followers=5\nmodule base.roads 1\nseed") + "moves\n",
            "r");
    RuleSet rules = RecordFormat.ruleSet(r);
    assertEquals(List.of("base"), rules.requestedModules());
    assertEquals("5", rules.options().get("base.followers"));
  }

  @Test
  void ruleSetRefusesUnknownModules() {
    GameRecord r =
        RecordFormat.parse(HEAD.replace("rules base", "rules base nosuch") + "moves", "r");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RecordFormat.ruleSet(r));
    assertTrue(e.getMessage().startsWith("record names unknown module 'nosuch'"), e.getMessage());
    GameRecord r2 = RecordFormat.parse(HEAD + "module other 1\nmoves", "r");
    e = assertThrows(IllegalArgumentException.class, () -> RecordFormat.ruleSet(r2));
    assertTrue(e.getMessage().startsWith("record names unknown module 'other'"), e.getMessage());
  }

  @Test
  void ruleSetRefusesNewerModuleVersions() {
    int have = RuleSet.of("base").modules().get(0).version();
    String id = RuleSet.of("base").modules().get(0).id();
    GameRecord ok = RecordFormat.parse(HEAD + "module " + id + " " + have + "\nmoves", "r");
    RecordFormat.ruleSet(ok);
    GameRecord r = RecordFormat.parse(HEAD + "module " + id + " " + (have + 1) + "\nmoves", "r");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RecordFormat.ruleSet(r));
    assertEquals(
        "record needs module '" + id + "' version " + (have + 1)
            + ", newer than this library's version " + have,
        e.getMessage());
  }

  @Test
  void ruleSetRefusesBadOptionsAndStrayVersions() {
    GameRecord unknownOption = RecordFormat.parse(HEAD + "option base.nope=1\nmoves", "r");
    assertThrows(IllegalArgumentException.class, () -> RecordFormat.ruleSet(unknownOption));
    GameRecord badValue = RecordFormat.parse(HEAD + "option base.followers=many\nmoves", "r");
    assertThrows(IllegalArgumentException.class, () -> RecordFormat.ruleSet(badValue));
    GameRecord nonsense =
        RecordFormat.parse(
            HEAD + "option base.farmers=false\noption base.farm-era=second\nmoves", "r");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RecordFormat.ruleSet(nonsense));
    assertTrue(e.getMessage().contains("base.farm-era"), e.getMessage());
  }

  @Test
  void explicitDefaultOptionsReplay() {
    GameRecord r =
        RecordFormat.parse(HEAD + "option base.farmers=true\nmoves\ndraw base:V\n", "r");
    // the record states a default value; engines with default options replay it
    assertEquals("base:V", BASE.replay(r).drawnTile().orElseThrow().id());
    Engine engine = Engine.of(RecordFormat.ruleSet(r));
    assertEquals("base:V", engine.replay(r).drawnTile().orElseThrow().id());
    // but an engine with another value refuses it
    Engine noFarmers =
        Engine.of(RuleSet.builder().modules("base").option("base.farmers", "false").build());
    assertThrows(IllegalArgumentException.class, () -> noFarmers.replay(r));
  }
}
