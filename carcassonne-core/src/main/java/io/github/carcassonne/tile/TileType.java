package io.github.carcassonne.tile;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import java.util.List;
import java.util.Objects;

/**
 * A type of land tile in its canonical orientation: its four edges, its feature segments and its
 * attributes. Instances are immutable and compared by value.
 *
 * <p>Ids are stable across releases and namespaced by tile set: {@code base:A} ... {@code base:X}
 * for the base game, with the letters and orientations of the rules reference.
 */
public final class TileType {
  private final String id;
  private final ImmutableList<EdgeKind> edges;
  private final ImmutableList<Segment> segments;
  private final ImmutableMap<String, String> attributes;
  private final ImmutableList<Rotation> distinctRotations;
  private final int[] segmentAtPort;

  /**
   * Creates a tile type and checks it: every port belongs to exactly one segment, and each side's
   * edge kind agrees with the segments on it (a city edge is one city segment on all three
   * thirds; a road or river edge has that feature on the middle third).
   *
   * @throws IllegalArgumentException if the definition is inconsistent
   */
  public TileType(
      String id,
      List<EdgeKind> edges,
      List<Segment> segments,
      java.util.Map<String, String> attributes) {
    this.id = requireNonNull(id, "id");
    checkArgument(id.matches("[A-Za-z0-9_.-]+:[A-Za-z0-9_.+-]+"), "bad tile id: %s", id);
    this.edges = ImmutableList.copyOf(edges);
    checkArgument(this.edges.size() == 4, "%s: a tile has four edges", id);
    this.segments = ImmutableList.copyOf(segments);
    checkArgument(this.segments.size() <= 32, "%s: at most 32 segments", id);
    this.attributes = ImmutableMap.copyOf(attributes);
    this.segmentAtPort = new int[12];
    java.util.Arrays.fill(segmentAtPort, -1);
    for (int i = 0; i < this.segments.size(); i++) {
      Segment s = this.segments.get(i);
      checkArgument(s.index() == i, "%s: segment %s has index %s", id, i, s.index());
      for (int p = 0; p < 12; p++) {
        if ((s.ports() & (1 << p)) != 0) {
          checkArgument(
              segmentAtPort[p] < 0,
              "%s: port %s belongs to two segments",
              id,
              Port.ofIndex(p));
          segmentAtPort[p] = i;
        }
      }
    }
    for (int p = 0; p < 12; p++) {
      checkArgument(segmentAtPort[p] >= 0, "%s: port %s belongs to no segment", id, Port.ofIndex(p));
    }
    int known = this.segments.size() == 32 ? -1 : (1 << this.segments.size()) - 1;
    for (Segment s : this.segments) {
      checkArgument(
          (s.adjacent() & ~known) == 0,
          "%s: segment %s is adjacent to a segment index the tile does not have",
          id,
          s.label());
    }
    for (Side side : Side.values()) {
      EdgeKind kind = this.edges.get(side.ordinal());
      Port[] ports = Port.of(side);
      int mid = segmentAtPort[ports[1].index()];
      FeatureKind midKind = this.segments.get(mid).kind();
      if (kind.equals(EdgeKind.CITY)) {
        checkArgument(
            midKind.equals(FeatureKind.CITY)
                && segmentAtPort[ports[0].index()] == mid
                && segmentAtPort[ports[2].index()] == mid,
            "%s: side %s is a city edge but not one city segment on all three thirds",
            id,
            side);
      } else if (kind.equals(EdgeKind.ROAD)) {
        checkArgument(
            midKind.equals(FeatureKind.ROAD),
            "%s: side %s is a road edge without a road",
            id,
            side);
      } else if (kind.equals(EdgeKind.RIVER)) {
        checkArgument(
            midKind.equals(FeatureKind.RIVER),
            "%s: side %s is a river edge without a river in its middle third",
            id,
            side);
      } else if (kind.equals(EdgeKind.FIELD)) {
        checkArgument(
            midKind.equals(FeatureKind.FIELD),
            "%s: side %s is a field edge without a field in its middle third",
            id,
            side);
      }
    }
    this.distinctRotations = computeDistinctRotations();
  }

  /** The stable id, for example {@code base:D}. */
  public String id() {
    return id;
  }

  /** The edge kinds in the order N, E, S, W of the canonical orientation. */
  public ImmutableList<EdgeKind> edges() {
    return edges;
  }

  /** The edge kind on {@code side} once the tile is turned by {@code rotation}. */
  public EdgeKind edge(Side side, Rotation rotation) {
    return edges.get((side.ordinal() - rotation.quarterTurns()) & 3);
  }

  /** The feature segments, indexed by {@link Segment#index()}. */
  public ImmutableList<Segment> segments() {
    return segments;
  }

  /** The segment touching {@code port} in the canonical orientation. */
  public Segment segmentAt(Port port) {
    return segments.get(segmentAtPort[port.index()]);
  }

  /** The segment touching {@code port} on the board, once the tile is turned by {@code rotation}. */
  public Segment segmentAt(Port port, Rotation rotation) {
    return segments.get(segmentAtPort[(port.index() - 3 * rotation.quarterTurns() + 12) % 12]);
  }

  /** Tile-level attributes, for example {@code start} or {@code spring}. */
  public ImmutableMap<String, String> attributes() {
    return attributes;
  }

  /** True if the tile-level attribute is present. */
  public boolean has(String attribute) {
    return attributes.containsKey(attribute);
  }

  /**
   * The rotations that give different results, in increasing order; a rotation that turns the
   * tile into an identical picture of a smaller rotation is left out (tile {@code base:C} has
   * only {@link Rotation#R0}, a straight road two).
   */
  public ImmutableList<Rotation> distinctRotations() {
    return distinctRotations;
  }

  private ImmutableList<Rotation> computeDistinctRotations() {
    ImmutableList.Builder<Rotation> out = ImmutableList.builder();
    out.add(Rotation.R0);
    for (int r = 1; r < 4; r++) {
      boolean sameAsEarlier = false;
      for (int q = 0; q < r && !sameAsEarlier; q++) {
        sameAsEarlier = sameLayout(Rotation.ofQuarterTurns(r - q));
      }
      if (!sameAsEarlier) {
        out.add(Rotation.ofQuarterTurns(r));
      }
    }
    return out.build();
  }

  /** True if turning the tile by {@code rotation} gives the same layout. */
  private boolean sameLayout(Rotation rotation) {
    for (int s = 0; s < 4; s++) {
      if (!edges.get(s).equals(edges.get((s + rotation.quarterTurns()) & 3))) {
        return false;
      }
    }
    int n = segments.size();
    int[] map = new int[n];
    boolean[] used = new boolean[n];
    for (int i = 0; i < n; i++) {
      Segment a = segments.get(i);
      int rotated = a.rotatedPorts(rotation);
      map[i] = -1;
      for (int j = 0; j < n; j++) {
        Segment b = segments.get(j);
        if (!used[j]
            && b.ports() == rotated
            && b.kind().equals(a.kind())
            && b.attributes().equals(a.attributes())) {
          map[i] = j;
          used[j] = true;
          break;
        }
      }
      if (map[i] < 0) {
        return false;
      }
    }
    for (int i = 0; i < n; i++) {
      int adj = segments.get(i).adjacent();
      int mapped = 0;
      for (int k = 0; k < n; k++) {
        if ((adj & (1 << k)) != 0) {
          mapped |= 1 << map[k];
        }
      }
      if (mapped != segments.get(map[i]).adjacent()) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TileType t
        && t.id.equals(id)
        && t.edges.equals(edges)
        && t.segments.equals(segments)
        && t.attributes.equals(attributes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, edges, segments, attributes);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(id).append(' ');
    for (EdgeKind e : edges) {
      sb.append(e.code());
    }
    return sb.toString();
  }
}
