package io.github.carcassonne;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.carcassonne.board.Position;

/**
 * Where a figure stands. Locations are an open type: the core ones are {@link Supply} and
 * {@link OnFeature}; a module adds others (a crown space, a city quarter, a tower top, a prison)
 * by implementing this interface with a record. Every location has a notation form.
 */
public interface Location {

  /** The location in record notation, for example {@code 0,1 N} or {@code supply}. */
  String notation();

  /**
   * On a corner of a placed tile, where four cells meet: {@code NW}, {@code NE}, {@code SE} or
   * {@code SW} in board orientation. No base rule uses corners; modules may (a figure that
   * stands between tiles). A corner touches the field halves on its two sides, for example
   * {@code NW} lies between {@code WNW} and {@code NNW}.
   *
   * @param position the tile's cell
   * @param corner the corner
   */
  record OnCorner(Position position, Corner corner) implements Location {
    /** Validates the components. */
    public OnCorner {
      requireNonNull(position, "position");
      requireNonNull(corner, "corner");
    }

    // equals and hashCode are written out: a record's generated ones spin method handles on
    // first use (see docs/performance.md, "Short runs")
    @Override
    public boolean equals(Object o) {
      return o instanceof OnCorner c && corner == c.corner && position.equals(c.position);
    }

    @Override
    public int hashCode() {
      return 31 * position.hashCode() + corner.hashCode();
    }

    @Override
    public String notation() {
      return position + " " + corner.name();
    }
  }

  /** The corners of a tile, clockwise from north-west. */
  enum Corner {
    /** North-west, between WNW and NNW. */
    NW,
    /** North-east, between NNE and ENE. */
    NE,
    /** South-east, between ESE and SSE. */
    SE,
    /** South-west, between SSW and WSW. */
    SW;

    /** The corner named {@code name}, if it is one. */
    public static java.util.Optional<Corner> of(String name) {
      for (Corner c : values()) {
        if (c.name().equals(name)) {
          return java.util.Optional.of(c);
        }
      }
      return java.util.Optional.empty();
    }
  }

  /** In the owner's supply, off the board. */
  record Supply() implements Location {
    /** The single instance. */
    public static final Supply INSTANCE = new Supply();

    // equals and hashCode are written out: a record's generated ones spin method handles on
    // first use (see docs/performance.md, "Short runs")
    @Override
    public boolean equals(Object o) {
      return o instanceof Supply;
    }

    @Override
    public int hashCode() {
      return 0;
    }

    @Override
    public String notation() {
      return "supply";
    }
  }

  /**
   * On a feature segment of a placed tile, named by a spot of that tile in board orientation: a
   * side ({@code N E S W}), a field half ({@code NNW ... WNW}) or {@code C} (then {@code C2},
   * {@code C3}) for a feature that touches no side. Each segment has one canonical spot: its
   * first side in the order N, E, S, W, else its first field half clockwise from NNW, else its
   * {@code C} name. Legal moves use canonical spots; any spot of the same segment is accepted.
   *
   * @param position the tile's cell
   * @param spot the spot name
   */
  record OnFeature(Position position, String spot) implements Location {
    /** Validates the components. */
    public OnFeature {
      requireNonNull(position, "position");
      checkArgument(isSpot(spot), "bad spot: %s", spot);
    }

    private static boolean isSpot(String s) {
      if (s == null || s.isEmpty() || s.charAt(0) < 'A' || s.charAt(0) > 'Z') {
        return false;
      }
      for (int i = 1; i < s.length(); i++) {
        char ch = s.charAt(i);
        if (!(ch >= 'A' && ch <= 'Z') && !(ch >= '0' && ch <= '9')) {
          return false;
        }
      }
      return true;
    }

    @Override
    public String notation() {
      return position + " " + spot;
    }

    @Override
    public boolean equals(Object o) {
      return o == this
          || (o instanceof OnFeature f && f.position.equals(position) && f.spot.equals(spot));
    }

    @Override
    public int hashCode() {
      return 31 * position.hashCode() + spot.hashCode();
    }
  }
}
