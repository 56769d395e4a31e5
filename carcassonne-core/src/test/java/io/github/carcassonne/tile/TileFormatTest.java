package io.github.carcassonne.tile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tests for {@link TileFormat}: reading, writing and every kind of error. */
class TileFormatTest {

  /** A small set with an extra edge kind, attributes, a variant and a piece. */
  private static final String CUSTOM =
      String.join(
          "\n",
          "# a custom set",
          "format 1",
          "set test",
          "edgekind ~ river          # built in, redeclared with the same id: allowed",
          "edgekind L lava",
          "start test:nw",
          "",
          "tile test:nw count 1 edges CRLF spring name=North-west",
          "  city   c  N*  pennant=2 good=wine",
          "  road   r  E   inn",
          "  lava   l  S",
          "  field  f1 ENE ESE   adj=c",
          "  field  f2 SSE SSW W*",
          "\ttile-feature x C",
          "",
          "tile test:ne count 0 edges FFFF variant-of=test:nw",
          "  field  f  N* E* S* W*",
          "  garden g  C",
          "",
          "piece test:board cells 2",
          "  cell 0,0 test:nw R0",
          "  cell 1,-1 test:ne R270",
          "");

  private static String baseText() {
    try (InputStream in =
        BaseTiles.class.getResourceAsStream("/io/github/carcassonne/base/base.tiles")) {
      assertTrue(in != null, "base.tiles resource missing");
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---------------------------------------------------------------------------------------
  // Reading and writing

  @Test
  void roundTripOfTheBaseSet() {
    TileSet base = BaseTiles.set();
    String text = TileFormat.write(base);
    TileSet back = TileFormat.parse(text, "written");
    assertEquals(base, back);
    assertEquals(ImmutableList.copyOf(base.types()), ImmutableList.copyOf(back.types()));
    assertEquals(text, TileFormat.write(back), "writing is canonical");
    assertTrue(text.startsWith("format 1\nset base\nstart base:D\n"), text);
    assertTrue(text.contains("\ntile base:A count 2 edges FFRF\n  cloister m C\n  road r S\n"
        + "  field f N* E* SSE SSW W*\n"), text);
    assertTrue(text.contains("  field f1 ENE WNW adj=c\n"), text);
    assertTrue(text.contains("tile base:E.garden count 0 edges CFFF variant-of=base:E\n"), text);
  }

  @Test
  void parsesTheCustomSet() {
    TileSet set = TileFormat.parse(CUSTOM, "custom.tiles");
    assertEquals("test", set.id());
    assertEquals(Optional.of("test:nw"), set.startTile());
    assertEquals(2, set.types().size());
    assertEquals(1, set.totalTiles());

    TileType nw = set.type("test:nw").orElseThrow();
    EdgeKind lava = EdgeKind.of("lava", 'L');
    assertEquals(List.of(EdgeKind.CITY, EdgeKind.ROAD, lava, EdgeKind.FIELD), nw.edges());
    assertEquals(ImmutableMap.of("spring", "", "name", "North-west"), nw.attributes());
    assertEquals(6, nw.segments().size());
    Segment city = nw.segments().get(0);
    assertEquals("c", city.label());
    assertEquals(FeatureKind.CITY, city.kind());
    assertEquals(0b111, city.ports());
    assertEquals(2, city.count("pennant"));
    assertEquals("wine", city.attributes().get("good"));
    Segment road = nw.segments().get(1);
    assertTrue(road.has("inn"));
    assertEquals(1, road.count("inn"));
    assertEquals(1 << Port.E.index(), road.ports());
    assertEquals(FeatureKind.of("lava"), nw.segments().get(2).kind());
    Segment f1 = nw.segments().get(3);
    assertEquals(1, f1.adjacent(), "adj=c is segment 0");
    assertEquals((1 << Port.ENE.index()) | (1 << Port.ESE.index()), f1.ports());
    assertEquals(0, nw.segments().get(4).adjacent());
    Segment inner = nw.segments().get(5);
    assertEquals(FeatureKind.of("tile-feature"), inner.kind());
    assertTrue(inner.isInner());

    TileType ne = set.type("test:ne").orElseThrow();
    assertEquals(0, set.counts().get(ne));
    assertEquals("test:nw", ne.attributes().get("variant-of"));
    assertEquals(FeatureKind.GARDEN, ne.segments().get(1).kind());

    Piece board = set.pieces().get("test:board");
    assertEquals("test:board", board.id());
    assertEquals(
        List.of(
            new Piece.Cell(Position.of(0, 0), nw, Rotation.R0),
            new Piece.Cell(Position.of(1, -1), ne, Rotation.R270)),
        board.cells());

    String written = TileFormat.write(set);
    assertTrue(written.contains("edgekind L lava\n"), written);
    assertTrue(!written.contains("edgekind ~"), "built-in kinds are not declared: " + written);
    assertEquals(set, TileFormat.parse(written, "again"));
  }

  @Test
  void crLfBomTabsAndCommentsAreAccepted() {
    String text =
        "\uFEFF# header\r\nformat 1 # the version\r\n\r\nset  t\r\n"
            + "tile t:a\tcount 1 edges FFFF\r\n\t  field f N* E* S* W*   # all round\r\n";
    TileSet set = TileFormat.parse(text, "crlf");
    assertEquals(1, set.totalTiles());
    assertEquals(0xFFF, set.types().get(0).segments().get(0).ports());
  }

  @Test
  void readsAFile(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("mine.tiles");
    Files.writeString(file, CUSTOM, StandardCharsets.UTF_8);
    assertEquals(TileFormat.parse(CUSTOM, "x"), TileFormat.read(file));

    Files.writeString(file, "format 1\nset t\nbogus\n", StandardCharsets.UTF_8);
    TileFormatException e = assertThrows(TileFormatException.class, () -> TileFormat.read(file));
    assertEquals(file.toString(), e.source());
    assertEquals(3, e.line());
  }

  @Test
  void resourceNotFound() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> TileFormat.resource(TileFormatTest.class, "no-such.tiles"));
    assertTrue(e.getMessage().contains("io/github/carcassonne/tile/no-such.tiles"), e.getMessage());
  }

  @Test
  void resourceByAbsoluteName() {
    assertEquals(
        BaseTiles.set(),
        TileFormat.resource(TileFormatTest.class, "/io/github/carcassonne/base/base.tiles"));
  }

  @Test
  void writeRejectsWhatItCannotWrite() {
    Segment spaced =
        new Segment(0, "f", FeatureKind.FIELD, 0xFFF, ImmutableMap.of("name", "two words"), 0);
    TileType t = new TileType("t:a", List.of(EdgeKind.FIELD, EdgeKind.FIELD, EdgeKind.FIELD,
        EdgeKind.FIELD), List.of(spaced), ImmutableMap.of());
    TileSet set = new TileSet("t", ImmutableMap.of(t, 1), Optional.empty(), ImmutableMap.of());
    assertThrows(IllegalArgumentException.class, () -> TileFormat.write(set));

    Segment a = new Segment(0, "x", FeatureKind.FIELD, 0x0FF, ImmutableMap.of(), 0);
    Segment b = new Segment(1, "x", FeatureKind.FIELD, 0xF00, ImmutableMap.of(), 0);
    TileType twice = new TileType("t:b", List.of(EdgeKind.FIELD, EdgeKind.FIELD, EdgeKind.FIELD,
        EdgeKind.FIELD), List.of(a, b), ImmutableMap.of());
    TileSet set2 =
        new TileSet("t", ImmutableMap.of(twice, 1), Optional.empty(), ImmutableMap.of());
    assertThrows(IllegalArgumentException.class, () -> TileFormat.write(set2));
  }

  // ---------------------------------------------------------------------------------------
  // Errors

  private static final String HEAD = "format 1\nset t\n";

  private static TileFormatException error(String text, int line, int column, String detail) {
    try {
      TileFormat.parse(text, "src.tiles");
    } catch (TileFormatException e) {
      assertEquals("src.tiles", e.source());
      assertEquals(line, e.line(), "line of: " + e.getMessage());
      assertEquals(column, e.column(), "column of: " + e.getMessage());
      assertTrue(e.detail().contains(detail), "detail of: " + e.getMessage());
      assertEquals("src.tiles:" + line + ":" + column + ": " + e.detail(), e.getMessage());
      return e;
    }
    return fail("no error for:\n" + text);
  }

  @Test
  void unknownDirective() {
    error(HEAD + "   \n  # nothing\nsetting x\n", 5, 1, "unknown directive 'setting'");
  }

  @Test
  void unindentedSegmentLine() {
    error(HEAD + "tile t:a count 1 edges FFFF\nfield f N* E* S* W*\n", 4, 1,
        "unknown directive 'field'");
  }

  @Test
  void indentedLineOutsideATile() {
    error(HEAD + "  field f N* E* S* W*\n", 3, 3, "indented line outside a tile or piece");
  }

  @Test
  void unknownPortToken() {
    error(HEAD + "tile t:a count 1 edges FFFF\n  field f N* E* SW W*\n", 4, 17,
        "unknown port 'SW'");
  }

  @Test
  void duplicateLabel() {
    error(HEAD + "tile t:a count 1 edges FFFF\n  field f N* E*\n  field f S* W*\n", 5, 9,
        "duplicate label 'f'");
  }

  @Test
  void adjToUnknownLabel() {
    error(HEAD + "tile t:a count 1 edges CFFF\n  city c N*\n  field f E* S* W* adj=c,d\n",
        5, 26, "adj= names 'd'");
  }

  @Test
  void adjToItself() {
    error(HEAD + "tile t:a count 1 edges FFFF\n  field f N* E* S* W* adj=f\n",
        4, 27, "cannot be adjacent to itself");
  }

  @Test
  void portClaimedTwice() {
    error(HEAD + "tile t:a count 1 edges FFFF\n  field f N* E*\n  field g S* W* NNE\n",
        5, 17, "port NNE already belongs to segment 'f'");
  }

  @Test
  void portListedTwiceInOneSegment() {
    error(HEAD + "tile t:a count 1 edges FFFF\n  field f N* E* S* W* ENE\n",
        4, 23, "port ENE is listed twice");
  }

  @Test
  void portUnclaimedIsReportedAtTheTileLine() {
    TileFormatException e =
        error(HEAD + "\ntile t:a count 1 edges FFFF\n  field f N* E* S* WSW W\n", 4, 6,
            "port WNW belongs to no segment");
    assertTrue(e.getCause() instanceof IllegalArgumentException);
  }

  @Test
  void edgeKindMismatchIsReportedAtTheTileLine() {
    error(HEAD + "tile t:a count 1 edges CFFF\n  field f N* E* S* W*\n", 3, 6,
        "side N is a city edge");
  }

  @Test
  void badCount() {
    error(HEAD + "tile t:a count -1 edges FFFF\n", 3, 16, "bad count '-1'");
    error(HEAD + "tile t:a count many edges FFFF\n", 3, 16, "bad count 'many'");
    error(HEAD + "tile t:a count 99999999999 edges FFFF\n", 3, 16, "bad count");
  }

  @Test
  void unknownEdgeCode() {
    error(HEAD + "tile t:a count 1 edges FFLF\n", 3, 26, "unknown edge code 'L'");
    error(HEAD + "tile t:a count 1 edges FFF\n", 3, 24, "edges needs four codes");
  }

  @Test
  void duplicateTileId() {
    String tile = "tile t:a count 1 edges FFFF\n  field f N* E* S* W*\n";
    error(HEAD + tile + tile, 5, 6, "duplicate tile id t:a (first defined on line 3)");
  }

  @Test
  void missingFormat() {
    error("set t\nformat 1\n", 1, 1, "missing 'format' directive");
    error("", 1, 1, "missing 'format' directive");
    error("# only a comment\n\n", 1, 1, "missing 'format' directive");
    error("\n  format 1\n", 2, 3, "missing 'format' directive");
  }

  @Test
  void missingSet() {
    error("format 1\n", 2, 1, "missing 'set' directive");
    error("format 1\ntile t:a count 1 edges FFFF\n", 2, 1, "missing 'set' directive");
  }

  @Test
  void newerFormatVersion() {
    TileFormatException e = error("format 2\nset t\n", 1, 8, "");
    assertEquals("format 2 is newer than this library reads (1)", e.detail());
    assertEquals("src.tiles:1:8: format 2 is newer than this library reads (1)", e.getMessage());
    error("format 0\n", 1, 8, "bad format version '0'");
    error("format one\n", 1, 8, "bad format version 'one'");
    error("format 1\nformat 1\n", 2, 1, "duplicate 'format'");
  }

  @Test
  void directiveArguments() {
    error("format\n", 1, 8, "missing format version");
    error("format 1 extra\n", 1, 10, "unexpected 'extra'");
    error(HEAD + "set u\n", 3, 1, "duplicate 'set'");
    error("format 1\nset bad:id\n", 2, 5, "bad set id");
    error(HEAD + "tile t:a\n", 3, 10, "missing 'count'");
    error(HEAD + "tile t:a counts 1 edges FFFF\n", 3, 10, "expected 'count', found 'counts'");
    error(HEAD + "tile nocolon count 1 edges FFFF\n", 3, 6, "bad tile id 'nocolon'");
    error(HEAD + "tile t:a count 1 edges FFFF Bad\n", 3, 29, "bad attribute 'Bad'");
    error(HEAD + "tile t:a count 1 edges FFFF x=1 x\n", 3, 33, "duplicate attribute x");
    error(HEAD + "tile t:a count 1 edges FFFF x=\n", 3, 29, "empty value");
  }

  @Test
  void edgeKindDirective() {
    error(HEAD + "edgekind ~ water\n", 3, 10, "already declared as river");
    error(HEAD + "edgekind W river\n", 3, 12, "edge kind river already has the code '~'");
    error(HEAD + "edgekind LL lava\n", 3, 10, "one character");
    error(HEAD + "edgekind L Lava\n", 3, 12, "bad edge kind id");
    error(HEAD + "edgekind \u00e9 lava\n", 3, 10, "bad edge kind code");
  }

  @Test
  void startDirective() {
    error(HEAD + "start t:z\ntile t:a count 1 edges FFFF\n  field f N* E* S* W*\n", 3, 7,
        "start tile t:z is not a tile of this file");
    error(HEAD + "start t:a\nstart t:a\n", 4, 1, "duplicate 'start'");
  }

  @Test
  void segmentLineErrors() {
    String tile = HEAD + "tile t:a count 1 edges FFFF\n";
    error(tile + "  Field f N* E* S* W*\n", 4, 3, "bad feature kind 'Field'");
    error(tile + "  field\n", 4, 9, "missing segment label");
    error(tile + "  field f\n", 4, 11, "lists no ports");
    error(tile + "  field f pennant\n", 4, 11, "lists no ports");
    error(tile + "  field f N* E* S* W* pennant=x\n", 4, 23, "bad pennant count 'x'");
    error(tile + "  field f N* E* S* pennant W*\n", 4, 28, "port 'W*' after the attributes");
    error(tile + "  field f N* E* S* W*\n  garden g C N\n", 5, 14, "cannot be combined");
    error(tile + "  field f N* E* S*\n  garden g W* C\n", 5, 15, "cannot be combined");
    error(tile + "  field f N* E* S* W* adj=\n", 4, 23, "adj= needs at least one");
    error(tile + "  field f N* E* S* W* adj=a,,b\n", 4, 29, "empty label");
    error(tile + "  field f N* E* S* W* adj=f,f\n", 4, 29, "listed twice");
    error(tile + "  field f N* E* S* W* adj=f adj=f\n", 4, 29, "duplicate attribute adj");
    error(tile + "  field f=g N* E* S* W*\n", 4, 9, "bad segment label");
  }

  @Test
  void pieceErrors() {
    String tile = "tile t:a count 1 edges FFFF\n  field f N* E* S* W*\n";
    error(HEAD + tile + "piece t:p cells 2\n  cell 0,0 t:a R0\n", 5, 17,
        "declares 2 cells but lists 1");
    error(HEAD + tile + "piece t:p cells 1\n  cell 0,0 t:b R0\n", 6, 12,
        "t:b is not a tile of this file");
    error(HEAD + tile + "piece t:p cells 1\n  cell 0;0 t:a R0\n", 6, 8, "bad cell offset");
    error(HEAD + tile + "piece t:p cells 1\n  cell 0,0 t:a R45\n", 6, 16, "bad rotation 'R45'");
    error(HEAD + tile + "piece t:p cells 2\n  cell 0,0 t:a R0\n  cell 0,0 t:a R90\n", 7, 8,
        "already has a cell at 0,0");
    error(HEAD + tile + "piece t:p cells 1\n  tile 0,0 t:a R0\n", 6, 3, "expected 'cell'");
    error(HEAD + tile + "piece t:p cells 0\n", 5, 17, "bad cell count '0'");
    error(HEAD + tile + "piece t:p cells 1\n  cell 0,0 t:a R0\npiece t:p cells 1\n", 7, 7,
        "duplicate piece id t:p");
    error("format 1\npiece t:p cells 1\n", 2, 1, "missing 'set' directive");
  }

  @Test
  void forwardReferencesAreResolvedAtTheEnd() {
    String text =
        HEAD
            + "start t:a\n"
            + "piece t:p cells 1\n  cell 0,0 t:a R90\n"
            + "tile t:a count 1 edges CFFF\n  field f E* S* W* adj=c\n  city c N*\n";
    TileSet set = TileFormat.parse(text, "fwd");
    TileType a = set.type("t:a").orElseThrow();
    assertEquals(1 << 1, a.segments().get(0).adjacent());
    assertEquals(a, set.pieces().get("t:p").cells().get(0).type());
  }

  // ---------------------------------------------------------------------------------------
  // Robustness: no input text makes the parser fail other than with TileFormatException.

  private static final String[] NOISE = {
    " ", "\t", "\n", "\r", "#", "=", ",", "*", ":", "-", "0", "9", "C", "N", "R0", "adj=", "f",
    "tile ", "cell ", "piece ", "start ", "set ", "format ", "edgekind ", "99999999999", "\uFEFF",
    "\u00e9", "\u0000", "~", "N*", "  field x C\n", "  city c N* E* S* W*\n"
  };

  @Test
  void randomMutationsOnlyEverFailWithTileFormatException() {
    List<String> seeds = List.of(baseText(), CUSTOM, TileFormat.write(BaseTiles.set()));
    Random random = new Random(20260507L);
    int parsed = 0;
    int failures = 0;
    for (int i = 0; i < 3000; i++) {
      StringBuilder text = new StringBuilder(seeds.get(i % seeds.size()));
      int edits = 1 + random.nextInt(4);
      for (int k = 0; k < edits; k++) {
        int at = random.nextInt(text.length() + 1);
        switch (random.nextInt(4)) {
          case 0:
            text.insert(at, NOISE[random.nextInt(NOISE.length)]);
            break;
          case 1:
            text.delete(at, Math.min(text.length(), at + 1 + random.nextInt(12)));
            break;
          case 2:
            if (at < text.length()) {
              text.setCharAt(at, (char) (32 + random.nextInt(95)));
            }
            break;
          default:
            // Drop or duplicate a whole line.
            int start = text.lastIndexOf("\n", Math.max(0, at - 1)) + 1;
            int end = text.indexOf("\n", at);
            end = end < 0 ? text.length() : end + 1;
            if (random.nextBoolean()) {
              text.delete(start, end);
            } else {
              text.insert(start, text.substring(start, end));
            }
            break;
        }
      }
      String input = text.toString();
      try {
        TileFormat.parse(input, "fuzz");
        parsed++;
      } catch (TileFormatException e) {
        failures++;
        assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
      } catch (RuntimeException e) {
        throw new AssertionError("parser crashed on input:\n" + input, e);
      }
    }
    assertTrue(parsed > 0 && failures > 0, parsed + " parsed, " + failures + " rejected");
  }

  @Test
  void randomTokenSoupOnlyEverFailsWithTileFormatException() {
    Random random = new Random(7L);
    String[] words = {
      "format", "1", "2", "set", "t", "tile", "t:a", "t:b", "count", "edges", "FFFF", "CFFF",
      "field", "city", "garden", "f", "c", "g", "N*", "E*", "S*", "W*", "C", "NNE", "adj=c",
      "adj=f", "pennant", "pennant=2", "piece", "t:p", "cells", "cell", "0,0", "1,0", "R0",
      "R90", "start", "edgekind", "L", "lava", "#", "=", ""
    };
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      lines.clear();
      lines.add("format 1");
      lines.add("set t");
      int n = random.nextInt(8);
      for (int k = 0; k < n; k++) {
        StringBuilder line = new StringBuilder(random.nextBoolean() ? "  " : "");
        int m = 1 + random.nextInt(8);
        for (int w = 0; w < m; w++) {
          line.append(words[random.nextInt(words.length)]).append(' ');
        }
        lines.add(line.toString());
      }
      String input = String.join("\n", lines);
      try {
        TileFormat.parse(input, "soup");
      } catch (TileFormatException e) {
        assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
      } catch (RuntimeException e) {
        throw new AssertionError("parser crashed on input:\n" + input, e);
      }
    }
  }
}
