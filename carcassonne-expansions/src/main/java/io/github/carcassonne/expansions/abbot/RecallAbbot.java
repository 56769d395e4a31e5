package io.github.carcassonne.expansions.abbot;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;

/**
 * The abbot's special action, offered among the deployment moves instead of deploying a figure:
 * the active player takes the abbot back from the cloister or garden it stands on, which scores
 * at once at its final-scoring value (1 plus its neighbours).
 *
 * <p>Notation: {@code recall-abbot <x>,<y> <spot>}, the abbot's location in board orientation,
 * for example {@code recall-abbot 0,1 C}.
 *
 * @param position the cell of the abbot's tile
 * @param spot the abbot's spot on that tile (canonical, as in the abbot's location)
 */
public record RecallAbbot(Position position, String spot) implements Move {
  /** The move word. */
  public static final String WORD = "recall-abbot";

  /** Validates the components. */
  public RecallAbbot {
    requireNonNull(position, "position");
    checkArgument(isSpot(spot), "bad spot: %s", spot);
  }

  // equals and hashCode written out, as the core's value types' are (docs/performance.md,
  // "Short runs": a record's generated ones spin method handles on first use)
  @Override
  public boolean equals(Object o) {
    return o instanceof RecallAbbot r && position.equals(r.position) && spot.equals(r.spot);
  }

  @Override
  public int hashCode() {
    return 31 * position.hashCode() + spot.hashCode();
  }

  /**
   * True if {@code spot} matches {@code [A-Z][A-Z0-9]*}; written out because deployment options
   * make this move for every decision of a player whose abbot stands on the board.
   */
  private static boolean isSpot(String spot) {
    if (spot == null || spot.isEmpty()) {
      return false;
    }
    for (int i = 0; i < spot.length(); i++) {
      char ch = spot.charAt(i);
      boolean ok = (ch >= 'A' && ch <= 'Z') || (i > 0 && ch >= '0' && ch <= '9');
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** The recall of an abbot standing on {@code location}. */
  static RecallAbbot of(Location.OnFeature location) {
    return new RecallAbbot(location.position(), location.spot());
  }

  /** The abbot's location. */
  public Location.OnFeature location() {
    return new Location.OnFeature(position, spot);
  }

  @Override
  public String notation() {
    return WORD + " " + location().notation();
  }
}
