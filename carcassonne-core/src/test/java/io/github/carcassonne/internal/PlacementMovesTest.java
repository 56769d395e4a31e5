package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class PlacementMovesTest {

  @Test
  void cellsAroundTheOriginGetOneObjectEach() {
    PlacementMoves table = new PlacementMoves();
    int h = PlacementMoves.HALF;
    for (int[] xy : new int[][] {{0, 0}, {-h, -h}, {h - 1, h - 1}, {-h, h - 1}, {3, -7}}) {
      Position p = table.position(xy[0], xy[1]);
      assertEquals(new Position(xy[0], xy[1]), p);
      assertSame(p, table.position(xy[0], xy[1]));
      for (int r = 0; r < 4; r++) {
        Move.PlaceTile m = table.place(xy[0], xy[1], r);
        assertEquals(new Move.PlaceTile(p, Rotation.ofQuarterTurns(r)), m);
        assertSame(m, table.place(xy[0], xy[1], r));
        assertSame(p, m.position());
      }
    }
  }

  @Test
  void cellsFartherOutGetEqualNewObjects() {
    PlacementMoves table = new PlacementMoves();
    int h = PlacementMoves.HALF;
    for (int[] xy : new int[][] {{h, 0}, {0, -h - 1}, {-5000, 7}, {Integer.MAX_VALUE / 4, 0}}) {
      Position p = table.position(xy[0], xy[1]);
      assertEquals(new Position(xy[0], xy[1]), p);
      assertNotSame(p, table.position(xy[0], xy[1]));
      Move.PlaceTile m = table.place(xy[0], xy[1], 3);
      assertEquals(new Move.PlaceTile(p, Rotation.R270), m);
      assertNotSame(m, table.place(xy[0], xy[1], 3));
    }
  }

  @Test
  void threadsSharingATableGetEqualMoves() throws Exception {
    PlacementMoves table = new PlacementMoves();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<Move.PlaceTile>>> runs = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        runs.add(
            pool.submit(
                () -> {
                  List<Move.PlaceTile> out = new ArrayList<>();
                  for (int y = -20; y < 20; y++) {
                    for (int x = -20; x < 20; x++) {
                      out.add(table.place(x, y, (x + y) & 3));
                    }
                  }
                  return out;
                }));
      }
      List<Move.PlaceTile> first = runs.get(0).get();
      for (Future<List<Move.PlaceTile>> run : runs) {
        List<Move.PlaceTile> moves = run.get();
        assertEquals(first, moves);
        for (Move.PlaceTile m : moves) {
          assertEquals(Rotation.ofQuarterTurns((m.position().x() + m.position().y()) & 3),
              m.rotation());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
