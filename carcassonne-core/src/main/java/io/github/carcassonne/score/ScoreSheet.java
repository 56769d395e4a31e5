package io.github.carcassonne.score;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.PlayerId;

/**
 * The players' scores: totals, tracks (most games have one track per player; the Messages give
 * each player two markers) and a breakdown by source.
 *
 * <p>Implementations are immutable snapshots; obtain one from
 * {@link io.github.carcassonne.GameState#scores()}.
 */
public interface ScoreSheet {

  /** The number of players. */
  int players();

  /** A player's total score over all tracks. */
  int total(PlayerId player);

  /** The number of tracks each player has. */
  int tracks();

  /** A player's points on one track. */
  int track(PlayerId player, int track);

  /** A player's points by source, in the order sources first scored in the rule set. */
  ImmutableMap<ScoreSource, Integer> bySource(PlayerId player);

  /** Every player's total, by seat. */
  ImmutableList<Integer> totals();
}
