package io.github.carcassonne;

import io.github.carcassonne.spi.GameContext;
import java.util.List;

/**
 * Chooses moves in a rollout ({@link Engine#rollout}): given the game as it stands and the legal
 * moves of the player to act, returns the index of the move to play. Called once per decision,
 * on the rollout's thread; it must not keep the context or the list.
 */
@FunctionalInterface
public interface RolloutPolicy {

  /**
   * The index of the chosen move in {@code legal}.
   *
   * @param game the game as it stands (scores, figures, features, the drawn tile)
   * @param legal the legal moves, in the documented order; never empty
   * @param random 64 random bits for this decision, from the rollout's seed
   */
  int choose(GameContext game, List<Move> legal, long random);

  /** Uniform over the legal moves (the standard random playout). */
  static RolloutPolicy uniform() {
    return (game, legal, random) -> (int) (((random >>> 32) * legal.size()) >>> 32);
  }
}
