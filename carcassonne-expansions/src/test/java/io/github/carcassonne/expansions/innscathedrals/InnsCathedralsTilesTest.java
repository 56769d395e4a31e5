package io.github.carcassonne.expansions.innscathedrals;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Checks the Inns &amp; Cathedrals tile set against the rules reference, section 4. */
class InnsCathedralsTilesTest {

  private static final TileSet SET = InnsCathedralsTiles.set();

  private static TileType tile(String id) {
    Optional<TileType> t = SET.type("inns-cathedrals:" + id);
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

  private static int count(TileType t, FeatureKind kind) {
    int n = 0;
    for (Segment s : t.segments()) {
      if (s.kind().equals(kind)) {
        n++;
      }
    }
    return n;
  }

  private static int attribute(TileType t, String attribute) {
    int n = 0;
    for (Segment s : t.segments()) {
      n += s.count(attribute);
    }
    return n;
  }

  /** The reference's table: id, count, edges, cities, roads, fields n/k, inns, cathedrals, ... */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    // id,    count, edges, cities, roads, fields, city fields, inn, cathedral, pennant, cloister
    "Cccc.c,   2, CCCC, 1, 0, 0, 0, 0, 1, 0, 0",
    "LRFR,     1, FRFR, 0, 2, 2, 0, 0, 0, 0, 1",
    "CCCC,     1, CCCC, 4, 0, 1, 1, 0, 0, 0, 0",
    "CCC,      1, CCFC, 3, 0, 1, 1, 0, 0, 0, 0",
    "CRCR,     1, CRCR, 2, 2, 4, 4, 0, 0, 0, 0",
    "CCc+,     1, CFCC, 2, 0, 1, 1, 0, 0, 1, 0",
    "C_,  1, CFFF, 1, 0, 2, 2, 0, 0, 0, 0",
    "CFR,      1, CFRF, 1, 1, 2, 2, 0, 0, 0, 0",
    "CcR,      1, CRFC, 1, 1, 2, 2, 0, 0, 0, 0",
    "CRcR+,    1, RCRC, 1, 2, 4, 4, 0, 0, 1, 0",
    "RCc.i,    1, CFRC, 1, 1, 2, 2, 1, 0, 0, 0",
    "RrC.i,    1, CFRR, 1, 1, 2, 1, 1, 0, 0, 0",
    "CcRr+.i,  1, CRRC, 1, 1, 2, 1, 1, 0, 1, 0",
    "RRR.i,    1, FRRR, 0, 3, 3, 0, 1, 0, 0, 0",
    "RFr.i,    1, FRFR, 0, 1, 2, 0, 1, 0, 0, 0",
    "Rr.i,     1, FFRR, 0, 1, 2, 0, 1, 0, 0, 0",
    "RrRr,     1, RRRR, 0, 2, 3, 0, 0, 0, 0, 0",
  })
  void tileMatchesTheReference(
      String id,
      int count,
      String edges,
      int cities,
      int roads,
      int fields,
      int cityFields,
      int inns,
      int cathedrals,
      int pennants,
      int cloisters) {
    TileType t = tile(id);
    assertEquals(count, SET.counts().get(t), "count");
    assertEquals(edges, edges(t), "edges");
    assertEquals(cities, count(t, FeatureKind.CITY), "cities");
    assertEquals(roads, count(t, FeatureKind.ROAD), "roads");
    assertEquals(fields, count(t, FeatureKind.FIELD), "fields");
    int touching = 0;
    for (Segment s : t.segments()) {
      if (s.kind().equals(FeatureKind.FIELD) && s.adjacent() != 0) {
        touching++;
      }
    }
    assertEquals(cityFields, touching, "fields touching a city");
    assertEquals(inns, attribute(t, InnsModule.INN), "inns");
    assertEquals(cathedrals, attribute(t, CathedralsModule.CATHEDRAL), "cathedrals");
    assertEquals(pennants, attribute(t, "pennant"), "pennants");
    assertEquals(cloisters, count(t, FeatureKind.CLOISTER), "cloisters");
  }

  @Test
  void totals() {
    assertEquals("inns-cathedrals", SET.id());
    assertEquals(18, SET.totalTiles());
    assertEquals(17, SET.types().size());
    assertTrue(SET.startTile().isEmpty(), "no start tile");
    int inns = 0;
    int cathedrals = 0;
    int pennants = 0;
    for (TileType t : SET.types()) {
      int n = SET.counts().get(t);
      assertTrue(t.id().startsWith("inns-cathedrals:"), t.id());
      inns += n * attribute(t, InnsModule.INN);
      cathedrals += n * attribute(t, CathedralsModule.CATHEDRAL);
      pennants += n * attribute(t, "pennant");
    }
    assertEquals(6, inns, "6 inn tiles");
    assertEquals(2, cathedrals, "2 cathedral tiles");
    assertEquals(3, pennants, "3 pennants");
  }

  @Test
  void innsLieOnRoadsAndCathedralsInCities() {
    for (TileType t : SET.types()) {
      for (Segment s : t.segments()) {
        if (s.has(InnsModule.INN)) {
          assertEquals(FeatureKind.ROAD, s.kind(), t.id());
        }
        if (s.has(CathedralsModule.CATHEDRAL)) {
          assertEquals(FeatureKind.CITY, s.kind(), t.id());
        }
      }
    }
  }

  @Test
  void noTileIdClashesWithTheBaseSet() {
    for (TileType t : SET.types()) {
      assertTrue(BaseTiles.set().type(t.id()).isEmpty(), t.id());
    }
  }

  @Test
  void canonicalTextRoundTrips() {
    assertEquals(SET, TileFormat.parse(TileFormat.write(SET), "written"));
  }
}
