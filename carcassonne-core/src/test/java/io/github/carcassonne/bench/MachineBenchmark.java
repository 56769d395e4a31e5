package io.github.carcassonne.bench;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A yardstick for the machine, not a benchmark of the engine: a synthetic, allocation-free
 * game whose code never changes, so that its figure moves only with the machine and the JVM.
 * The project's machine has run the same engine build at speeds a third apart on different days
 * (see docs/performance.md); a reading of the engine's benchmarks is comparable with another
 * only next to this figure from the same session.
 *
 * <p>The work is of the engine's kind: 72 "tiles" are laid one by one on a random free cell next
 * to those already laid (on a 64 by 64 grid, the free cells kept in a list), and each side of a
 * new tile is joined with its neighbour's in a union-find. One operation is one such game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
public class MachineBenchmark {
  private static final int SHIFT = 6;
  private static final int SIDE = 1 << SHIFT;
  private static final int TILES = 72;

  /** The tile on each cell, or -1. */
  private final int[] grid = new int[SIDE * SIDE];
  /** The free cells (empty, next to a tile), in no order. */
  private final int[] free = new int[SIDE * SIDE];
  /** Each cell's index in {@link #free}, or -1. */
  private final int[] freeAt = new int[SIDE * SIDE];
  /** The union-find over the tiles' sides (four per tile). */
  private final int[] parent = new int[TILES * 4];

  private final int[] cellOf = new int[TILES];
  private int freeCount;
  private long seed;

  /** Empty grid, no free cells. */
  public MachineBenchmark() {
    Arrays.fill(freeAt, -1);
    Arrays.fill(grid, -1);
  }

  /** Plays one synthetic game; returns the number of features (so nothing is optimised away). */
  @Benchmark
  public int syntheticGame() {
    return play(seed++);
  }

  int play(long gameSeed) {
    long x = gameSeed * 0x9E3779B97F4A7C15L + 1;
    lay((SIDE / 2) * SIDE + SIDE / 2, 0);
    for (int t = 1; t < TILES; t++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
      int pick = (int) ((x >>> 33) % freeCount);
      lay(free[pick], t);
    }
    int features = 0;
    for (int s = 0; s < TILES * 4; s++) {
      if (find(s) == s) {
        features++;
      }
    }
    // the grid and free list cleared where written, for the next game
    for (int t = 0; t < TILES; t++) {
      grid[cellOf[t]] = -1;
    }
    for (int i = 0; i < freeCount; i++) {
      freeAt[free[i]] = -1;
    }
    freeCount = 0;
    return features;
  }

  private void lay(int cell, int t) {
    int at = freeAt[cell];
    if (at >= 0) {
      int last = free[--freeCount];
      free[at] = last;
      freeAt[last] = at;
      freeAt[cell] = -1;
    }
    grid[cell] = t;
    cellOf[t] = cell;
    for (int s = 0; s < 4; s++) {
      parent[t * 4 + s] = t * 4 + s;
    }
    int cx = cell & (SIDE - 1);
    int cy = cell >>> SHIFT;
    for (int s = 0; s < 4; s++) {
      int nx = cx + (s == 1 ? 1 : s == 3 ? -1 : 0);
      int ny = cy + (s == 0 ? -1 : s == 2 ? 1 : 0);
      if (nx < 0 || ny < 0 || nx >= SIDE || ny >= SIDE) {
        continue;
      }
      int nb = (ny << SHIFT) | nx;
      int other = grid[nb];
      if (other >= 0) {
        union(t * 4 + s, other * 4 + ((s + 2) & 3));
      } else if (freeAt[nb] < 0) {
        freeAt[nb] = freeCount;
        free[freeCount++] = nb;
      }
    }
  }

  private int find(int a) {
    while (parent[a] != a) {
      parent[a] = parent[parent[a]];
      a = parent[a];
    }
    return a;
  }

  private void union(int a, int b) {
    int ra = find(a);
    int rb = find(b);
    if (ra != rb) {
      parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }
}
