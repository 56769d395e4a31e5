package io.github.carcassonne.feature;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.carcassonne.board.Position;

/**
 * Names a feature by one of its segments: the cell of the earliest placed tile the feature covers
 * and that segment's canonical spot (see {@link io.github.carcassonne.Location.OnFeature}). When
 * two features merge, the merged feature keeps the id of the one placed earlier.
 *
 * @param position the cell
 * @param spot the spot on that cell
 */
public record FeatureId(Position position, String spot) {
  /** Validates the components. */
  public FeatureId {
    requireNonNull(position, "position");
    checkArgument(spot != null && !spot.isEmpty(), "spot");
  }

  /** Notation form, {@code x,y spot}. */
  @Override
  public String toString() {
    return position + " " + spot;
  }

  @Override
  public boolean equals(Object o) {
    return o == this
        || (o instanceof FeatureId f && f.position.equals(position) && f.spot.equals(spot));
  }

  @Override
  public int hashCode() {
    return 31 * position.hashCode() + spot.hashCode();
  }
}
