package io.github.carcassonne.internal;

import java.util.Arrays;

/**
 * The placed tiles and the feature graph, kept incrementally: every segment of a placed tile is a
 * slot of a union-find forest (union by size, no path compression, so a frozen board is never
 * written), each root keeping its feature's size and open-edge count, members linked in a
 * circular list. A board is immutable once built; {@link #place} returns a new board.
 */
final class Board {
  static final Board EMPTY = new Board();

  final int count;
  final int[] type;
  final byte[] rot;
  final int[] px;
  final int[] py;
  final int[] segBase;
  final int slots;
  final int[] parent;
  final int[] size;
  final int[] next;
  final int[] open;
  final int[] slotTile;
  final int[] slotSeg;
  /** Open addressing: keys are packed positions + 1 (0 = empty), values placed indices. */
  final int[] keys;
  final int[] vals;
  /** Free cells touching the board, packed row-major ({@link #rowKey}), sorted. */
  final int[] free;
  /** For each free cell, the neighbours' edge codes facing it, a byte per side (0xFF: none). */
  final int[] freeEdges;
  final int freeCount;
  /** Bounds of the placed area. */
  final int minX;
  final int maxX;
  final int minY;
  final int maxY;

  private Board() {
    count = 0;
    type = new int[0];
    rot = new byte[0];
    px = new int[0];
    py = new int[0];
    segBase = new int[1];
    slots = 0;
    parent = new int[0];
    size = new int[0];
    next = new int[0];
    open = new int[0];
    slotTile = new int[0];
    slotSeg = new int[0];
    keys = new int[16];
    vals = new int[16];
    free = new int[0];
    freeEdges = new int[0];
    freeCount = 0;
    minX = 0;
    maxX = 0;
    minY = 0;
    maxY = 0;
  }

  private Board(
      int count, int[] type, byte[] rot, int[] px, int[] py, int[] segBase, int slots,
      int[] parent, int[] size, int[] next, int[] open, int[] slotTile, int[] slotSeg,
      int[] keys, int[] vals, int[] free, int[] freeEdges, int freeCount,
      int minX, int maxX, int minY, int maxY) {
    this.count = count;
    this.type = type;
    this.rot = rot;
    this.px = px;
    this.py = py;
    this.segBase = segBase;
    this.slots = slots;
    this.parent = parent;
    this.size = size;
    this.next = next;
    this.open = open;
    this.slotTile = slotTile;
    this.slotSeg = slotSeg;
    this.keys = keys;
    this.vals = vals;
    this.free = free;
    this.freeEdges = freeEdges;
    this.freeCount = freeCount;
    this.minX = minX;
    this.maxX = maxX;
    this.minY = minY;
    this.maxY = maxY;
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

  static int pack(int x, int y) {
    return ((x + 0x4000) << 15) | (y + 0x4000);
  }

  private static int hash(int key) {
    int h = key * 0x9E3779B1;
    return h ^ (h >>> 15);
  }

  /** The placed index at (x, y), or -1. */
  int at(int x, int y) {
    int key = pack(x, y) + 1;
    int mask = keys.length - 1;
    int i = hash(key) & mask;
    while (true) {
      int k = keys[i];
      if (k == key) {
        return vals[i];
      }
      if (k == 0) {
        return -1;
      }
      i = (i + 1) & mask;
    }
  }

  int find(int slot) {
    int p = parent[slot];
    while (p != slot) {
      slot = p;
      p = parent[slot];
    }
    return slot;
  }

  /**
   * A new board with a tile of compiled type {@code t} at (x, y) in rotation {@code r}. The cell
   * must be free; edges are joined with every neighbour port to port.
   */
  Board place(Compiled c, int t, int r, int x, int y) {
    int ns = c.tileTypes.get(t).segments().size();
    int n = count + 1;
    int[] nType = grow(type, n);
    byte[] nRot = n <= rot.length ? rot.clone() : Arrays.copyOf(rot, Math.max(16, rot.length * 2));
    int[] nPx = grow(px, n);
    int[] nPy = grow(py, n);
    int[] nSegBase = grow(segBase, n + 1);
    nType[count] = t;
    nRot[count] = (byte) r;
    nPx[count] = x;
    nPy[count] = y;
    int base = slots;
    int nslots = slots + ns;
    nSegBase[count] = base;
    nSegBase[n] = nslots;
    int[] nParent = grow(parent, nslots);
    int[] nSize = grow(size, nslots);
    int[] nNext = grow(next, nslots);
    int[] nOpen = grow(open, nslots);
    int[] nSlotTile = grow(slotTile, nslots);
    int[] nSlotSeg = grow(slotSeg, nslots);
    int[] sides = c.segSides[t];
    for (int s = 0; s < ns; s++) {
      int slot = base + s;
      nParent[slot] = slot;
      nSize[slot] = 1;
      nNext[slot] = slot;
      nOpen[slot] = Integer.bitCount(sides[r * ns + s]);
      nSlotTile[slot] = count;
      nSlotSeg[slot] = s;
    }
    // position index
    int[] nKeys = keys;
    int[] nVals = vals;
    if ((n + 1) * 2 > keys.length) {
      nKeys = new int[keys.length * 2];
      nVals = new int[keys.length * 2];
      for (int i = 0; i < count; i++) {
        insert(nKeys, nVals, pack(px[i], py[i]) + 1, i);
      }
    } else {
      nKeys = keys.clone();
      nVals = vals.clone();
    }
    insert(nKeys, nVals, pack(x, y) + 1, count);
    // free cells: drop this one, add or update its empty neighbours
    int[] nFree = Arrays.copyOf(free, freeCount + 4);
    int[] nFreeEdges = Arrays.copyOf(freeEdges, freeCount + 4);
    int nFreeCount = freeCount;
    int self = rowKey(x, y);
    int pos = Arrays.binarySearch(nFree, 0, nFreeCount, self);
    if (pos >= 0) {
      System.arraycopy(nFree, pos + 1, nFree, pos, nFreeCount - pos - 1);
      System.arraycopy(nFreeEdges, pos + 1, nFreeEdges, pos, nFreeCount - pos - 1);
      nFreeCount--;
    }
    int[] myEdges = c.edgeCode[t];
    for (int side = 0; side < 4; side++) {
      int nx = x + (side == 1 ? 1 : side == 3 ? -1 : 0);
      int ny = y + (side == 0 ? -1 : side == 2 ? 1 : 0);
      if (at(nx, ny) >= 0 || (nx == x && ny == y)) {
        continue;
      }
      int key = rowKey(nx, ny);
      int facing = (side + 2) & 3;
      int code = myEdges[r * 4 + side];
      int at = Arrays.binarySearch(nFree, 0, nFreeCount, key);
      if (at < 0) {
        at = -at - 1;
        System.arraycopy(nFree, at, nFree, at + 1, nFreeCount - at);
        System.arraycopy(nFreeEdges, at, nFreeEdges, at + 1, nFreeCount - at);
        nFree[at] = key;
        nFreeEdges[at] = -1;
        nFreeCount++;
      }
      nFreeEdges[at] = (nFreeEdges[at] & ~(0xFF << (8 * facing))) | (code << (8 * facing));
    }
    Board b =
        new Board(
            n, nType, nRot, nPx, nPy, nSegBase, nslots, nParent, nSize, nNext, nOpen, nSlotTile,
            nSlotSeg, nKeys, nVals, nFree, nFreeEdges, nFreeCount,
            count == 0 ? x : Math.min(minX, x),
            count == 0 ? x : Math.max(maxX, x),
            count == 0 ? y : Math.min(minY, y),
            count == 0 ? y : Math.max(maxY, y));
    b.join(c, count, t, r, x, y);
    return b;
  }

  private static void insert(int[] ks, int[] vs, int key, int val) {
    int mask = ks.length - 1;
    int i = hash(key) & mask;
    while (ks[i] != 0) {
      i = (i + 1) & mask;
    }
    ks[i] = key;
    vs[i] = val;
  }

  private static int[] grow(int[] a, int n) {
    if (n <= a.length) {
      return a.clone();
    }
    return Arrays.copyOf(a, Math.max(n, Math.max(16, a.length * 2)));
  }

  /** Joins the new tile's segments with its neighbours' (only during construction). */
  private void join(Compiled c, int idx, int t, int r, int x, int y) {
    int[] myPorts = c.segAtPort[t];
    int myBase = segBase[idx];
    int[] as = new int[3];
    int[] bs = new int[3];
    for (int side = 0; side < 4; side++) {
      int nx = x + (side == 1 ? 1 : side == 3 ? -1 : 0);
      int ny = y + (side == 0 ? -1 : side == 2 ? 1 : 0);
      int j = at(nx, ny);
      if (j < 0 || j == idx) {
        continue;
      }
      int tj = type[j];
      int rj = rot[j];
      int[] theirPorts = c.segAtPort[tj];
      int theirBase = segBase[j];
      int na = 0;
      int nb = 0;
      for (int third = 0; third < 3; third++) {
        int port = side * 3 + third;
        int facing = ((side + 2) & 3) * 3 + (2 - third);
        int a = myBase + myPorts[r * 12 + port];
        int b = theirBase + theirPorts[rj * 12 + facing];
        union(a, b);
        na = addDistinct(as, na, a);
        nb = addDistinct(bs, nb, b);
      }
      for (int i = 0; i < na; i++) {
        open[find(as[i])]--;
      }
      for (int i = 0; i < nb; i++) {
        open[find(bs[i])]--;
      }
    }
  }

  private static int addDistinct(int[] arr, int n, int v) {
    for (int i = 0; i < n; i++) {
      if (arr[i] == v) {
        return n;
      }
    }
    arr[n] = v;
    return n + 1;
  }

  private void union(int a, int b) {
    int ra = find(a);
    int rb = find(b);
    if (ra == rb) {
      return;
    }
    if (size[ra] < size[rb]) {
      int tmp = ra;
      ra = rb;
      rb = tmp;
    }
    parent[rb] = ra;
    size[ra] += size[rb];
    open[ra] += open[rb];
    int na = next[ra];
    next[ra] = next[rb];
    next[rb] = na;
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
}
