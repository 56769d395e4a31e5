package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
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
    PlacementMoves table = new PlacementMoves(3, 2);
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
    PlacementMoves table = new PlacementMoves(3, 2);
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
  void deploymentsAroundTheOriginGetOneObjectPerSpotAndKind() {
    PlacementMoves table = new PlacementMoves(3, 2);
    FigureKind[] kinds = {FigureKind.FOLLOWER, FigureKind.of("other")};
    String[] spots = {"N", "C", "C2"};
    int h = PlacementMoves.HALF;
    for (int[] xy : new int[][] {{0, 0}, {-h, -h}, {h - 1, h - 1}, {5, -2}}) {
      Position p = table.position(xy[0], xy[1]);
      List<Move.Deploy> made = new ArrayList<>();
      for (int k = 0; k < 2; k++) {
        for (int s = 0; s < 3; s++) {
          Move.Deploy m = table.deploy(xy[0], xy[1], s, spots[s], k, kinds[k]);
          assertEquals(new Move.Deploy(kinds[k], new Location.OnFeature(p, spots[s])), m);
          assertSame(m, table.deploy(xy[0], xy[1], s, spots[s], k, kinds[k]));
          assertSame(p, ((Location.OnFeature) m.location()).position());
          made.add(m);
        }
      }
      assertEquals(6, made.stream().distinct().count());
    }
  }

  @Test
  void deploymentsOutsideTheTableGetEqualNewObjects() {
    PlacementMoves table = new PlacementMoves(3, 2);
    int h = PlacementMoves.HALF;
    // a cell too far out, and ids the table was not sized for
    int[][] asks = {{h, 0, 1, 0}, {0, 0, 3, 0}, {0, 0, -1, 0}, {0, 0, 0, 2}, {0, 0, 0, -1}};
    for (int[] a : asks) {
      Move.Deploy m = table.deploy(a[0], a[1], a[2], "S", a[3], FigureKind.FOLLOWER);
      assertEquals(
          new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(new Position(a[0], a[1]), "S")),
          m);
      assertNotSame(m, table.deploy(a[0], a[1], a[2], "S", a[3], FigureKind.FOLLOWER));
    }
  }

  @Test
  void threadsSharingATableGetEqualMoves() throws Exception {
    PlacementMoves table = new PlacementMoves(3, 2);
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
