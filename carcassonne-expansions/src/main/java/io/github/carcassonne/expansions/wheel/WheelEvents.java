package io.github.carcassonne.expansions.wheel;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.PlayerId;

/** The events a UI needs to show the wheel, the pig and the crowns. */
public final class WheelEvents {
  private WheelEvents() {}

  /**
   * The pig moved clockwise after a wheel tile was drawn.
   *
   * @param player the player who drew the tile
   * @param tileId the wheel tile
   * @param from the segment it left
   * @param to the segment where it stopped
   * @param steps the tile's number
   */
  public record PigMoved(PlayerId player, String tileId, int from, int to, int steps)
      implements GameEvent {
    /** Validates the components. */
    public PigMoved {
      requireNonNull(player, "player");
      requireNonNull(tileId, "tileId");
    }
  }

  /**
   * The event of the segment where the pig stopped was carried out (for the plague: the
   * decisions are pending; each answer shows as a {@code FigureReturned}).
   *
   * @param segment the segment
   * @param event its event
   */
  public record EventResolved(int segment, WheelEvent event) implements GameEvent {
    /** Validates the components. */
    public EventResolved {
      requireNonNull(event, "event");
    }
  }

  /**
   * The crown spaces of a segment were scored and their followers returned.
   *
   * @param segment the segment
   * @param owners the owners of the scored followers, by space index (empty if none stood there)
   * @param pointsEach the points each scored follower earned (3, or 6 alone on two crowns)
   */
  public record CrownsScored(int segment, ImmutableList<PlayerId> owners, int pointsEach)
      implements GameEvent {
    /** Validates the components. */
    public CrownsScored {
      requireNonNull(owners, "owners");
    }
  }
}
