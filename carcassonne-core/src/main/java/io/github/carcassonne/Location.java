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

  /** In the owner's supply, off the board. */
  record Supply() implements Location {
    /** The single instance. */
    public static final Supply INSTANCE = new Supply();

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
  }
}
