package io.github.carcassonne.expansions.tradersbuilders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The Traders &amp; Builders tile file against the table of the rules reference, §5: counts,
 * edges, goods, cloisters and each tile's field counts ("fields n/k": n fields, k of them
 * touching a city), derived from the definitions.
 */
class TradersBuildersTilesTest {

  /** The reference's rows: JCZ id, count, edges, good ("-" for none), flags, n, k. */
  private static final String[] TABLE = {
    "Cc.g 1 CFFC grain - 1 1",
    "Cc.w 1 CFFC wine - 1 1",
    "CCc.c 1 FCCC cloth - 2 2",
    "CCc.w 1 FCCC wine - 2 2",
    "Ccc.g 1 CCFC grain - 1 1",
    "CcCC.c 1 CCCC cloth - 1 1",
    "CcRR!.c 1 CRRC cloth - 4 4",
    "CcRR.w 1 CRRC wine - 3 3",
    "CcRC.c 1 CRCC cloth - 2 2",
    "CcRC.g 1 CRCC grain - 2 2",
    "CcR.c 1 CRFC cloth - 2 2",
    "CcR!.w 1 CRFC wine - 3 3",
    "CccR.w 1 CCRC wine - 2 2",
    "CcCc.w 1 CCCC wine - 1 1",
    "CFc.w 1 FCFC wine - 2 2",
    "CR 1 CRFF - - 2 2",
    "CRc.g 1 FCRC grain - 3 3",
    "CRc.w 1 FCRC wine - 3 3",
    "CRcR.w 1 RCRC wine - 4 4",
    "LRRR 1 FRRR - CL 3 0",
    "RCc.g 1 CFRC grain - 2 2",
    "RCc!.g 1 CFRC grain - 3 3",
    "RRC 1 CFRR - - 3 2",
    "RRrr 1 RRRR - - 4 0",
  };

  private static String id(String jcz) {
    return "traders-builders:" + jcz.replace('!', '_');
  }

  private static String edges(TileType t) {
    StringBuilder b = new StringBuilder();
    t.edges().forEach(e -> b.append(e.code()));
    return b.toString();
  }

  @Test
  void everyTileMatchesItsRow() {
    TileSet set = TradersBuildersTiles.set();
    assertEquals(TABLE.length, set.types().size());
    List<String> problems = new ArrayList<>();
    for (String row : TABLE) {
      String[] c = row.split(" ");
      TileType t = set.type(id(c[0])).orElse(null);
      if (t == null) {
        problems.add(c[0] + ": missing");
        continue;
      }
      int fields = 0;
      int touching = 0;
      int cloisters = 0;
      List<String> goods = new ArrayList<>();
      for (Segment s : t.segments()) {
        if (s.kind().equals(FeatureKind.FIELD)) {
          fields++;
          if (s.adjacent() != 0) {
            touching++;
          }
        }
        if (s.kind().equals(FeatureKind.CLOISTER)) {
          cloisters++;
        }
        String g = s.attributes().get("good");
        if (g != null) {
          assertEquals(FeatureKind.CITY, s.kind(), c[0] + ": goods lie in cities");
          goods.add(g);
        }
      }
      String actual =
          c[0] + " " + set.counts().get(t) + " " + edges(t) + " "
              + (goods.isEmpty() ? "-" : String.join(",", goods)) + " "
              + (cloisters == 1 ? "CL" : "-") + " " + fields + " " + touching;
      if (!actual.equals(row)) {
        problems.add("expected " + row + " but the file gives " + actual);
      }
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  @Test
  void totalsMatchTheReference() {
    TileSet set = TradersBuildersTiles.set();
    assertEquals(24, set.totalTiles());
    assertEquals(24, set.types().size());
    assertTrue(set.startTile().isEmpty());
    Map<String, Integer> goods = new TreeMap<>();
    for (TileType t : set.types()) {
      for (Segment s : t.segments()) {
        String g = s.attributes().get("good");
        if (g != null) {
          goods.merge(g, set.counts().get(t), Integer::sum);
        }
      }
    }
    assertEquals(Map.of("wine", 9, "grain", 6, "cloth", 5), goods);
  }

  @Test
  void everyGoodNamesAKnownGood() {
    for (TileType t : TradersBuildersTiles.set().types()) {
      for (Segment s : t.segments()) {
        String g = s.attributes().get(TradeGoodsModule.ATTRIBUTE);
        if (g != null) {
          assertTrue(TradeGoodsModule.Good.ofAttribute(g).isPresent(), t.id() + ": " + g);
        }
      }
    }
  }
}
