package io.github.carcassonne;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.FeatureKind;
import java.util.Optional;

/**
 * A fact that a move caused, in causal order: enough for a UI to animate a turn and for a log to
 * explain every point. The core events are the nested records below; a rule module adds its own
 * by implementing this interface.
 */
public interface GameEvent {

  /**
   * A turn began.
   *
   * @param player the active player
   * @param turn the turn number, 1-based
   */
  record TurnStarted(PlayerId player, int turn) implements GameEvent {}

  /**
   * A tile was drawn from the bag.
   *
   * @param player the player who drew it
   * @param tileId the tile type
   */
  record TileDrawn(PlayerId player, String tileId) implements GameEvent {}

  /**
   * A drawn tile fitted nowhere and was put back in the box.
   *
   * @param player the player who drew it
   * @param tileId the tile type
   */
  record TileDiscarded(PlayerId player, String tileId) implements GameEvent {}

  /**
   * A tile was placed. The start tile's event has no player.
   *
   * @param player the player who placed it, empty for the start tile
   * @param tileId the tile type
   * @param position the cell
   * @param rotation the rotation
   */
  record TilePlaced(Optional<PlayerId> player, String tileId, Position position, Rotation rotation)
      implements GameEvent {}

  /**
   * A figure went from its owner's supply onto the board.
   *
   * @param player the owner
   * @param figure the figure kind
   * @param location where it now stands
   */
  record FigureDeployed(PlayerId player, FigureKind figure, Location location)
      implements GameEvent {}

  /**
   * A figure went back to its owner's supply.
   *
   * @param player the owner
   * @param figure the figure kind
   * @param from where it stood
   */
  record FigureReturned(PlayerId player, FigureKind figure, Location from) implements GameEvent {}

  /**
   * A feature was completed by the tile just placed.
   *
   * @param feature the feature
   * @param kind its kind
   * @param tiles the number of distinct tiles it covers
   */
  record FeatureCompleted(FeatureId feature, FeatureKind kind, int tiles) implements GameEvent {}

  /**
   * Points were awarded. Every point goes through this event; amounts may be negative (a
   * transfer's payer side).
   *
   * @param player who gets the points
   * @param points how many
   * @param source what they are for
   * @param feature the feature scored, if any
   * @param payer the player who pays them in a transfer, if any
   * @param track the score track that took them (0 unless a module adds tracks)
   * @param finalScoring true if awarded in final scoring
   */
  record PointsScored(
      PlayerId player,
      int points,
      ScoreSource source,
      Optional<FeatureId> feature,
      Optional<PlayerId> payer,
      int track,
      boolean finalScoring)
      implements GameEvent {
    /** Validates the components. */
    public PointsScored {
      requireNonNull(player, "player");
      requireNonNull(source, "source");
      requireNonNull(feature, "feature");
      requireNonNull(payer, "payer");
    }
  }

  /**
   * A turn ended.
   *
   * @param player the player whose turn it was
   * @param turn the turn number
   */
  record TurnEnded(PlayerId player, int turn) implements GameEvent {}

  /**
   * The game ended; final scoring is done.
   *
   * @param scores every player's final score, by seat
   * @param winners the players with the highest score
   */
  record GameEnded(ImmutableList<Integer> scores, ImmutableList<PlayerId> winners)
      implements GameEvent {}
}
