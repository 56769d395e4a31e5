package io.github.carcassonne.internal;

import io.github.carcassonne.Move;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The placed tiles and the feature graph, kept incrementally and shared structurally between
 * versions: {@link #place} returns a new board and leaves this one as it was.
 *
 * <ul>
 *   <li>Per-tile and per-segment data (type, rotation, cell, first segment slot; the tile and
 *       segment of each slot) only ever grow, so versions share one append-only {@link Log}: a
 *       version appends in place when it is the log's newest version (claimed by compare-and-set,
 *       so concurrent branches are safe), else it copies.
 *   <li>Every segment of a placed tile is a slot of a union-find with direct roots ("quick
 *       find" with union by size: a union relabels the smaller feature's members, so a find is
 *       one read). Each slot has four ints: root, size, next (members form a circular list) and
 *       open edges (kept on roots). They live in chunks of {@value #UF_CHUNK} ints
 *       copied on write, so a placement copies only the chunks it touches.
 *   <li>The cell index is an open-addressing hash in chunks copied on write.
 *   <li>The free cells touching the board are kept sorted row-major with the edge codes of the
 *       neighbours that face them, so placement checks are integer comparisons. Their placement
 *       moves come from the rule set's {@link PlacementMoves}, shared by every game.
 * </ul>
 *
 * <p>An <em>exclusive</em> board ({@link #exclusive()}) belongs to one working copy (a rollout):
 * a placement writes it in place and returns the same object (there is no previous version to
 * keep), and it has a direct cell grid around the origin; while its tiles all lie in the grid
 * it keeps no hash (the state it ends in builds one when first asked). {@link #shared()} turns
 * it back into an ordinary, immutable version.
 */
final class Board {
  static final int UF_CHUNK = 32;
  private static final int UF_SHIFT = 5;
  private static final int POS_CHUNK = 16;
  private static final int POS_SHIFT = 4;

  static final Board EMPTY = new Board();

  /** Append-only per-tile and per-slot arrays, shared by the versions that agree on a prefix. */
  static final class Log {
    final int[] type;
    final byte[] rot;
    final int[] px;
    final int[] py;
    final int[] segBase;
    final int[] slotTile;
    final byte[] slotSeg;
    /** How many tiles some version has written: only the version with that count may append. */
    final AtomicInteger claimed;

    Log(int tiles, int slots, int claimed) {
      type = new int[tiles];
      rot = new byte[tiles];
      px = new int[tiles];
      py = new int[tiles];
      segBase = new int[tiles];
      slotTile = new int[slots];
      slotSeg = new byte[slots];
      this.claimed = new AtomicInteger(claimed);
    }

    /**
     * A new log with room for {@code tileCap} tiles and {@code slotCap} slots and the given
     * claim, holding this one's first {@code tiles} tiles and {@code slots} slots.
     */
    Log copy(int tiles, int slots, int tileCap, int slotCap, int claimed) {
      Log c = new Log(tileCap, slotCap, claimed);
      System.arraycopy(type, 0, c.type, 0, tiles);
      System.arraycopy(rot, 0, c.rot, 0, tiles);
      System.arraycopy(px, 0, c.px, 0, tiles);
      System.arraycopy(py, 0, c.py, 0, tiles);
      System.arraycopy(segBase, 0, c.segBase, 0, tiles);
      System.arraycopy(slotTile, 0, c.slotTile, 0, slots);
      System.arraycopy(slotSeg, 0, c.slotSeg, 0, slots);
      return c;
    }
  }

  // The fields below are final in spirit: only an exclusive board writes them, in place (see
  // place); a shared board never changes after it is made.
  int count;
  int slots;
  private Log log;
  /** The union-find in chunks (shared boards); null on an exclusive board (see {@link #flat}). */
  private final int[][] uf;
  /** An exclusive board's union-find as one array (no chunk indirection); null when shared. */
  private int[] flat;
  /**
   * The cell index: an open-addressing hash of {@link #rowKey} + 1 to tile index, in chunks of
   * {@value #POS_CHUNK} ints copied on write. Null when it is not built: on an exclusive board
   * whose tiles all lie in its grid (a rollout's, which looks cells up in the grid), and on the
   * shared board made from one ({@link #shared}), which builds it when first asked ({@link
   * #lateIndex}).
   */
  private int[][] pos;
  private int posMask;
  /**
   * The cell index of a shared board made without one ({@link #pos} null), built from the log
   * when first needed. Written racily, as {@link String#hashCode()} is: a thread sees null (and
   * builds its own, the same) or a whole index, whose fields are final.
   */
  private CellIndex lateIndex;

  /**
   * The rule set whose edges a board without its free cells listed ({@link #free} null) lists
   * them by; null on every other board. Written only before the board is shared.
   */
  private Compiled lateFreeOf;

  /**
   * The free cells of a board made without them ({@link #free} null), listed from its tiles when
   * first needed. Written racily, as {@link #lateIndex} is: a thread sees null (and lists its
   * own, the same) or whole lists, whose fields are final.
   */
  private FreeLists lateFree;

  /** A built cell index: the chunks and mask of {@link #pos} and {@link #posMask}. */
  private static final class CellIndex {
    final int[][] pos;
    final int mask;

    CellIndex(int[][] pos, int mask) {
      this.pos = pos;
      this.mask = mask;
    }
  }
  /**
   * The free cells' row-major keys ({@link #rowKey}), sorted, the first {@link #freeCount} in
   * use; null on the end state of a rollout that ended the game, which lists them from its tiles
   * when first asked ({@link #freeKeys}).
   */
  int[] free;
  /**
   * The edges of the neighbours facing each free cell: as an edge pattern (see {@link
   * Compiled#rotationMask}) when the rule set has a rotation table (one table read per cell),
   * else a byte per side with 0xFF for no neighbour.
   */
  int[] freeEdges;
  int freeCount;
  /** True if this version owns its arrays and is written in place. */
  private final boolean exclusive;
  /**
   * An exclusive board's direct cell index: 1 + the tile index of each cell in a square grid
   * around the origin (of side {@code 1 << gridShift}), 0 for none (cells outside use the hash).
   * Null when shared.
   */
  private final int[] grid;
  /**
   * An exclusive board's free cells while all of them lie in its grid, indexed by grid cell
   * (then a free cell's index is its grid cell); null when the free cells are the sorted arrays
   * above (a shared board, or an exclusive one that outgrew its grid).
   */
  private Cells cells;

  /** Games of up to this many tiles get a 32 by 32 grid (base games stay within it), else 64. */
  static final int SMALL_GRID_TILES = 80;
  /** The side of an exclusive board's grid is {@code 1 << gridShift}; 0 without a grid. */
  private final int gridShift;
  /**
   * The tiles whose types are {@link Compiled#watched} (with a cloister), in placement order: an
   * array never written after it is made, shared by versions until such a tile is placed.
   */
  private int[] watch;
  /** An exclusive board's array for one placement's neighbours (see place); null if shared. */
  private final int[] nbrScratch;

  /**
   * The free cells of an exclusive board inside its grid: a bit per cell, row by row, so that
   * adding and dropping one is a bit operation and listing them in row-major order a scan of
   * the rows. Written in place, like the rest of an exclusive board.
   */
  private static final class Cells {
    /** Bit gx of rows[gy] is set if the cell at grid (gx, gy) is free. */
    final long[] rows;
    /** The edges facing each free cell, by cell, as {@link #freeEdges}. */
    final int[] edges;
    /** The first and last rows that have free cells (lo > hi when there are none). */
    int lo;
    int hi = -1;
    /**
     * The number of placements of every tile type on the free cells, packed as {@link
     * Compiled#placementCounts} (the sum of its entries for the free cells' edge patterns),
     * kept as cells are freed, faced and taken; null without that table, or once there could be
     * more free cells than the packing allows ({@link Compiled#MAX_COUNTED_FREE}).
     */
    long[] counts;
    /** {@link Compiled#placementCounts}, or null. */
    final long[] table;
    /**
     * Bit gx of near[gy] is set if a tile with a cloister ({@link Board#watch}) lies on or next
     * to the grid cell (gx, gy), diagonals included; only while {@link #nearKnown}.
     */
    final long[] near;
    /** False once a tile with a cloister lies at the grid's edge or beyond it. */
    boolean nearKnown = true;

    /**
     * With {@code rows} and {@code near} all zero and of the grid's side, {@code edges} of the
     * grid's size (its entries are read only for free cells, each written as its cell is freed),
     * {@code counts} all zero and of {@link Compiled#COUNTED_WORDS} (or null: a new one), and no
     * free cell.
     */
    Cells(int shift, long[] rows, long[] near, int[] edges, long[] counts, long[] table) {
      this.rows = rows;
      this.edges = edges;
      lo = 1 << shift;
      this.table = table;
      this.counts =
          table == null ? null : counts != null ? counts : new long[Compiled.COUNTED_WORDS];
      this.near = near;
    }

    /** New, empty free cells for a grid of side {@code 1 << gs}, or the spare's if it has them. */
    static Cells take(int gs, Spare spare, long[] table) {
      if (spare == null || spare.rows == null || spare.gridShift != gs) {
        return new Cells(
            gs, new long[1 << gs], new long[1 << gs], new int[1 << (2 * gs)], null, table);
      }
      Cells cl = new Cells(gs, spare.rows, spare.near, spare.edges, spare.counts, table);
      spare.dropCells();
      return cl;
    }

    /** Gives these arrays to {@code spare}, cleared as {@link #take} expects them. */
    void release(Spare spare) {
      Arrays.fill(rows, 0L);
      Arrays.fill(near, 0L);
      if (counts != null) {
        Arrays.fill(counts, 0L);
      }
      spare.rows = rows;
      spare.near = near;
      spare.edges = edges;
      spare.counts = counts;
    }

    /** Marks the cells on and around a tile with a cloister at (x, y). */
    void markNear(int gs, int x, int y) {
      if (!interior(gs, x, y)) {
        nearKnown = false;
        return;
      }
      int cell = cellOf(gs, x, y);
      int gy = cell >>> gs;
      long bits = 7L << ((cell & ((1 << gs) - 1)) - 1);
      near[gy - 1] |= bits;
      near[gy] |= bits;
      near[gy + 1] |= bits;
    }

    /**
     * Adds (sign 1) or takes away (sign -1) the placements of a free cell's edge pattern: the
     * six words ({@link Compiled#COUNTED_WORDS}) written out, as in {@link #recount} (a loop
     * cost about 4% of a rollout more; BoardTest's count checks fail if the number changes).
     */
    void count(int pattern, int sign) {
      long[] t = table;
      long[] n = counts;
      int o = pattern * Compiled.COUNTED_WORDS;
      n[0] += sign * t[o];
      n[1] += sign * t[o + 1];
      n[2] += sign * t[o + 2];
      n[3] += sign * t[o + 3];
      n[4] += sign * t[o + 4];
      n[5] += sign * t[o + 5];
    }

    /**
     * Counts a free cell's placements under its new edge pattern instead of the old, a word at a
     * time: the packing is linear, so a word's difference may borrow across types' fields, but
     * the sum comes out right for every type, whose count fits its field before and after.
     */
    void recount(int oldPattern, int newPattern) {
      long[] t = table;
      long[] n = counts;
      int o = oldPattern * Compiled.COUNTED_WORDS;
      int p = newPattern * Compiled.COUNTED_WORDS;
      n[0] += t[p] - t[o];
      n[1] += t[p + 1] - t[o + 1];
      n[2] += t[p + 2] - t[o + 2];
      n[3] += t[p + 3] - t[o + 3];
      n[4] += t[p + 4] - t[o + 4];
      n[5] += t[p + 5] - t[o + 5];
    }
  }

  private Board() {
    count = 0;
    slots = 0;
    // room for a whole base game and more: the log grows by doubling beyond
    log = new Log(96, 512, 0);
    uf = new int[0][];
    flat = null;
    // 128 entries: a base game never rehashes; a placement copies a 16-int chunk
    pos = new int[256 / POS_CHUNK][POS_CHUNK];
    posMask = 127;
    free = new int[0];
    freeEdges = new int[0];
    freeCount = 0;
    exclusive = false;
    grid = null;
    cells = null;
    gridShift = 0;
    watch = new int[0];
    nbrScratch = null;
  }

  private Board(
      int count, int slots, Log log, int[][] uf, int[] flat, int[][] pos, int posMask, int[] free,
      int[] freeEdges, int freeCount, boolean exclusive,
      int[] grid, Cells cells, int gridShift, int[] watch) {
    this.count = count;
    this.slots = slots;
    this.log = log;
    this.uf = uf;
    this.flat = flat;
    this.pos = pos;
    this.posMask = posMask;
    this.free = free;
    this.freeEdges = freeEdges;
    this.freeCount = freeCount;
    this.exclusive = exclusive;
    this.grid = grid;
    this.cells = cells;
    this.gridShift = gridShift;
    this.watch = watch;
    this.nbrScratch = exclusive ? new int[4] : null;
  }

  /**
   * A copy that owns all its arrays, for one working copy that places tiles in place. The
   * append-only log is copied too ({@link #ownLog}): the copy appends without claiming it, and
   * the version it came from keeps its claim.
   */
  Board exclusive() {
    return exclusive(null, Integer.MAX_VALUE, 0, null);
  }

  /**
   * A grid and free-cell arrays that an exclusive board takes instead of allocating new ones,
   * and that {@link #release} gives back cleared: a thread that plays rollout after rollout
   * keeps one, so that they stay in cache and are not allocated and zeroed for every game (the
   * union-find lives on in the state a rollout returns, which lists its free cells anew, see
   * {@link #shared}). A board takes the arrays (the fields become null), so two boards never
   * share them.
   */
  static final class Spare {
    int gridShift;
    /** All zero. */
    int[] grid;
    /** A grid's free-cell arrays ({@link Cells#take}): rows, near and counts all zero. */
    long[] rows;
    long[] near;
    int[] edges;
    long[] counts;

    /** Forgets the free-cell arrays (taken by a board, or none to give back). */
    void dropCells() {
      rows = null;
      near = null;
      edges = null;
      counts = null;
    }
  }

  /**
   * {@link #exclusive()} for a game of {@code tiles} tiles in all, with {@code slotsAhead}
   * segments still to come (0 if not known): a smaller grid when few tiles are played (less to
   * allocate and to keep in cache), for games that stay near the origin, and arrays sized for
   * the segments.
   */
  Board exclusive(Compiled c, int tiles, int slotsAhead, Spare spare) {
    if (flat != null || cells != null) {
      return ordinary().exclusive(c, tiles, slotsAhead, spare);
    }
    // room for the whole game's slots when they are known (4 ints each), else for about 5
    // segments a tile, so that the flat union-find is not regrown and copied as it fills
    int endSlots =
        slotsAhead > 0 ? slots + slotsAhead : Math.max(slots * 2, expectedSlots(tiles));
    int size = (int) Math.max(256, Math.min(1 << 20, (long) endSlots * 4));
    int gs = tiles <= SMALL_GRID_TILES ? 5 : 6;
    boolean fits = spare != null && spare.gridShift == gs;
    int[] f = new int[size];
    // chunk by chunk (the last one in part): a mid-game board has a thousand ints or more here
    for (int used = slots * 4, ci = 0; ci << UF_SHIFT < used; ci++) {
      System.arraycopy(uf[ci], 0, f, ci << UF_SHIFT, Math.min(UF_CHUNK, used - (ci << UF_SHIFT)));
    }
    int[] g = fits && spare.grid != null ? spare.grid : new int[1 << (2 * gs)];
    for (int i = 0; i < count; i++) {
      gridPut(g, gs, log.px[i], log.py[i], i);
    }
    if (fits) {
      spare.grid = null;
    }
    Log own = ownLog(tiles, endSlots);
    // the placement counts' sums fit their fields only up to MAX_COUNTED_FREE free cells
    long[] table =
        c == null || freeCount + 4 > Compiled.MAX_COUNTED_FREE ? null : c.placementCounts;
    Cells cl = Cells.take(gs, fits ? spare : null, table);
    int[] keys = freeKeys();
    int[] edges = freeEdgeCodes();
    for (int i = 0; i < freeCount && cl != null; i++) {
      int cell = cellOf(gs, keyX(keys[i]), keyY(keys[i]));
      if (cell < 0) {
        cl = null;
      } else {
        addCell(cl, gs, cell);
        cl.edges[cell] = edges[i];
        if (table != null) {
          cl.count(edges[i], 1);
        }
      }
    }
    for (int i = 0; i < watch.length && cl != null; i++) {
      cl.markNear(gs, log.px[watch[i]], log.py[watch[i]]);
    }
    if (cl != null) {
      // every tile lies in the grid (the free cells around them do): no cell index until one
      // is placed at the grid's border (see listed) or the rollout's end state is asked
      return new Board(
          count, slots, own, null, f, null, 0, NO_INTS, NO_INTS, freeCount, true, g, cl, gs,
          watch);
    }
    return new Board(
        count, slots, own, null, f, ownedIndex(), posMask, keys.clone(), edges.clone(),
        freeCount, true, g, null, gs, watch);
  }

  /** About 5 segments a tile for a game of {@code tiles} tiles; 0 if unknown. */
  private static int expectedSlots(int tiles) {
    return tiles == Integer.MAX_VALUE ? 0 : (int) Math.min(1 << 18, (long) tiles * 5);
  }

  /**
   * A copy of the log for an exclusive board alone, with room for a game of {@code tiles} tiles
   * and {@code endSlots} segments: its placements append without claiming it ({@link
   * Log#claimed}), and the version it was copied from keeps its own claim.
   */
  private Log ownLog(int tiles, int endSlots) {
    int tileCap =
        tiles == Integer.MAX_VALUE ? Math.max(16, count * 2) : Math.max(count + 1, tiles);
    return log.copy(count, slots, tileCap, Math.max(slots + 8, endSlots), count);
  }

  /**
   * Gives this exclusive board's grid to {@code spare}, cleared, for the next exclusive board;
   * this board must not be used again (a state made from it by {@link #shared} does not use
   * the grid).
   */
  void release(Spare spare) {
    if (!exclusive || grid == null) {
      return;
    }
    for (int i = 0; i < count; i++) {
      gridPut(grid, gridShift, log.px[i], log.py[i], -1);
    }
    // the union-find lives on in the state made from this board (see shared)
    spare.gridShift = gridShift;
    spare.grid = grid;
    if (cells != null) {
      cells.release(spare);
    } else {
      spare.dropCells();
    }
  }

  private static final int[] NO_INTS = new int[0];

  /** The cell of (x, y) in a grid of side {@code 1 << gs}, or -1 if it lies outside. */
  private static int cellOf(int gs, int x, int y) {
    int gx = x + (1 << (gs - 1));
    int gy = y + (1 << (gs - 1));
    if (((gx | gy) & -(1 << gs)) != 0) {
      return -1;
    }
    return (gy << gs) | gx;
  }

  /** True if (x, y) and its four neighbours lie inside a grid of side {@code 1 << gs}. */
  private static boolean interior(int gs, int x, int y) {
    int gx = x + (1 << (gs - 1));
    int gy = y + (1 << (gs - 1));
    return gx >= 1 && gy >= 1 && gx < (1 << gs) - 1 && gy < (1 << gs) - 1;
  }

  private static void addCell(Cells cl, int gs, int cell) {
    int gy = cell >>> gs;
    cl.rows[gy] |= 1L << (cell & ((1 << gs) - 1));
    cl.lo = Math.min(cl.lo, gy);
    cl.hi = Math.max(cl.hi, gy);
  }

  /** Free cells as the sorted arrays of a board without a grid of free cells. */
  private record FreeLists(int[] keys, int[] edges) {}

  /** The grid's free cells in row-major order as the sorted arrays, with room for {@code cap}. */
  private FreeLists listCells(int cap) {
    int[] keys = new int[cap];
    int[] edges = new int[cap];
    int n = 0;
    for (int i = firstFree(); i >= 0; i = nextFree(i)) {
      keys[n] = keyOfCell(gridShift, i);
      edges[n] = cells.edges[i];
      n++;
    }
    return new FreeLists(keys, edges);
  }

  private static int keyOfCell(int gs, int cell) {
    int half = 1 << (gs - 1);
    return rowKey((cell & ((1 << gs) - 1)) - half, (cell >>> gs) - half);
  }

  /** This version as an ordinary immutable board (an exclusive one is never written again). */
  Board shared() {
    return shared(null);
  }

  /**
   * {@link #shared()}, for the state a rollout ends in: given the rule set ({@code over}: the
   * game is over, and nothing will ask for legal placements), a board whose free cells are in
   * its grid does not list them now but from its tiles when first asked ({@link #freeKeys}).
   */
  Board shared(Compiled over) {
    if (!exclusive) {
      return this;
    }
    // the rollout's end state reads this board's arrays as they are (it is never written again)
    // and is turned into the copy-on-write form only if a placement is made from it; its cells
    // are found in the hash and its free cells listed (the grid and the free cells' arrays go
    // back to the thread's spare, see release). Its log, this board's own, is claimed for it,
    // so that a placement from it appends in place.
    log.claimed.set(count);
    if (cells != null && over != null) {
      Board b =
          new Board(
              count, slots, log, null, flat, pos, posMask, null, null, freeCount, false, null,
              null, 0, watch);
      b.lateFreeOf = over;
      return b;
    }
    if (cells != null) {
      FreeLists l = listCells(freeCount);
      return new Board(
          count, slots, log, null, flat, pos, posMask, l.keys(), l.edges(), freeCount, false,
          null, null, 0, watch);
    }
    return new Board(
        count, slots, log, null, flat, pos, posMask, free, freeEdges, freeCount, false, null,
        null, gridShift, watch);
  }

  /** The free cells' keys (see {@link #free}), listed now if this board has them late. */
  int[] freeKeys() {
    int[] f = free;
    return f != null ? f : lateFree().keys();
  }

  /** The free cells' edges (see {@link #freeEdges}), listed now if this board has them late. */
  int[] freeEdgeCodes() {
    int[] e = freeEdges;
    return e != null ? e : lateFree().edges();
  }

  private FreeLists lateFree() {
    FreeLists l = lateFree;
    if (l == null) {
      l = listFromTiles(lateFreeOf);
      lateFree = l;
    }
    return l;
  }

  /**
   * This board's free cells and their edges found from its tiles, as its placements would have
   * kept them: the empty cells next to a tile, sorted by key, each with the edges of the tiles
   * around it under rule set c.
   */
  private FreeLists listFromTiles(Compiled c) {
    int[] keys = new int[count * 4];
    int n = 0;
    for (int i = 0; i < count; i++) {
      for (int side = 0; side < 4; side++) {
        int nx = log.px[i] + (side == 1 ? 1 : side == 3 ? -1 : 0);
        int ny = log.py[i] + (side == 0 ? -1 : side == 2 ? 1 : 0);
        if (at(nx, ny) < 0) {
          keys[n++] = rowKey(nx, ny);
        }
      }
    }
    Arrays.sort(keys, 0, n);
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (m == 0 || keys[m - 1] != keys[i]) {
        keys[m++] = keys[i];
      }
    }
    if (m != freeCount) {
      throw new IllegalStateException(
          "the tiles leave " + m + " free cells, the board counted " + freeCount);
    }
    boolean patterns = c.rotationMask != null;
    int[] edges = new int[m];
    for (int k = 0; k < m; k++) {
      int x = keyX(keys[k]);
      int y = keyY(keys[k]);
      int e = patterns ? 0 : -1;
      // side: the free cell's side; the tile there faces it with the opposite one
      for (int side = 0; side < 4; side++) {
        int j =
            at(x + (side == 1 ? 1 : side == 3 ? -1 : 0), y + (side == 0 ? -1 : side == 2 ? 1 : 0));
        if (j < 0) {
          continue;
        }
        int theirs = log.rot[j] * 4 + ((side + 2) & 3);
        e =
            patterns
                ? e + c.edgeDigit[log.type[j]][theirs]
                : (e & ~(0xFF << (8 * side))) | (c.edgeCode[log.type[j]][theirs] << (8 * side));
      }
      edges[k] = e;
    }
    return new FreeLists(Arrays.copyOf(keys, m), edges);
  }

  /**
   * This board in the copy-on-write form that a shared board's placements and exclusive copies
   * start from: itself, unless it is the end state of a rollout ({@link #shared}).
   */
  private Board ordinary() {
    if (flat == null && cells == null) {
      return this;
    }
    int n = slots * 4;
    int[][] u = new int[(n + UF_CHUNK - 1) >>> UF_SHIFT][];
    for (int ci = 0; ci < u.length; ci++) {
      u[ci] = Arrays.copyOfRange(flat, ci << UF_SHIFT, (ci + 1) << UF_SHIFT);
    }
    // the copy-on-write form never changes the index's chunks in place: it may share them
    CellIndex ix = index();
    if (cells != null) {
      FreeLists l = listCells(freeCount);
      return new Board(
          count, slots, log, u, null, ix.pos, ix.mask, l.keys(), l.edges(), freeCount, false,
          null, null, 0, watch);
    }
    return new Board(
        count, slots, log, u, null, ix.pos, ix.mask, freeKeys(), freeEdgeCodes(), freeCount, false,
        null, null, 0, watch);
  }

  /** This exclusive board with its free cells as the sorted arrays (it outgrew its grid). */
  private Board listed() {
    FreeLists l = listCells(Math.max(16, (freeCount + 4) * 2));
    // tiles are about to lie beyond the grid: from now on the cell index is kept
    int[][] p = pos;
    int mask = posMask;
    if (p == null) {
      CellIndex ix = buildIndex();
      p = ix.pos;
      mask = ix.mask;
    }
    return new Board(
        count, slots, log, uf, flat, p, mask, l.keys(), l.edges(), freeCount, true, grid, null,
        gridShift, watch);
  }

  /** The placement move of free cell i in rotation r (quarter turns), from the rule set's table. */
  Move.PlaceTile move(PlacementMoves table, int i, int r) {
    int key = freeKey(i);
    return table.place(keyX(key), keyY(key), r);
  }

  // ------------------------------------------------------------------ free cells

  /**
   * The first free cell's index in row-major order, or -1 if there is none. With {@link
   * #nextFree} this walks the free cells in the order placements are listed; an index is only
   * meaningful to this version's free-cell methods and its {@link #move}.
   */
  int firstFree() {
    if (cells == null) {
      return freeCount > 0 ? 0 : -1;
    }
    return cells.lo <= cells.hi ? nextCell(cells.lo, cells.rows[cells.lo]) : -1;
  }

  /** The free cell after free cell i in row-major order, or -1. */
  int nextFree(int i) {
    if (cells == null) {
      return i + 1 < freeCount ? i + 1 : -1;
    }
    int gy = i >>> gridShift;
    // the bits above i's (a shift by 63 leaves none, as wanted)
    return nextCell(gy, cells.rows[gy] & (-2L << (i & ((1 << gridShift) - 1))));
  }

  private int nextCell(int gy, long bits) {
    while (bits == 0) {
      if (++gy > cells.hi) {
        return -1;
      }
      bits = cells.rows[gy];
    }
    return (gy << gridShift) | Long.numberOfTrailingZeros(bits);
  }

  /** Free cell i's row-major key ({@link #rowKey}). */
  int freeKey(int i) {
    return cells != null ? keyOfCell(gridShift, i) : freeKeys()[i];
  }

  /** The edges facing free cell i (see {@link #freeEdges}). */
  int freeEdge(int i) {
    return cells != null ? cells.edges[i] : freeEdgeCodes()[i];
  }

  /** The index of the free cell at (x, y), or -1 if that cell is not free. */
  int freeIndexAt(int x, int y) {
    if (cells != null) {
      int cell = cellOf(gridShift, x, y);
      if (cell < 0) {
        return -1;
      }
      long bit = 1L << (cell & ((1 << gridShift) - 1));
      return (cells.rows[cell >>> gridShift] & bit) != 0 ? cell : -1;
    }
    int i = search(freeKeys(), freeCount, rowKey(x, y));
    return i >= 0 ? i : -1;
  }

  /** True if the free cells are kept in the grid (their indexes are grid cells). */
  boolean gridded() {
    return cells != null;
  }

  /** The grid's free-cell rows (see {@link Cells#rows}); only when {@link #gridded}. */
  long[] cellRows() {
    return cells.rows;
  }

  /** The grid's free-cell edges by cell; only when {@link #gridded}. */
  int[] cellEdges() {
    return cells.edges;
  }

  /**
   * The placements of tile type t on the grid's free cells, from the sums kept as the board
   * changes ({@link Cells#counts}); -1 when they are not kept. Only when {@link #gridded}.
   */
  int countedPlacements(int t) {
    long[] n = cells.counts;
    if (n == null) {
      return -1;
    }
    long word = n[t / Compiled.COUNTS_PER_WORD];
    return (int) (word >>> (Compiled.COUNT_BITS * (t % Compiled.COUNTS_PER_WORD)))
        & ((1 << Compiled.COUNT_BITS) - 1);
  }

  /**
   * False if no tile with a cloister ({@link #watched}) lies on or next to (x, y), diagonals
   * included; true if one may (an exclusive board in its grid knows, see {@link Cells#near}).
   */
  boolean watchedAround(int x, int y) {
    Cells cl = cells;
    if (cl == null || !cl.nearKnown) {
      return true;
    }
    int cell = cellOf(gridShift, x, y);
    return cell < 0 || (cl.near[cell >>> gridShift] & (1L << (cell & ((1 << gridShift) - 1)))) != 0;
  }

  /** The placed tiles with a cloister (of a {@link Compiled#watched} type); do not write. */
  int[] watched() {
    return watch;
  }

  /** The grid's side is {@code 1 << gridShift()}; only when {@link #gridded}. */
  int gridShift() {
    return gridShift;
  }

  /** The first grid row with free cells; only when {@link #gridded}. */
  int cellRowLo() {
    return cells.lo;
  }

  /** The last grid row with free cells; only when {@link #gridded}. */
  int cellRowHi() {
    return cells.hi;
  }

  // ------------------------------------------------------------------ reading

  int type(int i) {
    return log.type[i];
  }

  int rot(int i) {
    return log.rot[i];
  }

  int px(int i) {
    return log.px[i];
  }

  int py(int i) {
    return log.py[i];
  }

  /** The first slot of tile i. */
  int segBase(int i) {
    return log.segBase[i];
  }

  /** One past the last slot of tile i. */
  int segEnd(int i) {
    return i + 1 < count ? log.segBase[i + 1] : slots;
  }

  int slotTile(int s) {
    return log.slotTile[s];
  }

  int slotSeg(int s) {
    return log.slotSeg[s];
  }

  private int uf(int s, int field) {
    int idx = (s << 2) | field;
    return flat != null ? flat[idx] : uf[idx >>> UF_SHIFT][idx & (UF_CHUNK - 1)];
  }

  int parent(int s) {
    return uf(s, 0);
  }

  int size(int s) {
    return uf(s, 1);
  }

  int next(int s) {
    return uf(s, 2);
  }

  /** The open edges of the feature rooted at s. */
  int open(int s) {
    return uf(s, 3);
  }


  /** The root of a slot's feature: one read, roots are kept direct. */
  int find(int slot) {
    return uf(slot, 0);
  }

  /** A key that sorts cells row-major: by y, then x. */
  static int rowKey(int x, int y) {
    return ((y + 0x4000) << 15) | (x + 0x4000);
  }

  static int keyX(int key) {
    return (key & 0x7FFF) - 0x4000;
  }

  static int keyY(int key) {
    return (key >>> 15) - 0x4000;
  }

  private static int hash(int key) {
    int h = key * 0x9E3779B1;
    return h ^ (h >>> 15);
  }

  /**
   * {@link Arrays#binarySearch(int[], int, int, int)} over {@code a[0..n)}, sorted and distinct:
   * the key's index, else {@code -(insertion point) - 1}. Each halving is a conditional move,
   * not a branch: which half a free cell's key lies in is a coin toss that a branch mispredicts
   * half the time, and a placement searches five keys.
   */
  static int search(int[] a, int n, int key) {
    if (n == 0) {
      return -1;
    }
    int base = 0;
    for (int len = n; len > 1; ) {
      int half = len >>> 1;
      base = a[base + half] <= key ? base + half : base;
      len -= half;
    }
    int v = a[base];
    return v == key ? base : v < key ? -base - 2 : -base - 1;
  }

  /** The placed index at (x, y), or -1. */
  int at(int x, int y) {
    if (grid != null) {
      int cell = cellOf(gridShift, x, y);
      if (cell >= 0) {
        return grid[cell] - 1;
      }
    }
    int[][] p = pos;
    return p != null ? lookup(p, posMask, rowKey(x, y) + 1) : lateAt(x, y);
  }

  /** {@link #at} on a board without a built cell index ({@link #pos}), beyond its grid if any. */
  private int lateAt(int x, int y) {
    if (exclusive) {
      // every tile lies in the grid
      return -1;
    }
    CellIndex ix = index();
    return lookup(ix.pos, ix.mask, rowKey(x, y) + 1);
  }

  /** The cell index, built from the log if this board has none ({@link #pos}). */
  private CellIndex index() {
    if (pos != null) {
      return new CellIndex(pos, posMask);
    }
    CellIndex ix = lateIndex;
    if (ix == null) {
      ix = buildIndex();
      lateIndex = ix;
    }
    return ix;
  }

  /** A new cell index of this board's tiles, as its placements would have made it. */
  private CellIndex buildIndex() {
    int mask = 127;
    while ((count + 1) * 4 > (mask + 1) * 3) {
      mask = mask * 2 + 1;
    }
    int[][] p = new int[((mask + 1) * 2) / POS_CHUNK][POS_CHUNK];
    for (int i = 0; i < count; i++) {
      insertOwned(p, mask, rowKey(log.px[i], log.py[i]) + 1, i);
    }
    return new CellIndex(p, mask);
  }

  /** A copy of the cell index's chunks for an exclusive board (this board has them built). */
  private int[][] ownedIndex() {
    int[][] p = new int[pos.length][];
    for (int i = 0; i < p.length; i++) {
      p[i] = pos[i].clone();
    }
    return p;
  }

  private static void gridPut(int[] g, int gs, int x, int y, int i) {
    int cell = cellOf(gs, x, y);
    if (cell >= 0) {
      g[cell] = i + 1;
    }
  }

  private static int lookup(int[][] pos, int mask, int key) {
    int i = hash(key) & mask;
    while (true) {
      int e = i << 1;
      int[] chunk = pos[e >>> POS_SHIFT];
      int k = chunk[e & (POS_CHUNK - 1)];
      if (k == key) {
        return chunk[(e & (POS_CHUNK - 1)) + 1];
      }
      if (k == 0) {
        return -1;
      }
      i = (i + 1) & mask;
    }
  }

  /** The number of occupied cells among the 8 around (x, y). */
  int neighbours(int x, int y) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++) {
      for (int dx = -1; dx <= 1; dx++) {
        if ((dx != 0 || dy != 0) && at(x + dx, y + dy) >= 0) {
          n++;
        }
      }
    }
    return n;
  }

  /** True if all 8 cells around (x, y) hold tiles; stops at the first empty one. */
  boolean surrounded(int x, int y) {
    for (int dy = -1; dy <= 1; dy++) {
      for (int dx = -1; dx <= 1; dx++) {
        if ((dx != 0 || dy != 0) && at(x + dx, y + dy) < 0) {
          return false;
        }
      }
    }
    return true;
  }

  // ------------------------------------------------------------------ placing

  /**
   * Copy-on-write access to chunked int tables during one placement (an exclusive board's own
   * chunks are written in place).
   */
  private static final class Cow {
    int[][] table;
    /** A bit per chunk this placement already copied; null when all are owned (exclusive). */
    long[] owned;
    final int chunk;
    final int shift;
    /**
     * Indexes from here on are written in a shared chunk as it is, without a copy: set by a
     * placement that claimed the append-only log ({@link Log#claimed}) to the first index of its
     * new slots. No version that shares the chunk reads there: the versions before it have fewer
     * slots, and any other version placing from them fails the claim and copies the chunk
     * before writing its own new slots. {@code Integer.MAX_VALUE} (copy on every first write)
     * otherwise.
     */
    int appendFrom = Integer.MAX_VALUE;

    Cow(int[][] table, int chunks, int chunk, int shift, boolean exclusive) {
      if (exclusive) {
        // the caller owns every chunk: write in place, grow the directory geometrically
        this.table =
            table.length >= chunks
                ? table
                : Arrays.copyOf(table, Math.max(chunks, table.length * 2));
        this.owned = null;
      } else {
        this.table = table.length >= chunks ? table.clone() : Arrays.copyOf(table, chunks);
        this.owned = new long[(this.table.length + 63) >>> 6];
      }
      this.chunk = chunk;
      this.shift = shift;
    }

    int get(int idx) {
      int[] c = table[idx >>> shift];
      return c == null ? 0 : c[idx & (chunk - 1)];
    }

    void set(int idx, int v) {
      own(idx)[idx & (chunk - 1)] = v;
    }

    /**
     * The chunk to write index {@code idx} in, at {@code idx & (chunk - 1)}: what {@link #set}
     * writes to. The same chunk serves every index of one union-find slot (its four ints lie in
     * one chunk, on the same side of {@link #appendFrom}), so a slot's fields take one call; an
     * array returned must not be kept across a call for another slot, which may copy the chunk.
     */
    int[] own(int idx) {
      int ci = idx >>> shift;
      int[] c = table[ci];
      if (c == null || (owned != null && (owned[ci >>> 6] & (1L << ci)) == 0)) {
        c = writable(ci, idx);
      }
      return c;
    }

    /**
     * The chunk to write index {@code idx} (in chunk {@code ci}) to when this placement does not
     * own it yet: made, copied, or (past {@link #appendFrom}) the shared one as it is. A method of
     * its own, so that {@link #own}, called many times by a placement, stays a short check.
     */
    private int[] writable(int ci, int idx) {
      int[] c = table[ci];
      if (owned == null) {
        // an exclusive board's missing chunk
        c = new int[chunk];
        table[ci] = c;
        return c;
      }
      if (c != null && idx >= appendFrom) {
        // past every index the versions sharing this chunk read (see appendFrom)
        return c;
      }
      c = c == null ? new int[chunk] : c.clone();
      table[ci] = c;
      owned[ci >>> 6] |= 1L << ci;
      return c;
    }
  }

  /**
   * A new board with a tile of compiled type {@code t} at (x, y) in rotation {@code r}. The cell
   * must be free; edges are joined with every neighbour, port to port.
   */
  Board place(Compiled c, int t, int r, int x, int y) {
    if (!exclusive && (flat != null || cells != null)) {
      return ordinary().place(c, t, r, x, y);
    }
    if (cells != null && !interior(gridShift, x, y)) {
      // a tile at the grid's border has free cells beyond it: keep them in the sorted arrays
      return listed().place(c, t, r, x, y);
    }
    int ns = c.segSides[t].length >> 2; // the segments of one rotation
    int n = count + 1;
    int base = slots;
    int nslots = slots + ns;
    // append-only data
    Log lg = log;
    boolean inPlace =
        lg.type.length >= n
            && lg.slotTile.length >= nslots
            // an exclusive board's log is its own (see ownLog)
            && (exclusive || lg.claimed.compareAndSet(count, n));
    if (!inPlace) {
      // Grow only when the log is full. A copy made because another version already appended
      // here keeps the capacity: doubling it on every such branch doubled it on every turn of
      // a game whose moves are tried before one is chosen (a search bot), until the heap ran out.
      int tileCap =
          lg.type.length >= n ? lg.type.length : Math.max(16, Math.max(n, lg.type.length * 2));
      int slotCap =
          lg.slotTile.length >= nslots
              ? lg.slotTile.length
              : Math.max(64, Math.max(nslots, lg.slotTile.length * 2));
      lg = lg.copy(count, slots, tileCap, slotCap, n);
    }
    lg.type[count] = t;
    lg.rot[count] = (byte) r;
    lg.px[count] = x;
    lg.py[count] = y;
    lg.segBase[count] = base;
    for (int s = 0; s < ns; s++) {
      lg.slotTile[base + s] = count;
      lg.slotSeg[base + s] = (byte) s;
    }
    // union-find: an exclusive board's flat array written in place, else chunks copied on write
    int[] sides = c.segSides[t];
    int[] f = null;
    Cow u = null;
    if (flat != null) {
      int need = nslots << 2;
      f = flat.length >= need ? flat : Arrays.copyOf(flat, Math.max(need, flat.length * 2));
      for (int s = 0; s < ns; s++) {
        int slot = base + s;
        f[slot << 2] = slot;
        f[(slot << 2) | 1] = 1;
        f[(slot << 2) | 2] = slot;
        f[(slot << 2) | 3] = Integer.bitCount(sides[r * ns + s]);
      }
    } else {
      u = new Cow(uf, ((nslots << 2) + UF_CHUNK - 1) >>> UF_SHIFT, UF_CHUNK, UF_SHIFT, false);
      if (inPlace) {
        // this version's new slots, which only it and its descendants read
        u.appendFrom = base << 2;
      }
      for (int s = 0; s < ns; s++) {
        int slot = base + s;
        int[] ch = u.own(slot << 2);
        int o = (slot << 2) & (UF_CHUNK - 1);
        ch[o] = slot;
        ch[o + 1] = 1;
        ch[o + 2] = slot;
        ch[o + 3] = Integer.bitCount(sides[r * ns + s]);
      }
    }
    // cell index
    int[][] nPos;
    int nMask;
    int key = rowKey(x, y) + 1;
    if (pos == null) {
      // an exclusive board in its grid, with no cell index to keep (the tile is in the grid)
      nMask = posMask;
      nPos = null;
    } else if ((n + 1) * 4 > (posMask + 1) * 3) {
      nMask = (posMask + 1) * 2 - 1;
      int entries = nMask + 1;
      nPos = new int[Math.max(1, (entries * 2) / POS_CHUNK)][POS_CHUNK];
      Cow p = new Cow(nPos, nPos.length, POS_CHUNK, POS_SHIFT, true);
      for (int i = 0; i < count; i++) {
        insert(p, nMask, rowKey(lg.px[i], lg.py[i]) + 1, i);
      }
      insert(p, nMask, key, count);
      nPos = p.table;
    } else if (exclusive) {
      nMask = posMask;
      nPos = pos;
      insertOwned(nPos, nMask, key, count);
    } else {
      nMask = posMask;
      Cow p = new Cow(pos, pos.length, POS_CHUNK, POS_SHIFT, false);
      insert(p, nMask, key, count);
      nPos = p.table;
    }
    // free cells: drop this one, add or update its empty neighbours
    int[] myEdges = c.edgeCode[t];
    boolean patterns = c.rotationMask != null;
    // the neighbours' tile indexes by side (an exclusive board keeps one array for this)
    int[] nbr = exclusive ? nbrScratch : new int[4];
    int[] nFree;
    int[] nFreeEdges;
    int nFreeCount = freeCount;
    if (cells != null) {
      nFree = free;
      nFreeEdges = freeEdges;
      nFreeCount = placeInGrid(c, t, r, x, y, nbr);
    } else {
      if (exclusive && free.length >= freeCount + 4) {
        nFree = free;
        nFreeEdges = freeEdges;
      } else {
        int cap = exclusive ? Math.max(16, (freeCount + 4) * 2) : freeCount + 4;
        nFree = Arrays.copyOf(free, cap);
        nFreeEdges = Arrays.copyOf(freeEdges, cap);
      }
      int self = rowKey(x, y);
      int at = search(nFree, nFreeCount, self);
      // the sides with a tile, from the cell's edge pattern when it was free (the cell index is
      // then read only on those sides); else every side is looked up
      int occupied = 0xF;
      if (at >= 0) {
        if (patterns) {
          occupied = c.patternSides[nFreeEdges[at]];
        }
        System.arraycopy(nFree, at + 1, nFree, at, nFreeCount - at - 1);
        System.arraycopy(nFreeEdges, at + 1, nFreeEdges, at, nFreeCount - at - 1);
        nFreeCount--;
      }
      for (int side = 0; side < 4; side++) {
        int nx = x + (side == 1 ? 1 : side == 3 ? -1 : 0);
        int ny = y + (side == 0 ? -1 : side == 2 ? 1 : 0);
        nbr[side] = (occupied & (1 << side)) != 0 ? at(nx, ny) : -1;
        if (nbr[side] >= 0) {
          continue;
        }
        int k = rowKey(nx, ny);
        int facing = (side + 2) & 3;
        int code = myEdges[r * 4 + side];
        int i = search(nFree, nFreeCount, k);
        if (i < 0) {
          i = -i - 1;
          System.arraycopy(nFree, i, nFree, i + 1, nFreeCount - i);
          System.arraycopy(nFreeEdges, i, nFreeEdges, i + 1, nFreeCount - i);
          nFree[i] = k;
          nFreeEdges[i] = patterns ? 0 : -1;
          nFreeCount++;
        }
        // each side of a free cell is faced once, by the one tile placed there
        nFreeEdges[i] =
            patterns
                ? nFreeEdges[i] + (code + 1) * c.edgePow[facing]
                : (nFreeEdges[i] & ~(0xFF << (8 * facing))) | (code << (8 * facing));
      }
    }
    // join the new tile's segments with its neighbours'
    join(c, lg, f, u, count, t, r, nbr);
    if (grid != null) {
      gridPut(grid, gridShift, x, y, count);
    }
    int[] nWatch = watch;
    if (c.watched[t]) {
      nWatch = Arrays.copyOf(watch, watch.length + 1);
      nWatch[watch.length] = count;
      if (cells != null) {
        cells.markNear(gridShift, x, y);
      }
    }
    if (exclusive) {
      // the new version is this one, written in place: the previous one is gone
      count = n;
      slots = nslots;
      log = lg;
      flat = f;
      pos = nPos;
      posMask = nMask;
      free = nFree;
      freeEdges = nFreeEdges;
      freeCount = nFreeCount;
      watch = nWatch;
      return this;
    }
    return new Board(
        n, nslots, lg, u == null ? null : u.table, f, nPos, nMask, nFree, nFreeEdges, nFreeCount,
        false, grid, cells, gridShift, nWatch);
  }

  /**
   * The free-cell part of {@link #place} on a board whose free cells are in its grid, in place:
   * drops the tile's cell, adds or updates its empty neighbours, and writes the neighbours' tile
   * indexes by side into {@code nbr}. Returns the new number of free cells.
   */
  private int placeInGrid(Compiled c, int t, int r, int x, int y, int[] nbr) {
    int n = freeCount;
    if (n + 4 > Compiled.MAX_COUNTED_FREE) {
      // a placement adds at most 4 free cells: beyond this the sums could overflow their fields
      cells.counts = null;
    }
    long[] rows = cells.rows;
    int self = cellOf(gridShift, x, y);
    int side1 = 1 << gridShift;
    long bit = 1L << (self & (side1 - 1));
    if ((rows[self >>> gridShift] & bit) != 0) {
      rows[self >>> gridShift] &= ~bit;
      n--;
      if (cells.counts != null) {
        cells.count(cells.edges[self], -1);
      }
    }
    if (c.rotationMask != null) {
      // edge patterns: each neighbouring free cell adds this tile's digit for the side
      int[] digits = c.edgeDigit[t];
      int o = r * 4;
      n = faceCell(self - side1, 0, digits[o], nbr, n);
      n = faceCell(self + 1, 1, digits[o + 1], nbr, n);
      n = faceCell(self + side1, 2, digits[o + 2], nbr, n);
      return faceCell(self - 1, 3, digits[o + 3], nbr, n);
    }
    int[] myEdges = c.edgeCode[t];
    int[] edges = cells.edges;
    for (int side = 0; side < 4; side++) {
      int cell = self + (side == 0 ? -side1 : side == 1 ? 1 : side == 2 ? side1 : -1);
      int before = n;
      n = faceCell(cell, side, 0, nbr, n);
      if (nbr[side] >= 0) {
        continue;
      }
      if (n > before) {
        edges[cell] = -1;
      }
      int facing = (side + 2) & 3;
      int code = myEdges[r * 4 + side];
      edges[cell] = (edges[cell] & ~(0xFF << (8 * facing))) | (code << (8 * facing));
    }
    return n;
  }

  /**
   * The part of {@link #placeInGrid} for the cell on one side of the placed tile: writes its
   * tile index (or -1) to {@code nbr[side]}; if it is empty, makes it free (with edges {@code
   * digit}) or adds {@code digit} to its edges. Returns the new number of free cells.
   */
  private int faceCell(int cell, int side, int digit, int[] nbr, int n) {
    int j = grid[cell] - 1;
    nbr[side] = j;
    if (j >= 0) {
      return n;
    }
    Cells cl = cells;
    int gy = cell >>> gridShift;
    long cbit = 1L << (cell & ((1 << gridShift) - 1));
    long row = cl.rows[gy];
    if ((row & cbit) != 0) {
      if (cl.counts != null) {
        cl.recount(cl.edges[cell], cl.edges[cell] + digit);
      }
      cl.edges[cell] += digit;
      return n;
    }
    cl.rows[gy] = row | cbit;
    if (gy < cl.lo) {
      cl.lo = gy;
    }
    if (gy > cl.hi) {
      cl.hi = gy;
    }
    cl.edges[cell] = digit;
    if (cl.counts != null) {
      cl.count(digit, 1);
    }
    return n + 1;
  }

  private static void insert(Cow p, int mask, int key, int val) {
    int i = hash(key) & mask;
    while (p.get(i << 1) != 0) {
      i = (i + 1) & mask;
    }
    p.set(i << 1, key);
    p.set((i << 1) + 1, val);
  }

  /** {@link #insert} into an exclusive board's own cell index chunks (no rehash needed). */
  private static void insertOwned(int[][] pos, int mask, int key, int val) {
    int i = hash(key) & mask;
    while (pos[(i << 1) >>> POS_SHIFT][(i << 1) & (POS_CHUNK - 1)] != 0) {
      i = (i + 1) & mask;
    }
    int[] chunk = pos[(i << 1) >>> POS_SHIFT];
    chunk[(i << 1) & (POS_CHUNK - 1)] = key;
    chunk[((i << 1) & (POS_CHUNK - 1)) + 1] = val;
  }

  private static int find(Cow u, int slot) {
    return u.get(slot << 2);
  }

  /**
   * Joins the new tile's segments with its neighbours' port to port, on an exclusive board's
   * flat union-find array {@code f} when given, else through the copy-on-write tables {@code u}:
   * a side at a time from the packed {@link Compiled#sideSegs}, a union per distinct pair of
   * facing segments, then each distinct segment on either side loses the open edge that now
   * faces a tile.
   */
  private static void join(Compiled c, Log lg, int[] f, Cow u, int idx, int t, int r, int[] nbr) {
    int[] mine = c.sideSegs[t];
    int myBase = lg.segBase[idx];
    for (int side = 0; side < 4; side++) {
      int j = nbr[side];
      if (j < 0) {
        continue;
      }
      int m = mine[r * 4 + side];
      int o = c.sideSegs[lg.type[j]][lg.rot[j] * 4 + ((side + 2) & 3)];
      int theirBase = lg.segBase[j];
      // my port k faces their port 2 - k; a pair equal to the one before is joined already.
      // Loops, not unrolled calls: the JIT inlines each call site's union-find code once.
      int pa = -1;
      int pb = -1;
      for (int k = 0; k < 3; k++) {
        int a = myBase + ((m >>> (8 * k)) & 0xFF);
        int b = theirBase + ((o >>> (16 - 8 * k)) & 0xFF);
        if (a != pa || b != pb) {
          union(f, u, a, b);
        }
        pa = a;
        pb = b;
      }
      closeEdges(f, u, myBase, m);
      closeEdges(f, u, theirBase, o);
    }
  }

  /**
   * One open edge less for the feature of each distinct segment among the three ports of a side
   * (packed one per byte, as in {@link Compiled#sideSegs}), segment indexes from {@code base}.
   */
  private static void closeEdges(int[] f, Cow u, int base, int packed) {
    int s0 = packed & 0xFF;
    int s1 = (packed >>> 8) & 0xFF;
    for (int k = 0; k < 3; k++) {
      int s = (packed >>> (8 * k)) & 0xFF;
      if (k == 0 || (s != s0 && (k == 1 || s != s1))) {
        closeEdge(f, u, base + s);
      }
    }
  }

  private static void union(int[] f, Cow u, int a, int b) {
    if (f != null) {
      unionFlat(f, a, b);
    } else {
      union(u, a, b);
    }
  }

  /** One open edge less for the feature of this slot. */
  private static void closeEdge(int[] f, Cow u, int slot) {
    if (f != null) {
      f[(f[slot << 2] << 2) | 3]--;
    } else {
      int root = find(u, slot);
      u.own(root << 2)[((root << 2) | 3) & (UF_CHUNK - 1)]--;
    }
  }

  private static void union(Cow u, int a, int b) {
    int ra = find(u, a);
    int rb = find(u, b);
    if (ra == rb) {
      return;
    }
    if (u.get((ra << 2) | 1) < u.get((rb << 2) | 1)) {
      int tmp = ra;
      ra = rb;
      rb = tmp;
    }
    // relabel the smaller feature's members (rb's circle) with the new root
    int m = rb;
    do {
      u.set(m << 2, ra);
      m = u.get((m << 2) | 2);
    } while (m != rb);
    int size = u.get((ra << 2) | 1) + u.get((rb << 2) | 1);
    int open = u.get((ra << 2) | 3) + u.get((rb << 2) | 3);
    int na = u.get((ra << 2) | 2);
    int nb = u.get((rb << 2) | 2);
    // ra's fields through one call, then rb's (the first chunk may be copied by the second call)
    int[] ca = u.own(ra << 2);
    int o = (ra << 2) & (UF_CHUNK - 1);
    ca[o + 1] = size;
    ca[o + 2] = nb;
    ca[o + 3] = open;
    u.set((rb << 2) | 2, na);
  }

  /** {@link #union} on an exclusive board's flat union-find array. */
  private static void unionFlat(int[] f, int a, int b) {
    int ra = f[a << 2];
    int rb = f[b << 2];
    if (ra == rb) {
      return;
    }
    if (f[(ra << 2) | 1] < f[(rb << 2) | 1]) {
      int tmp = ra;
      ra = rb;
      rb = tmp;
    }
    int m = rb;
    do {
      f[m << 2] = ra;
      m = f[(m << 2) | 2];
    } while (m != rb);
    f[(ra << 2) | 1] += f[(rb << 2) | 1];
    f[(ra << 2) | 3] += f[(rb << 2) | 3];
    int na = f[(ra << 2) | 2];
    f[(ra << 2) | 2] = f[(rb << 2) | 2];
    f[(rb << 2) | 2] = na;
  }
}
