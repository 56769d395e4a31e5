package io.github.carcassonne.expansions.wheel;

import io.github.carcassonne.Location;

/**
 * A crown space on the wheel's rim: a follower stands there outside every feature until its
 * segment is scored. Written {@code crown <segment>.<index>}.
 *
 * @param segment the segment's index, clockwise from the pig's start
 * @param index the space's index within the segment, from 0
 */
public record CrownSpace(int segment, int index) implements Location {
  /** Validates the components. */
  public CrownSpace {
    if (segment < 0 || index < 0) {
      throw new IllegalArgumentException("bad crown space " + segment + "." + index);
    }
  }

  @Override
  public String notation() {
    return "crown " + segment + "." + index;
  }
}
