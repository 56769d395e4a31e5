package io.github.carcassonne.testkit.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import org.junit.jupiter.api.Test;

class AsciiBoardTest {
  private static final Engine ENGINE = Engine.of(RuleSet.of("base"));

  @Test
  void startTileAlone() {
    GameState s = ENGINE.newGame(GameSetup.of(2, 1));
    assertEquals(
        String.join(
            "\n",
            "       0",
            "    .#####.",
            "    ..###..",
            "  0 =======",
            "    .......",
            "    .......",
            ""),
        AsciiBoard.render(s));
  }

  @Test
  void figureShowsItsSeatDigitOnItsSpot() {
    GameState s = ENGINE.resolveChance(ENGINE.newGame(GameSetup.of(2, 4))).state();
    Move.PlaceTile place = ENGINE.placements(s).get(0);
    s = ENGINE.apply(s, place).state();
    Move deploy = null;
    for (Move m : ENGINE.legalMoves(s)) {
      if (m instanceof Move.Deploy d && d.figure().equals(FigureKind.FOLLOWER)) {
        deploy = m;
        break;
      }
    }
    assertTrue(deploy != null, "some deployment");
    s = ENGINE.apply(s, deploy).state();
    Location.OnFeature on = (Location.OnFeature) ((Move.Deploy) deploy).location();
    String board = AsciiBoard.render(s);
    String[] lines = board.split("\n");
    // the board spans the start tile and the new one; find the block of the new tile
    int minX = Math.min(0, on.position().x());
    int minY = Math.min(0, on.position().y());
    int[] cell = AsciiBoard.spotCell(on.spot());
    Position p = on.position();
    String row = lines[1 + (p.y() - minY) * AsciiBoard.ROWS + cell[0]];
    int col = 4 + (p.x() - minX) * AsciiBoard.COLS + cell[1];
    assertEquals('0', row.charAt(col), board);
  }

  @Test
  void scoreTableListsEveryPlayerAndTotal() {
    GameState s = ENGINE.newGame(GameSetup.of(3, 1));
    String table = AsciiBoard.scoreTable(s);
    String[] lines = table.split("\n");
    assertEquals(4, lines.length, table);
    assertTrue(lines[0].startsWith("player") && lines[0].endsWith("total"), table);
    assertTrue(lines[3].startsWith("p2") && lines[3].endsWith(" 0"), table);
  }

  @Test
  void nullIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> AsciiBoard.render(null));
    assertThrows(IllegalArgumentException.class, () -> AsciiBoard.scoreTable(null));
  }
}
