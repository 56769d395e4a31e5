package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.Location;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** A feature bound to one board and one set of figure arrays. */
final class FeatureImpl implements Feature {
  final Compiled c;
  final Board b;
  final int root;
  /** The oldest segment if known, else -1. */
  private final int min;
  private final int figCount;
  private final int[] figOwner;
  private final int[] figKind;
  private final int[] figSlot;
  private final Location[] figLoc;

  FeatureImpl(
      Compiled c, Board b, int root, int figCount, int[] figOwner, int[] figKind, int[] figSlot,
      Location[] figLoc) {
    this(c, b, root, -1, figCount, figOwner, figKind, figSlot, figLoc);
  }

  /** A view whose oldest segment is known ({@code min}), or -1 to find it when needed. */
  FeatureImpl(
      Compiled c, Board b, int root, int min, int figCount, int[] figOwner, int[] figKind,
      int[] figSlot, Location[] figLoc) {
    this.c = c;
    this.b = b;
    this.root = root;
    this.min = min;
    this.figCount = figCount;
    this.figOwner = figOwner;
    this.figKind = figKind;
    this.figSlot = figSlot;
    this.figLoc = figLoc;
  }

  /** True if this view was made over exactly these board and figure arrays. */
  boolean sameAs(
      Board board, int figCount, int[] figOwner, int[] figKind, int[] figSlot, Location[] figLoc) {
    return b == board
        && this.figCount == figCount
        && this.figOwner == figOwner
        && this.figKind == figKind
        && this.figSlot == figSlot
        && this.figLoc == figLoc;
  }

  int kindIndex() {
    return c.segKind[b.type(b.slotTile(root))][b.slotSeg(root)];
  }

  /** The member with the smallest slot, which is the earliest placed tile's lowest segment. */
  int minMember() {
    return min >= 0 ? min : minMember(b, root);
  }

  /** The member with the smallest slot of the feature at {@code root}. */
  static int minMember(Board b, int root) {
    int m = root;
    for (int s = b.next(root); s != root; s = b.next(s)) {
      m = Math.min(m, s);
    }
    return m;
  }

  @Override
  public FeatureId id() {
    return idOfSlot(c, b, minMember());
  }

  static FeatureId idOfSlot(Compiled c, Board b, int slot) {
    int tile = b.slotTile(slot);
    int t = b.type(tile);
    int ns = c.tileTypes.get(t).segments().size();
    return new FeatureId(
        new Position(b.px(tile), b.py(tile)), c.canonicalSpot[t][b.rot(tile) * ns + b.slotSeg(slot)]);
  }

  @Override
  public FeatureKind kind() {
    return c.featureKinds.get(kindIndex());
  }

  @Override
  public ImmutableList<Position> cells() {
    BitSet tiles = tiles();
    List<Position> out = new ArrayList<>();
    for (int i = tiles.nextSetBit(0); i >= 0; i = tiles.nextSetBit(i + 1)) {
      out.add(new Position(b.px(i), b.py(i)));
    }
    out.sort(null);
    return ImmutableList.copyOf(out);
  }

  private BitSet tiles() {
    BitSet bs = new BitSet(b.count);
    int s = root;
    do {
      bs.set(b.slotTile(s));
      s = b.next(s);
    } while (s != root);
    return bs;
  }

  @Override
  public int tileCount() {
    if (b.size(root) == 1) {
      return 1;
    }
    // a tile counts at its lowest member segment: one with no lower segment of the same tile in
    // the feature (tiles have few segments, and a find is one read; no set is made)
    int n = 0;
    int s = root;
    do {
      int base = b.segBase(b.slotTile(s));
      int k = base;
      while (k < s && b.find(k) != root) {
        k++;
      }
      if (k == s) {
        n++;
      }
      s = b.next(s);
    } while (s != root);
    return n;
  }

  @Override
  public int segmentCount() {
    return b.size(root);
  }

  @Override
  public int attribute(String attribute) {
    int n = 0;
    int s = root;
    do {
      int t = b.type(b.slotTile(s));
      int k = b.slotSeg(s);
      if ((c.segAttributed[t] & (1 << k)) != 0) {
        n += c.tileTypes.get(t).segments().get(k).count(attribute);
      }
      s = b.next(s);
    } while (s != root);
    return n;
  }

  @Override
  public int openEdges() {
    return b.open(root);
  }

  @Override
  public int neighbours() {
    int tile = b.slotTile(root);
    TileType t = c.tileTypes.get(b.type(tile));
    if (!t.segments().get(b.slotSeg(root)).isInner()) {
      return 0;
    }
    return b.neighbours(b.px(tile), b.py(tile));
  }

  @Override
  public boolean isComplete() {
    Compiled.Tagged<io.github.carcassonne.spi.Hooks.CompletionRule> rule = c.completion[kindIndex()];
    if (rule == null) {
      return false;
    }
    // the declared rule "complete when closed" answered without the call
    return rule.hook() == io.github.carcassonne.spi.Hooks.CompletionRule.CLOSED
        ? b.open(root) == 0
        : rule.hook().isComplete(this);
  }

  @Override
  public ImmutableList<Figure> figures() {
    // most features have no figure: no builder until one is found
    ImmutableList.Builder<Figure> out = null;
    for (int i = 0; i < figCount; i++) {
      if (figSlot[i] >= 0 && b.find(figSlot[i]) == root) {
        if (out == null) {
          out = ImmutableList.builderWithExpectedSize(2);
        }
        out.add(
            new Figure(
                i,
                Reads.owner(figOwner[i]),
                c.figureKinds.get(figKind[i]),
                figLoc[i]));
      }
    }
    return out == null ? ImmutableList.of() : out.build();
  }

  @Override
  public boolean hasFigures() {
    return occupied();
  }

  /** True if any figure stands on this feature. */
  boolean occupied() {
    return occupied(b, root, figCount, figSlot);
  }

  /** True if any of the figures stands on the feature at {@code root}. */
  static boolean occupied(Board b, int root, int figCount, int[] figSlot) {
    // a find is one read, and figures are few
    for (int i = 0; i < figCount; i++) {
      if (figSlot[i] >= 0 && b.find(figSlot[i]) == root) {
        return true;
      }
    }
    return false;
  }

  @Override
  public ImmutableList<Feature> adjacent(FeatureKind kind) {
    int want = c.featureKindIndex(kind);
    if (want < 0) {
      return ImmutableList.of();
    }
    // the views found so far, which also tell the roots already met
    FeatureImpl[] found = null;
    int n = 0;
    int s = root;
    do {
      int tile = b.slotTile(s);
      int t = b.type(tile);
      int adj = c.segAdjacent[t][b.slotSeg(s)];
      while (adj != 0) {
        int k = Integer.numberOfTrailingZeros(adj);
        adj &= adj - 1;
        if (c.segKind[t][k] == want) {
          int r = b.find(b.segBase(tile) + k);
          if (!contains(found, n, r)) {
            if (found == null) {
              found = new FeatureImpl[4];
            } else if (n == found.length) {
              found = java.util.Arrays.copyOf(found, n * 2);
            }
            found[n++] =
                new FeatureImpl(c, b, r, figCount, figOwner, figKind, figSlot, figLoc);
          }
        }
      }
      s = b.next(s);
    } while (s != root);
    switch (n) {
      case 0:
        return ImmutableList.of();
      case 1:
        return ImmutableList.of(found[0]);
      case 2:
        return ImmutableList.of(found[0], found[1]);
      case 3:
        return ImmutableList.of(found[0], found[1], found[2]);
      default:
        return ImmutableList.copyOf(java.util.Arrays.copyOf(found, n));
    }
  }

  /**
   * {@link io.github.carcassonne.spi.GameContext#completedAdjacent}: without views when the
   * kind's rule is "complete when closed" (cities), through the views otherwise.
   */
  int completedAdjacent(FeatureKind kind) {
    int want = c.featureKindIndex(kind);
    if (want < 0) {
      return 0;
    }
    Compiled.Tagged<io.github.carcassonne.spi.Hooks.CompletionRule> rule = c.completion[want];
    if (rule == null) {
      // no rule: none is complete
      return 0;
    }
    if (rule.hook() != io.github.carcassonne.spi.Hooks.CompletionRule.CLOSED) {
      int n = 0;
      for (Feature f : adjacent(kind)) {
        if (f.isComplete()) {
          n++;
        }
      }
      return n;
    }
    // the roots met so far, as adjacent() finds them
    int[] found = null;
    int n = 0;
    int complete = 0;
    int s = root;
    do {
      int tile = b.slotTile(s);
      int t = b.type(tile);
      int adj = c.segAdjacent[t][b.slotSeg(s)];
      while (adj != 0) {
        int k = Integer.numberOfTrailingZeros(adj);
        adj &= adj - 1;
        if (c.segKind[t][k] == want) {
          int r = b.find(b.segBase(tile) + k);
          if (!contains(found, n, r)) {
            if (found == null) {
              found = new int[4];
            } else if (n == found.length) {
              found = java.util.Arrays.copyOf(found, n * 2);
            }
            found[n++] = r;
            if (b.open(r) == 0) {
              complete++;
            }
          }
        }
      }
      s = b.next(s);
    } while (s != root);
    return complete;
  }

  private static boolean contains(int[] roots, int n, int r) {
    for (int i = 0; i < n; i++) {
      if (roots[i] == r) {
        return true;
      }
    }
    return false;
  }

  private static boolean contains(FeatureImpl[] views, int n, int r) {
    for (int i = 0; i < n; i++) {
      if (views[i].root == r) {
        return true;
      }
    }
    return false;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FeatureImpl f && f.b == b && f.root == root;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(b) * 31 + root;
  }

  @Override
  public String toString() {
    return kind() + "@" + id();
  }
}
