package io.github.carcassonne.expansions.kingrobber;

import static java.util.Objects.requireNonNull;

import io.github.carcassonne.GameEvent;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.FeatureId;
import java.util.Optional;

/**
 * A player completed a city (road) larger (longer) than any completed before and takes the king
 * (robber). Emitted each time the record is beaten, also when the holder keeps the token
 * ({@code from} then equals {@code player}).
 *
 * @param token the token
 * @param player who takes it: the player who placed the completing tile
 * @param from who held it before; empty for the first completed city (road)
 * @param feature the completed feature
 * @param record its size in tiles, the new record
 */
public record TokenTaken(
    Token token, PlayerId player, Optional<PlayerId> from, FeatureId feature, int record)
    implements GameEvent {
  /** Validates the components. */
  public TokenTaken {
    requireNonNull(token, "token");
    requireNonNull(player, "player");
    requireNonNull(from, "from");
    requireNonNull(feature, "feature");
  }
}
