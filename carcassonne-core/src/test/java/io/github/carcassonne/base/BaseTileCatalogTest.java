package io.github.carcassonne.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Checks the base tile set against the rules reference, section 1.6. */
class BaseTileCatalogTest {

  private static final TileSet SET = BaseTiles.set();

  private static final Set<String> GARDEN_LETTERS = Set.of("E", "H", "I", "M", "N", "R", "U", "V");

  private static TileType tile(String id) {
    Optional<TileType> t = SET.type(id);
    assertTrue(t.isPresent(), "missing tile " + id);
    return t.get();
  }

  private static String edges(TileType t) {
    StringBuilder sb = new StringBuilder();
    for (EdgeKind e : t.edges()) {
      sb.append(e.code());
    }
    return sb.toString();
  }

  private static List<Segment> segments(TileType t, FeatureKind kind) {
    List<Segment> out = new ArrayList<>();
    for (Segment s : t.segments()) {
      if (s.kind().equals(kind)) {
        out.add(s);
      }
    }
    return out;
  }

  private static int pennants(TileType t) {
    int n = 0;
    for (Segment s : t.segments()) {
      n += s.count("pennant");
    }
    return n;
  }

  /**
   * One row per letter of the rules reference's table: count, edges NESW, "fields n/k", pennants
   * on the tile, cloister flag, and the number of distinct rotations (worked out by hand from the
   * layout: C, B, X look the same every way round; U, F, G, H after a half turn).
   */
  @ParameterizedTest(name = "base:{0}")
  @CsvSource({
    "A, 2, FFRF, 1, 0, 0, true,  4",
    "B, 4, FFFF, 1, 0, 0, true,  1",
    "C, 1, CCCC, 0, 0, 1, false, 1",
    "D, 4, CRFR, 2, 1, 0, false, 4",
    "E, 5, CFFF, 1, 1, 0, false, 4",
    "F, 2, FCFC, 2, 2, 1, false, 2",
    "G, 1, FCFC, 2, 2, 0, false, 2",
    "H, 3, CFCF, 1, 1, 0, false, 2",
    "I, 2, CFFC, 1, 1, 0, false, 4",
    "J, 3, CRRF, 2, 1, 0, false, 4",
    "K, 3, CFRR, 2, 1, 0, false, 4",
    "L, 3, CRRR, 3, 1, 0, false, 4",
    "M, 2, CFFC, 1, 1, 1, false, 4",
    "N, 3, CFFC, 1, 1, 0, false, 4",
    "O, 2, CRRC, 2, 1, 1, false, 4",
    "P, 3, CRRC, 2, 1, 0, false, 4",
    "Q, 1, CCFC, 1, 1, 1, false, 4",
    "R, 3, CCFC, 1, 1, 0, false, 4",
    "S, 2, CCRC, 2, 2, 1, false, 4",
    "T, 1, CCRC, 2, 2, 0, false, 4",
    "U, 8, FRFR, 2, 0, 0, false, 2",
    "V, 9, FFRR, 2, 0, 0, false, 4",
    "W, 4, FRRR, 3, 0, 0, false, 4",
    "X, 1, RRRR, 4, 0, 0, false, 1",
  })
  void tableRow(
      String letter,
      int count,
      String edges,
      int fields,
      int fieldsTouchingCity,
      int pennants,
      boolean cloister,
      int rotations) {
    TileType t = tile("base:" + letter);
    assertEquals(count, SET.counts().get(t), "count");
    assertEquals(edges, edges(t), "edges NESW");
    List<Segment> fieldSegments = segments(t, FeatureKind.FIELD);
    assertEquals(fields, fieldSegments.size(), "field segments");
    assertEquals(
        fieldsTouchingCity,
        fieldSegments.stream().filter(s -> s.adjacent() != 0).count(),
        "field segments touching a city");
    assertEquals(pennants, pennants(t), "pennants");
    assertEquals(cloister, !segments(t, FeatureKind.CLOISTER).isEmpty(), "cloister");
    assertEquals(rotations, t.distinctRotations().size(), "distinct rotations");
    assertTrue(t.attributes().isEmpty(), "plain base tiles carry no tile attributes");
  }

  @Test
  void totals() {
    assertEquals("base", SET.id());
    assertEquals(72, SET.totalTiles());
    long plainTypes =
        SET.types().stream().filter(t -> !t.has("variant-of")).count();
    assertEquals(24, plainTypes);
    assertEquals(32, SET.types().size());
    int pennants = 0;
    int cloisters = 0;
    for (TileType t : SET.types()) {
      int n = SET.counts().get(t);
      pennants += n * pennants(t);
      if (!segments(t, FeatureKind.CLOISTER).isEmpty()) {
        cloisters += n;
      }
    }
    assertEquals(10, pennants);
    assertEquals(6, cloisters);
    assertEquals(Optional.of("base:D"), SET.startTile());
    assertTrue(SET.pieces().isEmpty());
  }

  @Test
  void lettersAreInOrder() {
    StringBuilder letters = new StringBuilder();
    for (TileType t : SET.types()) {
      if (!t.has("variant-of")) {
        letters.append(t.id().substring("base:".length()));
      }
    }
    assertEquals("ABCDEFGHIJKLMNOPQRSTUVWX", letters.toString());
  }

  @Test
  void setIsParsedOnce() {
    assertSame(BaseTiles.set(), BaseTiles.set());
  }

  /** Roads through middle thirds, fields on outer thirds only, cities on whole sides. */
  @Test
  void segmentsSitWhereTheirKindBelongs() {
    for (TileType t : SET.types()) {
      for (Segment s : t.segments()) {
        String where = t.id() + " " + s.label();
        if (s.kind().equals(FeatureKind.ROAD)) {
          for (Port p : Port.values()) {
            assertTrue(!s.touches(p) || p.isMiddle(), where + " road off the middle third");
          }
          assertFalse(s.isInner(), where);
        } else if (s.kind().equals(FeatureKind.FIELD)) {
          for (Side side : Side.values()) {
            Port mid = Port.of(side)[1];
            if (s.touches(mid)) {
              assertEquals(EdgeKind.FIELD, t.edges().get(side.ordinal()), where);
            }
          }
          assertFalse(s.isInner(), where);
        } else if (s.kind().equals(FeatureKind.CITY)) {
          for (Side side : Side.values()) {
            Port[] ports = Port.of(side);
            boolean any = s.touches(ports[0]) || s.touches(ports[1]) || s.touches(ports[2]);
            boolean all = s.touches(ports[0]) && s.touches(ports[1]) && s.touches(ports[2]);
            assertEquals(any, all, where + " city on part of side " + side);
            if (any) {
              assertEquals(EdgeKind.CITY, t.edges().get(side.ordinal()), where);
            }
          }
        } else {
          assertTrue(
              s.kind().equals(FeatureKind.CLOISTER) || s.kind().equals(FeatureKind.GARDEN),
              where + " unexpected kind " + s.kind());
          assertTrue(s.isInner(), where + " inner feature touching a side");
        }
        for (int k = 0; k < t.segments().size(); k++) {
          if ((s.adjacent() & (1 << k)) != 0) {
            assertEquals(FeatureKind.FIELD, s.kind(), where + " only fields have adj");
            assertEquals(FeatureKind.CITY, t.segments().get(k).kind(), where + " adj to non-city");
          }
        }
      }
    }
  }

  /** A field touches a city segment exactly when it shares a corner with it on the tile edge. */
  @Test
  void fieldAdjacencyMatchesTheEdgeRing() {
    for (TileType t : SET.types()) {
      for (Segment f : segments(t, FeatureKind.FIELD)) {
        int expected = 0;
        for (Segment c : segments(t, FeatureKind.CITY)) {
          for (int p = 0; p < 12; p++) {
            int next = (p + 1) % 12;
            boolean fc = (f.ports() & (1 << p)) != 0 && (c.ports() & (1 << next)) != 0;
            boolean cf = (c.ports() & (1 << p)) != 0 && (f.ports() & (1 << next)) != 0;
            if (fc || cf) {
              expected |= 1 << c.index();
            }
          }
        }
        assertEquals(expected, f.adjacent(), t.id() + " field " + f.label());
      }
    }
  }

  @Test
  void specificLayouts() {
    // K: city N, road S-W; the field east and north of the road touches the city.
    TileType k = tile("base:K");
    assertEquals(FeatureKind.FIELD, k.segmentAt(Port.ESE).kind());
    assertTrue(k.segmentAt(Port.ESE).adjacent() != 0);
    assertTrue(k.segmentAt(Port.WNW).adjacent() != 0);
    assertEquals(k.segmentAt(Port.ESE), k.segmentAt(Port.WNW));
    assertEquals(0, k.segmentAt(Port.SSW).adjacent());
    assertEquals(k.segmentAt(Port.SSW), k.segmentAt(Port.WSW));
    assertEquals(k.segmentAt(Port.S), k.segmentAt(Port.W));
    // L: three stubs, only the northern field touches the city.
    TileType l = tile("base:L");
    assertTrue(l.segmentAt(Port.ENE).adjacent() != 0);
    assertEquals(l.segmentAt(Port.ENE), l.segmentAt(Port.WNW));
    assertEquals(0, l.segmentAt(Port.ESE).adjacent());
    assertEquals(0, l.segmentAt(Port.SSW).adjacent());
    assertEquals(3, segments(l, FeatureKind.ROAD).size());
    // H: one field between two separate cities touching both.
    TileType h = tile("base:H");
    assertEquals(2, segments(h, FeatureKind.CITY).size());
    assertEquals(
        (1 << h.segmentAt(Port.N).index()) | (1 << h.segmentAt(Port.S).index()),
        h.segmentAt(Port.E).adjacent());
    assertEquals(h.segmentAt(Port.E), h.segmentAt(Port.W));
    // A: the road S ends at the cloister; one field all around.
    TileType a = tile("base:A");
    assertEquals(1, segments(a, FeatureKind.ROAD).size());
    assertEquals(1 << Port.S.index(), segments(a, FeatureKind.ROAD).get(0).ports());
    // W and X: one segment per stub.
    assertEquals(3, segments(tile("base:W"), FeatureKind.ROAD).size());
    assertEquals(4, segments(tile("base:X"), FeatureKind.ROAD).size());
    // D: the start tile, city N and a straight road E-W.
    TileType d = tile("base:D");
    assertEquals(d.segmentAt(Port.E), d.segmentAt(Port.W));
    assertEquals(FeatureKind.ROAD, d.segmentAt(Port.E).kind());
  }

  @ParameterizedTest
  @ValueSource(strings = {"E", "H", "I", "M", "N", "R", "U", "V"})
  void gardenVariant(String letter) {
    TileType plain = tile("base:" + letter);
    TileType garden = tile("base:" + letter + ".garden");
    assertEquals(0, SET.counts().get(garden));
    assertEquals("base:" + letter, garden.attributes().get("variant-of"));
    assertEquals(plain.edges(), garden.edges());
    int n = plain.segments().size();
    assertEquals(n + 1, garden.segments().size());
    assertEquals(plain.segments(), garden.segments().subList(0, n));
    Segment g = garden.segments().get(n);
    assertEquals(FeatureKind.GARDEN, g.kind());
    assertTrue(g.isInner());
    assertEquals(plain.distinctRotations(), garden.distinctRotations());
  }

  @Test
  void exactlyTheEightGardenVariants() {
    List<String> withGarden = new ArrayList<>();
    for (TileType t : SET.types()) {
      if (!segments(t, FeatureKind.GARDEN).isEmpty()) {
        withGarden.add(t.id());
        assertTrue(t.has("variant-of"), t.id());
      }
    }
    assertEquals(8, withGarden.size());
    for (String letter : GARDEN_LETTERS) {
      assertTrue(withGarden.contains("base:" + letter + ".garden"), letter);
    }
  }
}
