package io.github.carcassonne.expansions.river;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.expansions.river2.River2Tiles;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The River and River II tile sets against the rules reference's tables (§2.1, §2.2): counts,
 * edges and the "fields n/k" column, derived from the definitions (n = field segments, k = those
 * touching a city).
 */
class RiverTileSetsTest {

  /** One row of a reference table: tile id, count, edges N E S W, fields, city fields. */
  record Row(String id, int count, String edges, int fields, int cityFields) {}

  static final List<Row> RIVER =
      List.of(
          new Row("river:s", 1, "F~FF", 1, 0),
          new Row("river:I.e", 1, "FFF~", 1, 0),
          new Row("river:CICI", 1, "C~C~", 2, 2),
          new Row("river:CIRI", 1, "C~R~", 4, 2),
          new Row("river:LIRI", 1, "F~R~", 3, 0),
          new Row("river:RIrI", 1, "~R~R", 4, 0),
          new Row("river:IFI", 2, "F~F~", 2, 0),
          new Row("river:CcII", 1, "C~~C", 2, 1),
          new Row("river:RrII", 1, "RR~~", 3, 0),
          new Row("river:II", 2, "FF~~", 2, 0),
          new Row("river:II.garden", 0, "FF~~", 2, 0));

  static final List<Row> RIVER_2 =
      List.of(
          new Row("river:s", 1, "F~FF", 1, 0),
          new Row("river-2:IFC", 1, "FCF~", 2, 2),
          new Row("river-2:I.v", 1, "FFF~", 1, 0),
          new Row("river-2:III", 1, "~~F~", 3, 0),
          new Row("river-2:CIcI", 1, "~C~C", 2, 2),
          new Row("river-2:LIFI", 1, "F~F~", 2, 0),
          new Row("river-2:RIrI", 1, "~R~R", 4, 0),
          new Row("river-2:CIRI", 1, "C~R~", 4, 2),
          new Row("river-2:II", 1, "FF~~", 2, 0),
          new Row("river-2:CcII+", 1, "C~~C", 2, 1),
          new Row("river-2:II+", 1, "~FF~", 2, 0),
          new Row("river-2:RrII", 1, "RR~~", 3, 0));

  static void check(TileSet set, List<Row> table) {
    assertEquals(table.size(), set.types().size(), "types of " + set.id());
    List<String> ids = new ArrayList<>();
    for (Row row : table) {
      TileType t = set.type(row.id()).orElseThrow(() -> new AssertionError("no " + row.id()));
      ids.add(t.id());
      assertEquals(row.count(), set.counts().get(t), row.id() + " count");
      StringBuilder edges = new StringBuilder();
      for (EdgeKind e : t.edges()) {
        edges.append(e.code());
      }
      assertEquals(row.edges(), edges.toString(), row.id() + " edges");
      int fields = 0;
      int cityFields = 0;
      for (Segment s : t.segments()) {
        if (s.kind().equals(FeatureKind.FIELD)) {
          fields++;
          if (s.adjacent() != 0) {
            cityFields++;
          }
        }
      }
      assertEquals(row.fields(), fields, row.id() + " fields");
      assertEquals(row.cityFields(), cityFields, row.id() + " fields touching a city");
    }
  }

  @Test
  void theRiverMatchesTheReference() {
    TileSet set = RiverTiles.set();
    check(set, RIVER);
    assertEquals(12, set.totalTiles());
    assertEquals("river:s", set.startTile().orElseThrow());
    assertEquals(
        "river:II", set.type("river:II.garden").orElseThrow().attributes().get("variant-of"));
    long gardens =
        set.type("river:II.garden").orElseThrow().segments().stream()
            .filter(s -> s.kind().equals(FeatureKind.GARDEN))
            .count();
    assertEquals(1, gardens);
  }

  @Test
  void riverTwoMatchesTheReference() {
    TileSet set = River2Tiles.set();
    check(set, RIVER_2);
    assertEquals(12, set.totalTiles());
    // the inn on the bridge, the pig herd, the pennant, the fork's single river segment
    assertTrue(set.type("river-2:RIrI").orElseThrow().segments().stream()
        .anyMatch(s -> s.kind().equals(FeatureKind.ROAD) && s.has("inn")));
    assertTrue(set.type("river-2:II+").orElseThrow().segments().stream()
        .anyMatch(s -> s.kind().equals(FeatureKind.FIELD) && s.has("pigherd")));
    assertEquals(1, set.type("river-2:CcII+").orElseThrow().segments().stream()
        .mapToInt(s -> s.count("pennant")).sum());
    assertTrue(set.type("river-2:I.v").orElseThrow().has("volcano"));
  }

  @Test
  void theSpringIsOneTileInBothSets() {
    assertEquals(
        RiverTiles.set().type("river:s").orElseThrow(),
        River2Tiles.set().type("river:s").orElseThrow());
    // merged by id: 12 + 12 - 1 shared spring
    int merged = 0;
    for (int n : TileSet.merge(List.of(RiverTiles.set(), River2Tiles.set())).values()) {
      merged += n;
    }
    assertEquals(23, merged);
  }

  @Test
  void waterIsOneMiddlePortPerRiverEdgeAndFieldsTakeTheOuterThirds() {
    for (TileSet set : List.of(RiverTiles.set(), River2Tiles.set())) {
      for (TileType t : set.types()) {
        int riverEdges = 0;
        int riverPorts = 0;
        for (EdgeKind e : t.edges()) {
          riverEdges += e.equals(EdgeKind.RIVER) ? 1 : 0;
        }
        for (Segment s : t.segments()) {
          if (s.kind().equals(FeatureKind.RIVER)) {
            riverPorts += Integer.bitCount(s.ports());
          }
        }
        assertEquals(riverEdges, riverPorts, t.id());
      }
    }
  }
}
