package io.github.carcassonne.expansions.abbot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The base game's second-edition garden tiles that {@code gardens} scores (rules reference §1.1,
 * §1.6, §3: one each of E, H, I, M, N, R, U, V shows a garden): each is its plain tile plus one
 * inner garden segment, so its fields agree with the plain tile's row.
 */
class GardenTilesTest {

  @Test
  void eightBaseTilesHaveAGardenVariant() {
    TileSet set = BaseTiles.set();
    List<String> variants = new ArrayList<>();
    for (TileType t : set.types()) {
      String of = t.attributes().get("variant-of");
      if (of == null) {
        continue;
      }
      variants.add(of);
      assertEquals(0, set.counts().get(t), t.id());
      TileType plain = set.type(of).orElseThrow();
      assertEquals(plain.edges(), t.edges(), t.id());
      List<Segment> gardens = new ArrayList<>();
      for (Segment s : t.segments()) {
        if (s.kind().equals(FeatureKind.GARDEN)) {
          gardens.add(s);
        }
      }
      assertEquals(1, gardens.size(), t.id());
      assertTrue(gardens.get(0).isInner(), t.id());
      assertEquals(plain.segments().size() + 1, t.segments().size(), t.id());
      for (int i = 0; i < plain.segments().size(); i++) {
        Segment a = plain.segments().get(i);
        Segment b = t.segments().get(i);
        assertEquals(a.kind(), b.kind(), t.id());
        assertEquals(a.ports(), b.ports(), t.id());
        assertEquals(a.adjacent(), b.adjacent(), t.id());
      }
    }
    assertEquals(
        List.of("base:E", "base:H", "base:I", "base:M", "base:N", "base:R", "base:U", "base:V"),
        variants);
  }
}
