package io.github.carcassonne.expansions.kingrobber;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.carcassonne.PlayerId;
import java.util.Optional;

/**
 * Where a token is and the record it stands for: the public state of {@link
 * KingRobberModule#KING} and {@link KingRobberModule#ROBBER}.
 *
 * @param holder the player who holds the token; empty while nobody has completed such a feature
 * @param record the size in tiles of the largest completed city (longest completed road) so far;
 *     0 before the first
 */
public record TokenState(Optional<PlayerId> holder, int record) {
  /** Nobody holds the token yet. */
  public static final TokenState NONE = new TokenState(Optional.empty(), 0);

  /** Validates the components. */
  public TokenState {
    requireNonNull(holder, "holder");
    checkArgument(record >= 0, "record must not be negative");
    checkArgument(holder.isPresent() == (record > 0), "a token is held exactly when a record exists");
  }
}
