package io.github.carcassonne.expansions.wheel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.tile.Piece;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The provisional default data has the shape the rules reference §14 gives. */
class WheelDataTest {
  private static final TileSet SET = WheelTilesModule.defaultSet();

  @Test
  void seventyTwoLandTilesNineteenWithAWheelNumber() {
    int land = 0;
    Map<String, Integer> byNumber = new TreeMap<>();
    for (Map.Entry<TileType, Integer> e : SET.counts().entrySet()) {
      land += e.getValue();
      String n = e.getKey().attributes().get("wheel");
      if (n != null) {
        byNumber.merge(n, e.getValue(), Integer::sum);
      }
    }
    assertEquals(72, land);
    assertEquals(Map.of("1", 7, "2", 7, "3", 5), byNumber);
    long fromOtherSets =
        SET.counts().entrySet().stream()
            .filter(e -> e.getKey().id().matches("wheel-of-fortune:(ic|tb|kr)\\..*"))
            .mapToInt(Map.Entry::getValue)
            .sum();
    assertEquals(9, fromOtherSets); // 6 I&C + 1 T&B + 2 King & Scout
  }

  @Test
  void theBoardHasSixteenCellsAndSixteenOuterEdges() {
    Piece board = SET.pieces().get(WheelBoardModule.PIECE);
    assertEquals(16, board.cells().size());
    int outer = 0;
    for (Piece.Cell c : board.cells()) {
      assertTrue(c.type().id().startsWith(WheelBoardModule.CELL_PREFIX), c.type().id());
      assertEquals(0, SET.counts().get(c.type()));
      outer += (int) c.type().edges().stream().filter(k -> !k.id().equals("wheel")).count();
    }
    assertEquals(16, outer);
    assertTrue(new WheelBoardModule().descriptor().provisional());
    assertTrue(new WheelTilesModule().descriptor().provisional());
    assertTrue(new WheelOfFortuneModule().descriptor().provisional());
  }

  @Test
  void theModulesTheServiceLoaderMakesUseTheDefaultSetAndOthersTheirOwn() {
    // the no-argument constructors read no file; the default set is theirs when first asked
    assertSame(SET, new WheelTilesModule().set());
    assertSame(SET, new WheelBoardModule().set());
    TileSet own = new TileSet("own", SET.counts(), SET.startTile(), SET.pieces());
    assertSame(own, new WheelTilesModule(own).set());
    assertSame(own, new WheelBoardModule(own).set());
    assertFalse(new WheelTilesModule(own).descriptor().provisional());
    assertFalse(new WheelBoardModule(own).descriptor().provisional());
  }

  @Test
  void theDefaultWheelHasSixSegmentsAndNineCrowns() {
    WheelLayout w = WheelLayout.defaultLayout();
    assertEquals(6, w.size());
    assertEquals(WheelEvent.FORTUNA, w.segment(0).event());
    assertEquals(9, w.crownSpaces());
    WheelLayout own = WheelLayout.parse("segment plague 1\n", "own");
    assertFalse(new WheelOfFortuneModule(own).descriptor().provisional());
  }

  @Test
  void badLayoutLinesAreNamed() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> WheelLayout.parse("segment luck 1\n", "w.data"));
    assertEquals("w.data:1: unknown event 'luck'", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> WheelLayout.parse("# x\nsegment storm 3\n", "w.data"));
    assertTrue(e.getMessage().startsWith("w.data:2: "), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> WheelLayout.parse("", "w.data"));
    assertEquals("w.data: a wheel needs at least one segment", e.getMessage());
  }
}
