package io.github.carcassonne.bench;

import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
 * A yardstick, not the library: the standard random playout (two players, the base game with
 * farmers, the start tile fixed, a uniformly random placement and a uniformly random deployment
 * including none each turn, final scoring) on a bare engine written only for this benchmark:
 * mutable, allocation-free once made, the base game's rules and nothing else, no events, no
 * states, no modules. The speed issue (#4) measured such an engine at about 77,000 games/s on the
 * project's machine; this one measures the same kind of work on whatever machine runs it, so that
 * the engine's figures can be set against the machine's limit for this game (see
 * docs/performance.md). It reads the tile data from {@link BaseTiles}; the engine's code is not
 * used. {@code BareEngineTest} checks that its games score like the engine's.
 *
 * <p>The rules as the engine plays them by default: a drawn tile that fits nowhere is discarded
 * and another drawn; placements are the free cells times the tile's distinct rotations that
 * match every neighbour's edges; a follower (7 each) may go on any feature of the tile just
 * placed that has no follower; completed cities score 2 per tile and pennant, roads 1 per tile,
 * cloisters 9, to the players with the most followers on them, whose followers come back; at
 * the end incomplete cities score 1 per tile and pennant, roads 1 per tile, cloisters 1 plus one
 * per neighbouring tile, and each field 3 per completed city it touches, to its majority.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
public class BareEngineBenchmark {
  private Game game;
  private long seed;

  /** Makes the engine's arrays once. */
  public BareEngineBenchmark() {
    game = new Game();
  }

  /** Plays one game; returns a score so that nothing is optimised away. */
  @Benchmark
  public int bareGame() {
    return game.play(seed++);
  }

  // ------------------------------------------------------------------ kinds and tables

  static final int FIELD = 0;
  static final int ROAD = 1;
  static final int CITY = 2;
  static final int CLOISTER = 3;

  /** Score sources, as indexes into a player's points. */
  static final int SOURCES = 4;

  /** The base tile set as flat tables, made once. */
  static final class Tables {
    final int types;
    /** Tiles of each type in the bag (the start tile's copy left out). */
    final int[] count;
    final int start;
    final int maxSegs;
    /** Per type: the segments' kinds, pennants, and for fields the city segments they touch. */
    final int[][] segKind;
    final int[][] pennants;
    final int[][] adjacent;
    /** Per type: the number of sides each segment's middle port touches (open ends). */
    final int[][] ends;
    /** Per type: the index of its cloister segment, or -1. */
    final int[] cloister;
    /** Per type and rotation: the edge kinds of the four sides N E S W, two bits each. */
    final int[][] edges;
    /** Per type, rotation and port (0..11): the segment touching that port. */
    final int[][][] portSeg;
    /**
     * Per type and free-cell pattern (per side N E S W, two bits: 0 no neighbour, else the edge
     * kind the neighbour requires plus one): the distinct rotations that fit, a bit each.
     */
    final byte[][] fits;

    Tables(TileSet set) {
      List<TileType> list = new ArrayList<>();
      List<Integer> counts = new ArrayList<>();
      for (Map.Entry<TileType, Integer> e : set.counts().entrySet()) {
        if (e.getValue() > 0) {
          list.add(e.getKey());
          counts.add(e.getValue());
        }
      }
      types = list.size();
      count = new int[types];
      segKind = new int[types][];
      pennants = new int[types][];
      adjacent = new int[types][];
      ends = new int[types][];
      cloister = new int[types];
      // per type: its distinct rotations (quarter turns), folded into fits below
      int[][] rotations = new int[types][];
      edges = new int[types][4];
      portSeg = new int[types][4][12];
      fits = new byte[types][256];
      String startId = set.startTile().orElseThrow();
      int startType = -1;
      int most = 0;
      for (int t = 0; t < types; t++) {
        TileType type = list.get(t);
        count[t] = counts.get(t);
        if (type.id().equals(startId)) {
          startType = t;
          count[t]--;
        }
        int n = type.segments().size();
        most = Math.max(most, n);
        segKind[t] = new int[n];
        pennants[t] = new int[n];
        adjacent[t] = new int[n];
        ends[t] = new int[n];
        cloister[t] = -1;
        for (Segment s : type.segments()) {
          int k = kind(s.kind());
          segKind[t][s.index()] = k;
          pennants[t][s.index()] = s.count("pennant");
          adjacent[t][s.index()] = s.adjacent();
          if (k == CLOISTER) {
            cloister[t] = s.index();
          }
          for (int side = 0; side < 4; side++) {
            if ((s.ports() & (1 << (3 * side + 1))) != 0) {
              ends[t][s.index()]++;
            }
          }
        }
        rotations[t] =
            type.distinctRotations().stream().mapToInt(Rotation::quarterTurns).toArray();
        for (int r = 0; r < 4; r++) {
          Rotation rot = Rotation.ofQuarterTurns(r);
          int e = 0;
          for (int side = 0; side < 4; side++) {
            e |= edge(type.edge(Side.ofIndex(side), rot)) << (2 * side);
          }
          edges[t][r] = e;
          Arrays.fill(portSeg[t][r], -1);
          for (Segment s : type.segments()) {
            int ports = s.rotatedPorts(rot);
            for (int p = 0; p < 12; p++) {
              if ((ports & (1 << p)) != 0) {
                portSeg[t][r][p] = s.index();
              }
            }
          }
        }
      }
      for (int t = 0; t < types; t++) {
        for (int pattern = 0; pattern < 256; pattern++) {
          for (int r : rotations[t]) {
            boolean ok = true;
            for (int side = 0; side < 4; side++) {
              int digit = (pattern >>> (2 * side)) & 3;
              ok &= digit == 0 || digit - 1 == ((edges[t][r] >>> (2 * side)) & 3);
            }
            if (ok) {
              fits[t][pattern] |= (byte) (1 << r);
            }
          }
        }
      }
      for (int t = 0; t < types; t++) {
        for (int r = 0; r < 4; r++) {
          for (int side = 0; side < 4; side++) {
            int[] ps = portSeg[t][r];
            boolean whole = ps[3 * side] == ps[3 * side + 1] && ps[3 * side + 1] == ps[3 * side + 2];
            if (((edges[t][r] >>> (2 * side)) & 3) != ROAD && !whole) {
              // Game#lay joins such a side once
              throw new IllegalArgumentException(list.get(t).id() + ": a side split in parts");
            }
          }
        }
      }
      start = startType;
      maxSegs = most;
    }

    private static int kind(FeatureKind k) {
      if (k.equals(FeatureKind.CITY)) {
        return CITY;
      } else if (k.equals(FeatureKind.ROAD)) {
        return ROAD;
      } else if (k.equals(FeatureKind.CLOISTER)) {
        return CLOISTER;
      } else if (k.equals(FeatureKind.FIELD)) {
        return FIELD;
      }
      throw new IllegalArgumentException("not a base game feature: " + k);
    }

    private static int edge(EdgeKind e) {
      if (e.equals(EdgeKind.CITY)) {
        return CITY;
      } else if (e.equals(EdgeKind.ROAD)) {
        return ROAD;
      } else if (e.equals(EdgeKind.FIELD)) {
        return FIELD;
      }
      throw new IllegalArgumentException("not a base game edge: " + e);
    }
  }

  static final Tables TABLES = new Tables(BaseTiles.set());

  // ------------------------------------------------------------------ the game

  /** One game's arrays, reused by the next game; not thread-safe. */
  static final class Game {
    private static final int SHIFT = 8;
    private static final int SIDE = 1 << SHIFT;
    private static final int ORIGIN = (SIDE / 2) * SIDE + SIDE / 2;
    private static final int[] STEP = {-SIDE, 1, SIDE, -1};
    private static final int[] AROUND = {
      -SIDE - 1, -SIDE, -SIDE + 1, -1, 1, SIDE - 1, SIDE, SIDE + 1
    };
    private static final int PLAYERS = 2;
    private static final int FOLLOWERS = 7;

    private final Tables tb = TABLES;
    private final int segs;
    // the board
    private final int[] tileAt = new int[SIDE * SIDE];
    private final int[] cellOf;
    private final int[] typeOf;
    private final int[] rotOf;
    private int tiles;
    // free cells: in no order, each with its pattern of required edges (Tables#fits)
    private final int[] free = new int[SIDE * SIDE];
    private final int[] freeAt = new int[SIDE * SIDE];
    private final int[] pattern = new int[SIDE * SIDE];
    /** The tiles on the eight cells around each cell. */
    private final int[] around = new int[SIDE * SIDE];
    /** The tiles with a cloister not yet complete. */
    private final int[] cloisters;
    private int cloisterCount;
    private int freeCount;
    // union-find over segments: slot = tile * segs + segment
    private final int[] parent;
    private final int[] size;
    private final int[] open;
    private final int[] pennants;
    /** Followers on a feature (at its root). */
    private final int[] figs;
    /** Members of a feature as a circular list. */
    private final int[] next;
    private final int[] stamp;
    private final int[] tileStamp;
    private int stampNow;
    // the bag
    private final int[] bag;
    private int bagCount;
    // followers
    private final int[] figSlot = new int[PLAYERS * FOLLOWERS];
    private final int[] figOwner = new int[PLAYERS * FOLLOWERS];
    private int figCount;
    private final int[] supply = new int[PLAYERS];
    /** Points per player and source (city, road, cloister, field). */
    final int[] points = new int[PLAYERS * SOURCES];
    // scratch
    private final int[] found;
    private final int[] options;
    private long rng;

    Game() {
      int n = 1;
      for (int c : tb.count) {
        n += c;
      }
      segs = tb.maxSegs;
      cellOf = new int[n];
      typeOf = new int[n];
      rotOf = new int[n];
      parent = new int[n * segs];
      size = new int[n * segs];
      open = new int[n * segs];
      pennants = new int[n * segs];
      figs = new int[n * segs];
      cloisters = new int[n];
      next = new int[n * segs];
      stamp = new int[n * segs];
      tileStamp = new int[n];
      bag = new int[n];
      // each tile adds at most three free cells and takes one; four codes a cell at most
      found = new int[4 * (2 * n + 4)];
      options = new int[segs];
      Arrays.fill(tileAt, -1);
      Arrays.fill(freeAt, -1);
    }

    /** Plays a game with this seed; returns the sum of both players' scores. */
    int play(long seed) {
      reset(seed);
      lay(tb.start, 0, ORIGIN);
      int player = 0;
      while (bagCount > 0) {
        // draw until a tile fits (a tile that fits nowhere is discarded)
        int t;
        int n;
        do {
          int i = below(bagCount);
          t = bag[i];
          bag[i] = bag[--bagCount];
          n = placements(t);
        } while (n == 0 && bagCount > 0);
        if (n == 0) {
          break;
        }
        int code = found[below(n)];
        int tile = lay(t, code & 3, code >>> 2);
        deploy(player, tile);
        scoreCompleted(tile);
        player ^= 1;
      }
      finalScoring();
      int sum = 0;
      for (int p : points) {
        sum += p;
      }
      return sum;
    }

    private void reset(long seed) {
      rng = seed;
      for (int i = 0; i < tiles; i++) {
        int cell = cellOf[i];
        tileAt[cell] = -1;
        for (int d : AROUND) {
          around[cell + d] = 0;
        }
        around[cell] = 0;
      }
      cloisterCount = 0;
      for (int i = 0; i < freeCount; i++) {
        freeAt[free[i]] = -1;
      }
      tiles = 0;
      freeCount = 0;
      bagCount = 0;
      for (int t = 0; t < tb.types; t++) {
        for (int k = 0; k < tb.count[t]; k++) {
          bag[bagCount++] = t;
        }
      }
      figCount = 0;
      Arrays.fill(supply, FOLLOWERS);
      Arrays.fill(points, 0);
    }

    /** SplitMix64. */
    private int below(int bound) {
      long z = (rng += 0x9E3779B97F4A7C15L);
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      z ^= z >>> 31;
      return (int) (((z >>> 32) * bound) >>> 32);
    }

    /** Lists tile t's placements as codes (cell << 2 | rotation) in {@link #found}. */
    private int placements(int t) {
      byte[] fits = tb.fits[t];
      int n = 0;
      for (int i = 0; i < freeCount; i++) {
        int cell = free[i];
        int m = fits[pattern[cell]];
        // the four codes written always, as many kept as fit: few branches to mispredict
        int rs = ROTATIONS_OF_MASK[m];
        int code = cell << 2;
        found[n] = code | (rs & 3);
        found[n + 1] = code | ((rs >>> 2) & 3);
        found[n + 2] = code | ((rs >>> 4) & 3);
        found[n + 3] = code | ((rs >>> 6) & 3);
        n += Integer.bitCount(m);
      }
      return n;
    }

    /** For each set of rotations (a bit each), its members ascending, two bits each. */
    private static final int[] ROTATIONS_OF_MASK = new int[16];

    static {
      for (int m = 0; m < 16; m++) {
        int packed = 0;
        int k = 0;
        for (int r = 0; r < 4; r++) {
          if ((m & (1 << r)) != 0) {
            packed |= r << (2 * k++);
          }
        }
        ROTATIONS_OF_MASK[m] = packed;
      }
    }

    /** Lays tile type t turned r at cell; joins it with its neighbours; returns its index. */
    private int lay(int t, int r, int cell) {
      int tile = tiles++;
      tileAt[cell] = tile;
      cellOf[tile] = cell;
      typeOf[tile] = t;
      rotOf[tile] = r;
      int base = tile * segs;
      int[] kinds = tb.segKind[t];
      for (int s = 0; s < kinds.length; s++) {
        int slot = base + s;
        parent[slot] = slot;
        size[slot] = 1;
        next[slot] = slot;
        open[slot] = tb.ends[t][s];
        pennants[slot] = tb.pennants[t][s];
        figs[slot] = 0;
      }
      for (int d : AROUND) {
        around[cell + d]++;
      }
      if (tb.cloister[t] >= 0) {
        cloisters[cloisterCount++] = tile;
      }
      // off the free cells
      int at = freeAt[cell];
      if (at >= 0) {
        int last = free[--freeCount];
        free[at] = last;
        freeAt[last] = at;
        freeAt[cell] = -1;
      }
      int e = tb.edges[t][r];
      int[] ports = tb.portSeg[t][r];
      for (int side = 0; side < 4; side++) {
        int nc = cell + STEP[side];
        int u = tileAt[nc];
        int facing = (side + 2) & 3;
        if (u < 0) {
          // the neighbour cell is free now and must match this side
          if (freeAt[nc] < 0) {
            freeAt[nc] = freeCount;
            free[freeCount++] = nc;
            pattern[nc] = 0;
          }
          pattern[nc] |= (((e >>> (2 * side)) & 3) + 1) << (2 * facing);
          continue;
        }
        int[] uports = tb.portSeg[typeOf[u]][rotOf[u]];
        int ubase = u * segs;
        // a city or field side is one segment in all three thirds (base tiles): one join; a
        // road side joins the road and the fields either side of it
        boolean road = ((e >>> (2 * side)) & 3) == ROAD;
        for (int k = road ? 0 : 1; k < (road ? 3 : 2); k++) {
          int p = 3 * side + k;
          int q = 3 * facing + 2 - k;
          int a = find(base + ports[p]);
          int b = find(ubase + uports[q]);
          if (k == 1) {
            int kind = tb.segKind[t][ports[p]];
            if (kind == CITY || kind == ROAD) {
              // both ends close
              open[a]--;
              open[b]--;
            }
          }
          if (a != b) {
            union(a, b);
          }
        }
      }
      return tile;
    }

    private int find(int x) {
      while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
      }
      return x;
    }

    private void union(int a, int b) {
      if (size[a] < size[b]) {
        int c = a;
        a = b;
        b = c;
      }
      parent[b] = a;
      size[a] += size[b];
      open[a] += open[b];
      pennants[a] += pennants[b];
      figs[a] += figs[b];
      int na = next[a];
      next[a] = next[b];
      next[b] = na;
    }

    /** A uniformly random deployment, none included, on the tile just laid. */
    private void deploy(int player, int tile) {
      int base = tile * segs;
      int n = 0;
      if (supply[player] > 0) {
        int count = tb.segKind[typeOf[tile]].length;
        // one option per segment whose feature has no follower (two segments of one feature
        // are two options, as the engine lists them)
        for (int s = 0; s < count; s++) {
          if (figs[find(base + s)] == 0) {
            options[n++] = base + s;
          }
        }
      }
      int pick = below(n + 1);
      if (pick < n) {
        supply[player]--;
        figs[find(options[pick])]++;
        figSlot[figCount] = options[pick];
        figOwner[figCount] = player;
        figCount++;
      }
    }

    /** Scores the cities, roads and cloisters the tile just laid completed. */
    private void scoreCompleted(int tile) {
      int t = typeOf[tile];
      int base = tile * segs;
      int[] kinds = tb.segKind[t];
      for (int s = 0; s < kinds.length; s++) {
        if (kinds[s] == CITY || kinds[s] == ROAD) {
          int root = find(base + s);
          if (open[root] == 0) {
            // a feature this tile closed; the same one through another segment finds its
            // followers gone and scores nothing
            score(root, kinds[s], 2, true);
          }
        }
      }
      for (int i = cloisterCount - 1; i >= 0; i--) {
        int j = cloisters[i];
        if (around[cellOf[j]] == 8) {
          cloisters[i] = cloisters[--cloisterCount];
          score(find(j * segs + tb.cloister[typeOf[j]]), CLOISTER, 9, true);
        }
      }
    }

    /**
     * Scores a feature to its majority: per tile and pennant {@code per} (cities and roads), or
     * the value given (cloisters); returns the followers if {@code completed}.
     */
    private void score(int root, int kind, int per, boolean completed) {
      if (figs[root] == 0) {
        return;
      }
      int s0 = 0;
      int s1 = 0;
      for (int i = 0; i < figCount; i++) {
        if (find(figSlot[i]) == root) {
          if (figOwner[i] == 0) {
            s0++;
          } else {
            s1++;
          }
        }
      }
      int value;
      if (kind == CLOISTER) {
        value = per;
      } else if (kind == FIELD) {
        value = 3 * completedCities(root);
      } else {
        int tilesIn = distinctTiles(root);
        value = kind == CITY ? per * (tilesIn + pennants[root]) : tilesIn;
      }
      int source = kind == CITY ? 0 : kind == ROAD ? 1 : kind == CLOISTER ? 2 : 3;
      if (s0 >= s1) {
        points[source] += value;
      }
      if (s1 >= s0) {
        points[SOURCES + source] += value;
      }
      if (completed) {
        figs[root] = 0;
        for (int i = figCount - 1; i >= 0; i--) {
          if (find(figSlot[i]) == root) {
            supply[figOwner[i]]++;
            figCount--;
            figSlot[i] = figSlot[figCount];
            figOwner[i] = figOwner[figCount];
          }
        }
      }
    }

    private int nextStamp() {
      if (++stampNow == Integer.MAX_VALUE) {
        Arrays.fill(stamp, 0);
        Arrays.fill(tileStamp, 0);
        stampNow = 1;
      }
      return stampNow;
    }

    private int distinctTiles(int root) {
      int now = nextStamp();
      int n = 0;
      int x = root;
      do {
        int tile = x / segs;
        if (tileStamp[tile] != now) {
          tileStamp[tile] = now;
          n++;
        }
        x = next[x];
      } while (x != root);
      return n;
    }

    /** The completed cities a field touches. */
    private int completedCities(int root) {
      int now = nextStamp();
      int n = 0;
      int x = root;
      do {
        int tile = x / segs;
        int adj = tb.adjacent[typeOf[tile]][x - tile * segs];
        for (; adj != 0; adj &= adj - 1) {
          int city = find(tile * segs + Integer.numberOfTrailingZeros(adj));
          if (open[city] == 0 && stamp[city] != now) {
            stamp[city] = now;
            n++;
          }
        }
        x = next[x];
      } while (x != root);
      return n;
    }

    /** Scores every feature with a follower left on it, once. */
    private void finalScoring() {
      while (figCount > 0) {
        int slot = figSlot[0];
        int root = find(slot);
        int tile = slot / segs;
        int kind = tb.segKind[typeOf[tile]][slot - tile * segs];
        int per = kind == CLOISTER ? 1 + around[cellOf[tile]] : 1;
        int before = figCount;
        score(root, kind, per, true);
        if (figCount == before) {
          throw new IllegalStateException("a follower's feature counts no follower");
        }
      }
    }
  }
}
