package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.RuleSet;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The board's two ways of placing: versions shared by copy on write, and an exclusive board
 * written in place (a rollout's), with its direct cell grid and the hash beyond it.
 */
class BoardTest {
  private static final Compiled C =
      ((State) Engine.of(RuleSet.of("base")).newGame(GameSetup.of(2, 1L))).c;

  /** A random walk of placements, far enough to leave the exclusive board's grid. */
  private static int[][] walk(long seed, int tiles) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int[][] out = new int[tiles][];
    boolean[][] taken = new boolean[400][400];
    int x = 0;
    int y = 0;
    taken[200][200] = true;
    out[0] = new int[] {rnd.nextInt(C.tileTypes.size()), rnd.nextInt(4), 0, 0};
    for (int i = 1; i < tiles; i++) {
      // mostly eastwards, so that the board outgrows the grid
      do {
        int step = rnd.nextInt(6);
        if (step < 3) {
          x++;
        } else if (step == 3) {
          y++;
        } else if (step == 4) {
          y--;
        } else {
          x = rnd.nextInt(4) == 0 ? x - 1 : x + 1;
        }
      } while (taken[x + 200][y + 200]);
      taken[x + 200][y + 200] = true;
      out[i] = new int[] {rnd.nextInt(C.tileTypes.size()), rnd.nextInt(4), x, y};
    }
    return out;
  }

  /** Everything a board answers, in one comparable string. */
  private static String snapshot(Board b) {
    StringBuilder s = new StringBuilder();
    s.append(b.count).append(' ').append(b.slots).append('\n');
    for (int i = 0; i < b.count; i++) {
      s.append(b.type(i)).append(',').append(b.rot(i)).append(',').append(b.px(i)).append(',')
          .append(b.py(i)).append(' ');
      if (b.at(b.px(i), b.py(i)) != i) {
        throw new AssertionError("cell index misses tile " + i);
      }
    }
    s.append('\n');
    for (int slot = 0; slot < b.slots; slot++) {
      int root = b.find(slot);
      s.append(root).append(':').append(b.open(root)).append(':').append(b.size(root)).append(' ');
    }
    s.append('\n').append(Arrays.toString(Arrays.copyOf(b.free, b.freeCount)));
    s.append('\n').append(Arrays.toString(Arrays.copyOf(b.freeEdges, b.freeCount)));
    for (int y = -12; y <= 12; y++) {
      for (int x = -40; x <= 80; x++) {
        s.append(b.at(x, y) >= 0 ? '#' : '.');
      }
      s.append('\n');
    }
    return s.toString();
  }

  /** The free cells and their neighbours' edge codes, found from scratch. */
  private static String freeFromScratch(Board b) {
    java.util.TreeMap<Integer, Integer> cells = new java.util.TreeMap<>();
    for (int i = 0; i < b.count; i++) {
      for (int side = 0; side < 4; side++) {
        int nx = b.px(i) + (side == 1 ? 1 : side == 3 ? -1 : 0);
        int ny = b.py(i) + (side == 0 ? -1 : side == 2 ? 1 : 0);
        if (b.at(nx, ny) >= 0) {
          continue;
        }
        int facing = (side + 2) & 3;
        int code = C.edgeCode[b.type(i)][b.rot(i) * 4 + side];
        int key = Board.rowKey(nx, ny);
        int nb = cells.getOrDefault(key, -1);
        cells.put(key, (nb & ~(0xFF << (8 * facing))) | (code << (8 * facing)));
      }
    }
    StringBuilder s = new StringBuilder();
    cells.forEach((k, nb) -> s.append(k).append('=').append(Integer.toHexString(nb)).append(' '));
    return s.toString();
  }

  /** The board's free cells and their neighbours' edge codes. */
  private static String freeOf(Board b) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < b.freeCount; i++) {
      int nb = C.rotationMask != null ? C.edgeCodes(b.freeEdges[i]) : b.freeEdges[i];
      s.append(b.free[i]).append('=').append(Integer.toHexString(nb)).append(' ');
    }
    return s.toString();
  }

  @Test
  void freeCellsAreTheEmptyCellsNextToTiles() {
    for (long seed = 0; seed < 10; seed++) {
      int[][] walk = walk(seed, 90);
      Board shared = Board.EMPTY;
      Board exclusive = Board.EMPTY.exclusive();
      for (int[] p : walk) {
        shared = shared.place(C, p[0], p[1], p[2], p[3]);
        exclusive = exclusive.place(C, p[0], p[1], p[2], p[3]);
        assertEquals(freeFromScratch(shared), freeOf(shared), "seed " + seed);
        assertEquals(freeFromScratch(shared), freeOf(exclusive), "seed " + seed);
      }
    }
  }

  @Test
  void exclusivePlacementsEqualSharedOnes() {
    for (long seed = 0; seed < 20; seed++) {
      int[][] walk = walk(seed, 90);
      Board shared = Board.EMPTY;
      for (int[] p : walk) {
        shared = shared.place(C, p[0], p[1], p[2], p[3]);
      }
      // an exclusive copy taken halfway, then placed in place to the end
      Board half = Board.EMPTY;
      for (int i = 0; i < 45; i++) {
        half = half.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
      }
      String before = snapshot(half);
      Board exclusive = half.exclusive();
      for (int i = 45; i < walk.length; i++) {
        exclusive = exclusive.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
      }
      assertEquals(snapshot(shared), snapshot(exclusive), "seed " + seed);
      assertEquals(snapshot(shared), snapshot(exclusive.shared()), "seed " + seed);
      // the version the exclusive copy was taken from is untouched
      assertEquals(before, snapshot(half), "seed " + seed);
    }
  }

  @Test
  void aSharedVersionStaysAsItWasWhenBranchesGrowFromIt() {
    int[][] walk = walk(7, 60);
    Board base = Board.EMPTY;
    for (int i = 0; i < 30; i++) {
      base = base.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
    }
    String before = snapshot(base);
    Board a = base;
    Board b = base;
    for (int i = 30; i < 60; i++) {
      a = a.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
      // the other branch places the same tiles turned: it shares the log's prefix only
      b = b.place(C, walk[i][0], (walk[i][1] + 1) & 3, walk[i][2], walk[i][3]);
    }
    assertEquals(before, snapshot(base));
    assertArrayEquals(
        new int[] {a.count, a.slots}, new int[] {b.count, b.slots}, "both branches grew alike");
  }
}
