package io.github.carcassonne.expansions.abbot;

import static java.util.Objects.requireNonNull;

import io.github.carcassonne.GameEvent;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.tile.FeatureKind;

/**
 * A player took the abbot back ({@link RecallAbbot}). The points of the feature follow as a
 * {@link GameEvent.PointsScored} (source {@code cloister} or {@code garden}, not final scoring),
 * then the abbot's {@link GameEvent.FigureReturned}.
 *
 * @param player the abbot's owner
 * @param feature the cloister or garden it stood on
 * @param kind that feature's kind
 */
public record AbbotRecalled(PlayerId player, FeatureId feature, FeatureKind kind)
    implements GameEvent {
  /** Validates the components. */
  public AbbotRecalled {
    requireNonNull(player, "player");
    requireNonNull(feature, "feature");
    requireNonNull(kind, "kind");
  }
}
