package io.github.carcassonne.tile;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Rotation;

/**
 * One feature segment of a tile type: the part of a road, city, field, cloister or other feature
 * that lies on this tile, in the tile's canonical orientation.
 *
 * @param index position in {@link TileType#segments()}, 0-based
 * @param label the label the tile definition gives it (unique per tile type)
 * @param kind the feature kind
 * @param ports bit mask over {@link Port#index()}: the side thirds it touches; 0 for a feature
 *     that touches no side (a cloister, a garden)
 * @param attributes attributes such as {@code pennant=1}, {@code inn}, {@code cathedral},
 *     {@code good=wine}; a flag attribute has the value {@code ""}
 * @param adjacent bit mask over segment indices of this tile: for a field, the city segments it
 *     touches (what farmers score)
 */
public record Segment(
    int index,
    String label,
    FeatureKind kind,
    int ports,
    ImmutableMap<String, String> attributes,
    int adjacent) {

  /** Validates the components. */
  public Segment {
    checkArgument(index >= 0 && index < 32, "segment index out of range: %s", index);
    requireNonNull(label, "label");
    requireNonNull(kind, "kind");
    checkArgument((ports & ~0xFFF) == 0, "ports mask out of range");
    requireNonNull(attributes, "attributes");
  }

  // equals and hashCode are written out: a record's generated ones spin method handles on first
  // use (see docs/performance.md, "Short runs"), and tile sets hash their segments as they load
  @Override
  public boolean equals(Object o) {
    return o instanceof Segment s
        && index == s.index
        && ports == s.ports
        && adjacent == s.adjacent
        && label.equals(s.label)
        && kind.equals(s.kind)
        && attributes.equals(s.attributes);
  }

  @Override
  public int hashCode() {
    int h = index;
    h = 31 * h + label.hashCode();
    h = 31 * h + kind.hashCode();
    h = 31 * h + ports;
    h = 31 * h + attributes.hashCode();
    return 31 * h + adjacent;
  }

  /** True if this segment touches {@code port}. */
  public boolean touches(Port port) {
    return (ports & (1 << port.index())) != 0;
  }

  /** True if this segment touches no side (a cloister, a garden). */
  public boolean isInner() {
    return ports == 0;
  }

  /** True if the attribute is present. */
  public boolean has(String attribute) {
    return attributes.containsKey(attribute);
  }

  /**
   * The attribute as a number: its value if numeric, 1 for a flag ({@code pennant} alone means one
   * pennant), 0 when absent.
   */
  public int count(String attribute) {
    String v = attributes.get(attribute);
    if (v == null) {
      return 0;
    }
    if (v.isEmpty()) {
      return 1;
    }
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  /** The ports mask after turning the tile by {@code rotation}. */
  public int rotatedPorts(Rotation rotation) {
    int shift = 3 * rotation.quarterTurns();
    return ((ports << shift) | (ports >>> (12 - shift))) & 0xFFF;
  }
}
