package io.github.carcassonne.tile;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * What a tile side shows: field, road, city, or a kind that a module defines (river, ...). Two
 * tiles may lie side by side only where their touching sides are of the same kind, unless a
 * placement rule says otherwise.
 *
 * <p>Edge kinds are open data: a module creates its own with {@link #of(String, char)}. In the
 * tile format each kind is written as its one-character code.
 *
 * @param id lower-case identifier, for example {@code "road"}
 * @param code the one-character code used in tile definitions, for example {@code 'R'}
 */
public record EdgeKind(String id, char code) {
  /** A field edge ({@code F}). */
  public static final EdgeKind FIELD = new EdgeKind("field", 'F');
  /** A road edge ({@code R}): road in the middle third, field in the outer thirds. */
  public static final EdgeKind ROAD = new EdgeKind("road", 'R');
  /** A city edge ({@code C}). */
  public static final EdgeKind CITY = new EdgeKind("city", 'C');
  /** A river edge ({@code ~}): water in the middle third, field in the outer thirds. */
  public static final EdgeKind RIVER = new EdgeKind("river", '~');

  /** Validates the identifier and code. */
  public EdgeKind {
    checkArgument(id != null && id.matches("[a-z][a-z0-9-]*"), "bad edge kind id: %s", id);
    checkArgument(code > ' ' && code < 127 && code != '#', "bad edge kind code for %s", id);
  }

  // equals and hashCode are written out: a record's generated ones spin method handles on first
  // use (see docs/performance.md, "Short runs"), and tile sets hash edge kinds as they load
  @Override
  public boolean equals(Object o) {
    return o instanceof EdgeKind k && code == k.code && id.equals(k.id);
  }

  @Override
  public int hashCode() {
    return 31 * id.hashCode() + code;
  }

  /** An edge kind with the given id and code. */
  public static EdgeKind of(String id, char code) {
    return new EdgeKind(id, code);
  }

  @Override
  public String toString() {
    return id;
  }
}
