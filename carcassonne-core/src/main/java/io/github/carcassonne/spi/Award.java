package io.github.carcassonne.spi;

import static java.util.Objects.requireNonNull;

import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.score.ScoreSource;
import java.util.Optional;

/**
 * Points on their way to a player's score: every point of the game passes through one award
 * path, where interceptors may change or take over an award and observers read it.
 *
 * @param player who gets the points
 * @param points how many; negative for the paying side of a transfer
 * @param source what they are for
 * @param feature the feature scored, if any
 * @param payer who pays them in a transfer, if anyone
 * @param track the score track that takes them
 * @param finalScoring true during final scoring
 */
public record Award(
    PlayerId player,
    int points,
    ScoreSource source,
    Optional<FeatureId> feature,
    Optional<PlayerId> payer,
    int track,
    boolean finalScoring) {
  /** Validates the components. */
  public Award {
    requireNonNull(player, "player");
    requireNonNull(source, "source");
    requireNonNull(feature, "feature");
    requireNonNull(payer, "payer");
  }

  /** This award on another track. */
  public Award onTrack(int newTrack) {
    return new Award(player, points, source, feature, payer, newTrack, finalScoring);
  }

  /** This award with another amount. */
  public Award withPoints(int newPoints) {
    return new Award(player, newPoints, source, feature, payer, track, finalScoring);
  }
}
