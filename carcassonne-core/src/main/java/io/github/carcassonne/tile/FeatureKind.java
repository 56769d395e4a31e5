package io.github.carcassonne.tile;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The kind of a feature: road, city, field, cloister, or one a module defines (garden, river, ...).
 *
 * <p>Feature kinds are open data. A kind is <em>edge-bound</em> when it is completed by closing
 * its open edges (roads and cities), or not (cloisters, gardens and fields: a module decides when
 * they are complete). A kind that no enabled module scores is inert: it is part of the board but
 * worth nothing and takes no followers.
 *
 * @param id lower-case identifier used in the tile format, for example {@code "city"}
 */
public record FeatureKind(String id) {
  /** A road. */
  public static final FeatureKind ROAD = new FeatureKind("road");
  /** A city. */
  public static final FeatureKind CITY = new FeatureKind("city");
  /** A field. */
  public static final FeatureKind FIELD = new FeatureKind("field");
  /** A cloister (monastery). */
  public static final FeatureKind CLOISTER = new FeatureKind("cloister");
  /** A garden (second-edition base tiles; scored by the abbot module). */
  public static final FeatureKind GARDEN = new FeatureKind("garden");
  /** A river (water; nobody may stand on it). */
  public static final FeatureKind RIVER = new FeatureKind("river");

  /** Validates the identifier. */
  public FeatureKind {
    checkArgument(id != null && id.matches("[a-z][a-z0-9-]*"), "bad feature kind id: %s", id);
  }

  /** The feature kind with this id. */
  public static FeatureKind of(String id) {
    // the predefined kinds as their constants, so that comparisons with them are quick
    if (id != null) {
      switch (id) {
        case "road":
          return ROAD;
        case "city":
          return CITY;
        case "field":
          return FIELD;
        case "cloister":
          return CLOISTER;
        case "garden":
          return GARDEN;
        case "river":
          return RIVER;
        default:
          break;
      }
    }
    return new FeatureKind(id);
  }

  @Override
  public String toString() {
    return id;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof FeatureKind k && k.id.equals(id));
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }
}
