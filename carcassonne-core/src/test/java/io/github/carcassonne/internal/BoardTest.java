package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The board's two ways of placing: versions shared by copy on write, and an exclusive board
 * written in place (a rollout's), with its direct cell grid and the hash beyond it.
 */
class BoardTest {
  private static final Compiled C =
      ((State) Engine.of(RuleSet.of("base")).newGame(GameSetup.of(2, 1L))).c;

  /** A random walk of placements, far enough to leave the exclusive board's grid. */
  private static int[][] walk(long seed, int tiles) {
    return walk(seed, tiles, true);
  }

  /** A shared board with the walk's first {@code n} placements. */
  private static Board sharedAfter(int[][] walk, int n) {
    Board b = Board.EMPTY;
    for (int i = 0; i < n; i++) {
      b = b.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
    }
    return b;
  }

  /**
   * A random walk of placements: mostly eastwards if {@code far} (to leave the exclusive board's
   * grid), else in any direction (it stays inside).
   */
  private static int[][] walk(long seed, int tiles, boolean far) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int[][] out = new int[tiles][];
    boolean[][] taken = new boolean[400][400];
    int x = 0;
    int y = 0;
    taken[200][200] = true;
    out[0] = new int[] {rnd.nextInt(C.tileTypes.size()), rnd.nextInt(4), 0, 0};
    for (int i = 1; i < tiles; i++) {
      // far walks go mostly eastwards, so that the board outgrows the grid
      do {
        int step = rnd.nextInt(far ? 6 : 4);
        if (!far) {
          x += step == 0 ? 1 : step == 1 ? -1 : 0;
          y += step == 2 ? 1 : step == 3 ? -1 : 0;
        } else if (step < 3) {
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
    s.append('\n').append(freeOf(b));
    // the tiles with a cloister, as a scan of all tiles finds them
    StringBuilder watched = new StringBuilder();
    for (int i = 0; i < b.count; i++) {
      if (C.watched[b.type(i)]) {
        watched.append(i).append(' ');
      }
    }
    StringBuilder kept = new StringBuilder();
    for (int i : b.watched()) {
      kept.append(i).append(' ');
    }
    assertEquals(watched.toString(), kept.toString(), "the board's tiles with a cloister");
    s.append('\n').append(kept);
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
    return freeOf(b, C);
  }

  /** {@link #freeOf(Board)} of a board placed under rule set c. */
  private static String freeOf(Board b, Compiled c) {
    StringBuilder s = new StringBuilder();
    int n = 0;
    for (int i = b.firstFree(); i >= 0; i = b.nextFree(i)) {
      int nb = c.rotationMask != null ? c.edgeCodes(b.freeEdge(i)) : b.freeEdge(i);
      s.append(b.freeKey(i)).append('=').append(Integer.toHexString(nb)).append(' ');
      if (b.freeIndexAt(Board.keyX(b.freeKey(i)), Board.keyY(b.freeKey(i))) != i) {
        throw new AssertionError("free cell " + b.freeKey(i) + " not found by its position");
      }
      n++;
    }
    if (n != b.freeCount) {
      throw new AssertionError(n + " free cells listed, " + b.freeCount + " counted");
    }
    return s.toString();
  }

  @Test
  void searchAnswersAsArraysBinarySearchDoes() {
    SplittableRandom random = new SplittableRandom(7);
    for (int n = 0; n <= 70; n++) {
      for (int round = 0; round < 20; round++) {
        // sorted distinct keys, negative ones too, with gaps of 1 to 3
        int[] a = new int[n + random.nextInt(3)];
        int v = random.nextInt(-50, 50);
        for (int i = 0; i < n; i++) {
          v += 1 + random.nextInt(3);
          a[i] = v;
        }
        for (int key = -60; key <= v + 2; key++) {
          assertEquals(
              Arrays.binarySearch(a, 0, n, key), Board.search(a, n, key), "n=" + n + " key=" + key);
        }
      }
    }
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
  void compactBoardsKeepTheirFreeCellsInTheGridAndMatchSharedOnes() {
    for (long seed = 0; seed < 20; seed++) {
      int[][] walk = walk(seed, 72, false);
      Board shared = Board.EMPTY;
      Board exclusive = Board.EMPTY.exclusive();
      for (int i = 0; i < walk.length; i++) {
        int[] p = walk[i];
        shared = shared.place(C, p[0], p[1], p[2], p[3]);
        exclusive = exclusive.place(C, p[0], p[1], p[2], p[3]);
        assertEquals(freeOf(shared), freeOf(exclusive), "seed " + seed + " tile " + i);
        if (i == 36) {
          // an exclusive copy of a shared board halfway keeps its free cells in the grid too
          Board copy = shared.exclusive();
          assertTrue(copy.gridded(), "seed " + seed);
          assertEquals(snapshot(shared), snapshot(copy), "seed " + seed);
        }
      }
      assertTrue(exclusive.gridded(), "seed " + seed + ": the walk stayed inside the grid");
      assertEquals(snapshot(shared), snapshot(exclusive), "seed " + seed);
      assertEquals(snapshot(shared), snapshot(exclusive.shared()), "seed " + seed);
      assertEquals(freeFromScratch(shared), freeOf(exclusive.shared()), "seed " + seed);
      for (int i = exclusive.firstFree(); i >= 0; i = exclusive.nextFree(i)) {
        // the moves of a cell name its position, shared as the rule set's objects
        assertEquals(
            Board.keyX(exclusive.freeKey(i)), exclusive.move(C.placementMoves, i, 2).position().x());
        assertSame(exclusive.move(C.placementMoves, i, 2), exclusive.move(C.placementMoves, i, 2));
        int key = exclusive.freeKey(i);
        assertSame(
            exclusive.move(C.placementMoves, i, 2).position(),
            C.placementMoves.position(Board.keyX(key), Board.keyY(key)));
      }
    }
  }

  @Test
  void smallGridsMatchSharedBoardsInsideAndBeyond() {
    int stayed = 0;
    for (long seed = 0; seed < 30; seed++) {
      int[][] walk = walk(seed, 72, false);
      Board shared = Board.EMPTY;
      // a base game's size: the 32 by 32 grid
      Board exclusive = Board.EMPTY.exclusive(null, 72, 0, null);
      for (int i = 0; i < walk.length; i++) {
        int[] p = walk[i];
        shared = shared.place(C, p[0], p[1], p[2], p[3]);
        exclusive = exclusive.place(C, p[0], p[1], p[2], p[3]);
        assertEquals(freeOf(shared), freeOf(exclusive), "seed " + seed + " tile " + i);
      }
      stayed += exclusive.gridded() ? 1 : 0;
      assertEquals(snapshot(shared), snapshot(exclusive), "seed " + seed);
      assertEquals(snapshot(shared), snapshot(exclusive.shared()), "seed " + seed);
    }
    // random walks of 72 steps mostly stay within 15 cells of the origin, some leave
    assertTrue(stayed > 0 && stayed < 30, stayed + " of 30 walks stayed in the small grid");
  }

  @Test
  void boardsMadeFromASpareMatchSharedOnesAndTheirEndStatesGoOn() {
    // one spare through boards that stay in the grid, leave it, and start from a shared board
    Board.Spare spare = new Board.Spare();
    for (long seed = 0; seed < 30; seed++) {
      int[][] walk = walk(seed, 72, seed % 3 != 0);
      int from = (int) (seed % 4) * 10;
      Board shared = sharedAfter(walk, from);
      Board exclusive = shared.exclusive(null, 72, 0, spare);
      for (int i = from; i < walk.length; i++) {
        int[] p = walk[i];
        shared = shared.place(C, p[0], p[1], p[2], p[3]);
        exclusive = exclusive.place(C, p[0], p[1], p[2], p[3]);
        assertEquals(freeOf(shared), freeOf(exclusive), "seed " + seed + " tile " + i);
      }
      assertEquals(snapshot(shared), snapshot(exclusive), "seed " + seed);
      Board frozen = exclusive.shared();
      exclusive.release(spare);
      assertEquals(snapshot(shared), snapshot(frozen), "seed " + seed);
      assertEquals(freeOf(shared), freeOf(frozen), "seed " + seed);
      // what a released board gives back is cleared
      if (spare.grid != null) {
        assertTrue(java.util.Arrays.stream(spare.grid).allMatch(v -> v == 0), "seed " + seed);
      }
      if (spare.rows != null) {
        assertTrue(java.util.Arrays.stream(spare.rows).allMatch(v -> v == 0), "seed " + seed);
        assertTrue(java.util.Arrays.stream(spare.near).allMatch(v -> v == 0), "seed " + seed);
      }
      // the frozen end state goes on as a shared board, and as a new exclusive copy
      Board again = frozen.exclusive(null, 90, 0, spare);
      for (int[] p : walk(seed + 100, 18, false)) {
        // near the origin (in the grid) where that is free, else far beyond it
        int x = shared.at(p[2] + 3, p[3]) < 0 ? p[2] + 3 : p[2] + 200;
        shared = shared.place(C, p[0], p[1], x, p[3]);
        frozen = frozen.place(C, p[0], p[1], x, p[3]);
        again = again.place(C, p[0], p[1], x, p[3]);
      }
      assertEquals(snapshot(shared), snapshot(frozen), "seed " + seed);
      assertEquals(snapshot(shared), snapshot(again), "seed " + seed);
      assertEquals(freeOf(shared), freeOf(frozen), "seed " + seed);
    }
  }

  @Test
  void anEndStateInTheGridAnswersForEveryCellFromEveryThread() throws Exception {
    // a rollout's board in its grid keeps no cell index: the state it ends in builds one when
    // first asked, here by four threads at once
    for (long seed = 0; seed < 10; seed++) {
      int[][] walk = walk(seed, 72, false);
      Board shared = sharedAfter(walk, 1);
      Board exclusive = shared.exclusive(C, 72, 0, new Board.Spare());
      for (int i = 1; i < walk.length; i++) {
        shared = shared.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
        exclusive = exclusive.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
      }
      assertTrue(exclusive.gridded(), "seed " + seed + " stays in the grid");
      Board expected = shared;
      Board frozen = exclusive.shared();
      inFourThreadsAtOnce(
          () -> {
            for (int y = -40; y <= 40; y++) {
              for (int x = -40; x <= 40; x++) {
                assertEquals(expected.at(x, y), frozen.at(x, y), "(" + x + ", " + y + ")");
              }
            }
          },
          "seed " + seed);
    }
  }

  /**
   * Runs {@code check} in four threads released at once, and fails with every thread's failure
   * if any of them fails.
   */
  private static void inFourThreadsAtOnce(Runnable check, String what) throws InterruptedException {
    List<Thread> threads = new ArrayList<>();
    List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
    java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
    for (int k = 0; k < 4; k++) {
      Thread t =
          new Thread(
              () -> {
                try {
                  start.await();
                  check.run();
                } catch (Throwable e) {
                  failures.add(e);
                }
              });
      t.start();
      threads.add(t);
    }
    start.countDown();
    for (Thread t : threads) {
      t.join();
    }
    assertEquals(List.of(), failures, what);
  }

  /**
   * The base tiles without edge matching: a rule set without a rotation table, whose boards keep
   * a free cell's edges as a byte per side instead of a pattern.
   */
  private static Compiled unmatched() {
    RuleModule tiles =
        new RuleModule() {
          @Override
          public ModuleDescriptor descriptor() {
            return ModuleDescriptor.builder("test.unmatched-tiles")
                .description("the base tiles, no edge matching")
                .build();
          }

          @Override
          public void register(HookRegistry registry) {
            registry.tileSet(BaseTiles.set());
          }
        };
    return ((State) Engine.of(RuleSet.builder().module(tiles).build()).newGame(GameSetup.of(2, 1L)))
        .c;
  }

  @Test
  void theEndOfAGameListsItsFreeCellsWhenAskedAsItsPlacementsKeptThem() throws Exception {
    // a rollout that ends the game leaves its free cells unlisted until something asks: they
    // must come out as the placements kept them, edges as patterns (the base game's rotation
    // table) or as bytes (a rule set without one), from any thread
    Compiled bytes = unmatched();
    assertTrue(C.rotationMask != null && bytes.rotationMask == null);
    for (Compiled c : List.of(C, bytes)) {
      for (long seed = 0; seed < 10; seed++) {
        int[][] walk = walk(seed, 72, false);
        Board shared = Board.EMPTY;
        Board exclusive = Board.EMPTY.exclusive(c, 72, 0, new Board.Spare());
        for (int[] p : walk) {
          shared = shared.place(c, p[0], p[1], p[2], p[3]);
          exclusive = exclusive.place(c, p[0], p[1], p[2], p[3]);
        }
        assertTrue(exclusive.gridded(), "seed " + seed + " stays in the grid");
        String expected = freeOf(shared, c);
        assertEquals(freeFromScratch(shared), expected, "seed " + seed);
        Board late = exclusive.shared(c);
        exclusive.release(new Board.Spare());
        assertNull(late.free, "seed " + seed + ": not listed before asked");
        inFourThreadsAtOnce(() -> assertEquals(expected, freeOf(late, c)), "seed " + seed);
        // it goes on as the shared board does, placed on directly and as a new exclusive copy
        Board on = exclusive.shared(c);
        Board again = exclusive.shared(c).exclusive(c, 90, 0, new Board.Spare());
        for (int[] p : walk(seed + 100, 18, false)) {
          int x = shared.at(p[2] + 3, p[3]) < 0 ? p[2] + 3 : p[2] + 200;
          shared = shared.place(c, p[0], p[1], x, p[3]);
          on = on.place(c, p[0], p[1], x, p[3]);
          again = again.place(c, p[0], p[1], x, p[3]);
        }
        assertEquals(freeOf(shared, c), freeOf(on, c), "seed " + seed);
        assertEquals(freeOf(shared, c), freeOf(again, c), "seed " + seed);
      }
    }
  }

  @Test
  void theKeptPlacementCountsMatchACountOfTheFreeCells() {
    assertTrue(C.placementCounts != null, "the base game keeps placement counts");
    int checked = 0;
    // one spare for all: each board after the first takes the free cells' arrays its
    // predecessor gave back
    Board.Spare spare = new Board.Spare();
    for (long seed = 0; seed < 20; seed++) {
      // from the empty board and from a shared board of 20 tiles
      int[][] walk = walk(seed, 72, false);
      int from = (int) (seed % 2) * 20;
      Board shared = sharedAfter(walk, from);
      Board exclusive = shared.exclusive(C, 72, 0, spare);
      for (int i = from; i < walk.length; i++) {
        int[] p = walk[i];
        exclusive = exclusive.place(C, p[0], p[1], p[2], p[3]);
        if (!exclusive.gridded()) {
          // it outgrew its grid: the placements are listed from the sorted free cells
          break;
        }
        for (int t = 0; t < C.tileTypes.size(); t++) {
          int n = 0;
          for (int f = exclusive.firstFree(); f >= 0; f = exclusive.nextFree(f)) {
            n += Integer.bitCount(C.rotationMask[t][exclusive.freeEdge(f)]);
          }
          assertEquals(
              n, exclusive.countedPlacements(t), "seed " + seed + " tile " + i + " type " + t);
          checked++;
        }
      }
      exclusive.release(spare);
    }
    assertTrue(checked > 20 * 40 * C.tileTypes.size(), checked + " counts checked");
  }

  @Test
  void thePlacementCountsAreDroppedBeforeTheyCouldOverflowTheirFields() {
    // tiles three cells apart, each with four free cells of its own: far more free cells than
    // the packed sums allow (Compiled.MAX_COUNTED_FREE), all inside a 64 by 64 grid
    Board b = Board.EMPTY.exclusive(C, 400, 0, new Board.Spare());
    SplittableRandom rnd = new SplittableRandom(7);
    int kept = 0;
    for (int i = 0; i < 19 * 19; i++) {
      int t = rnd.nextInt(C.tileTypes.size());
      b = b.place(C, t, rnd.nextInt(4), 3 * (i % 19) - 27, 3 * (i / 19) - 27);
      assertTrue(b.gridded(), "tile " + i + " is in the grid");
      for (int u = 0; u < C.tileTypes.size(); u++) {
        int n = 0;
        for (int f = b.firstFree(); f >= 0; f = b.nextFree(f)) {
          n += Integer.bitCount(C.rotationMask[u][b.freeEdge(f)]);
        }
        int counted = b.countedPlacements(u);
        if (counted >= 0) {
          assertEquals(n, counted, "tile " + i + " type " + u);
          kept++;
        }
      }
    }
    assertEquals(19 * 19 * 4, b.freeCount);
    assertEquals(-1, b.countedPlacements(0), "no counts kept for " + b.freeCount + " free cells");
    assertTrue(kept > 60 * C.tileTypes.size(), kept + " counts checked");
  }

  @Test
  void anExclusiveBoardKnowsWhereTilesWithACloisterAreAround() {
    int exact = 0;
    // one spare for all, as in a thread's rollouts
    Board.Spare spare = new Board.Spare();
    for (long seed = 0; seed < 20; seed++) {
      int[][] walk = walk(seed, 72, seed % 4 == 3);
      int from = (int) (seed % 2) * 20;
      Board shared = sharedAfter(walk, from);
      Board exclusive = shared.exclusive(C, 72, 0, spare);
      for (int i = from; i < walk.length; i++) {
        int[] p = walk[i];
        exclusive = exclusive.place(C, p[0], p[1], p[2], p[3]);
        shared = shared.place(C, p[0], p[1], p[2], p[3]);
        // the small grid's inner cells: -15 to 14
        boolean inside = true;
        for (int j : exclusive.watched()) {
          inside &= Math.abs(exclusive.px(j) + 0.5) < 14 && Math.abs(exclusive.py(j) + 0.5) < 14;
        }
        for (int x = -20; x <= 20; x++) {
          for (int y = -20; y <= 20; y++) {
            boolean around = false;
            for (int j : exclusive.watched()) {
              around |= Math.abs(exclusive.px(j) - x) <= 1 && Math.abs(exclusive.py(j) - y) <= 1;
            }
            String at = "seed " + seed + " tile " + i + " at " + x + "," + y;
            // never a miss; exact while the tiles with a cloister are inside the grid
            if (around || (inside && exclusive.gridded() && Math.abs(x + 0.5) < 16
                && Math.abs(y + 0.5) < 16)) {
              assertEquals(around, exclusive.watchedAround(x, y), at);
              exact += around ? 0 : 1;
            }
            // a shared board does not know
            assertTrue(shared.watchedAround(x, y), at);
          }
        }
      }
      exclusive.release(spare);
    }
    assertTrue(exact > 100_000, exact + " cells known to have no cloister around");
  }

  @Test
  void anExclusiveBoardWritesALogOfItsOwnAndItsEndStateAppendsToIt() throws Exception {
    java.lang.reflect.Field log = Board.class.getDeclaredField("log");
    log.setAccessible(true);
    int[][] walk = walk(11, 60, false);
    Board shared = sharedAfter(walk, 20);
    Board exclusive = shared.exclusive(C, 60, 0, new Board.Spare());
    assertTrue(log.get(exclusive) != log.get(shared), "the exclusive board copies the log");
    for (int i = 20; i < 40; i++) {
      exclusive = exclusive.place(C, walk[i][0], walk[i][1], walk[i][2], walk[i][3]);
    }
    Board frozen = exclusive.shared();
    // the version the exclusive board came from still appends to its log in place
    Board next = shared.place(C, walk[20][0], walk[20][1], walk[20][2], walk[20][3]);
    assertSame(log.get(shared), log.get(next));
    // and so does the end state, to the exclusive board's log
    Board after = frozen.place(C, walk[40][0], walk[40][1], walk[40][2], walk[40][3]);
    assertSame(log.get(frozen), log.get(after));
    assertEquals(snapshot(sharedAfter(walk, 41)), snapshot(after));
  }

  @Test
  void farWalksLeaveTheGridForTheSortedList() {
    int[][] walk = walk(3, 90);
    Board exclusive = Board.EMPTY.exclusive();
    boolean left = false;
    for (int[] p : walk) {
      exclusive = exclusive.place(C, p[0], p[1], p[2], p[3]);
      left |= !exclusive.gridded();
    }
    assertTrue(left, "the walk left the grid");
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

  /**
   * Versions branching in every order, as a search bot's tree makes them: a version that claims
   * the log writes its new slots into shared union-find chunks in place, so each version is
   * checked against a board built from scratch, and again after all the others were made.
   */
  @Test
  @Timeout(120) // a version written over by another can leave a member list without an end
  void branchingVersionsStayEqualToBoardsBuiltFromScratch() {
    for (long seed = 0; seed < 12; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      int[][] walk = walk(seed, 50, seed % 2 == 0);
      List<Board> versions = new ArrayList<>();
      List<int[]> rotations = new ArrayList<>();
      List<String> made = new ArrayList<>();
      Board first = Board.EMPTY.place(C, walk[0][0], walk[0][1], walk[0][2], walk[0][3]);
      versions.add(first);
      rotations.add(new int[] {walk[0][1]});
      made.add(snapshot(first));
      for (int step = 0; step < 300; step++) {
        // mostly the newest versions, sometimes an old one: siblings, cousins and long lines
        int from =
            rnd.nextInt(3) == 0
                ? rnd.nextInt(versions.size())
                : Math.max(0, versions.size() - 1 - rnd.nextInt(3));
        Board v = versions.get(from);
        if (v.count >= walk.length) {
          continue;
        }
        int k = v.count;
        int r = rnd.nextInt(4);
        Board next = v.place(C, walk[k][0], r, walk[k][2], walk[k][3]);
        int[] rots = Arrays.copyOf(rotations.get(from), k + 1);
        rots[k] = r;
        versions.add(next);
        rotations.add(rots);
        made.add(snapshot(next));
      }
      for (int i = 0; i < versions.size(); i++) {
        Board scratch = Board.EMPTY;
        int[] rots = rotations.get(i);
        for (int k = 0; k < rots.length; k++) {
          scratch = scratch.place(C, walk[k][0], rots[k], walk[k][2], walk[k][3]);
        }
        assertEquals(snapshot(scratch), made.get(i), "seed " + seed + " version " + i + " made");
        assertEquals(made.get(i), snapshot(versions.get(i)), "seed " + seed + " version " + i);
      }
    }
  }
}
