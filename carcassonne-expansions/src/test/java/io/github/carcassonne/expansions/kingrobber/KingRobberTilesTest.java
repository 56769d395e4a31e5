package io.github.carcassonne.expansions.kingrobber;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The King &amp; Robber tiles against the table of rules reference §10. */
class KingRobberTilesTest {

  /** Count, edges (N E S W), fields n/k, cloisters: the reference's rows by tile id. */
  static final Map<String, String> TABLE = new LinkedHashMap<>();

  static {
    TABLE.put("king-robber:LC", "1 CFFF 1/1 1");
    TABLE.put("king-robber:RC", "1 CFFR 2/2 0");
    TABLE.put("king-robber:CRrR", "1 CRRR 3/2 0");
    TABLE.put("king-robber:CcRR", "1 CRRC 4/4 0");
    TABLE.put("king-robber:CCcc", "1 CCCC 2/2 0");
  }

  static String row(TileSet set, TileType t) {
    StringBuilder edges = new StringBuilder();
    for (EdgeKind e : t.edges()) {
      edges.append(e.code());
    }
    int fields = 0;
    int cityFields = 0;
    int cloisters = 0;
    for (Segment s : t.segments()) {
      if (s.kind().equals(FeatureKind.FIELD)) {
        fields++;
        if (s.adjacent() != 0) {
          cityFields++;
        }
      }
      if (s.kind().equals(FeatureKind.CLOISTER)) {
        cloisters++;
      }
    }
    return set.counts().get(t) + " " + edges + " " + fields + "/" + cityFields + " " + cloisters;
  }

  @Test
  void everyTileMatchesTheReferenceTable() {
    TileSet set = KingRobberModule.tiles();
    assertEquals("king-robber", set.id());
    Map<String, String> actual = new LinkedHashMap<>();
    for (TileType t : set.types()) {
      actual.put(t.id(), row(set, t));
    }
    assertEquals(TABLE, actual);
  }

  @Test
  void totals() {
    TileSet set = KingRobberModule.tiles();
    assertEquals(5, set.totalTiles());
    assertEquals(5, set.types().size());
    int pennants = 0;
    for (TileType t : set.types()) {
      for (Segment s : t.segments()) {
        pennants += s.count("pennant");
      }
    }
    assertEquals(0, pennants);
    assertEquals(java.util.Optional.empty(), set.startTile());
  }

  @Test
  void theFileIsCanonicalData() {
    TileSet set = KingRobberModule.tiles();
    assertEquals(set, TileFormat.parse(TileFormat.write(set), "written"));
  }
}
