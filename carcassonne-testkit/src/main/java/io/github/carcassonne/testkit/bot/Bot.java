package io.github.carcassonne.testkit.bot;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;

/**
 * A computer player: given a state where {@code me} must decide, it picks one of the engine's
 * legal moves. A bot is seeded when it is made (see {@link Bots#create}), so the same bot with the
 * same seed makes the same choices in the same game.
 *
 * <p>Instances may keep private state (a random stream) and are therefore confined to one thread;
 * make one bot per game and seat. No bot keeps static mutable state.
 */
public interface Bot {

  /** The bot's name as {@link Bots#create} accepts it, for example {@code greedy}. */
  String name();

  /**
   * Chooses a move.
   *
   * @param engine the engine the game is played with
   * @param state a state where {@code me} is to act ({@link Engine#toAct} is {@code me})
   * @param me the deciding player
   * @return one of {@code engine.legalMoves(state)}
   * @throws IllegalArgumentException if {@code me} is not the player to act in {@code state}
   */
  Move choose(Engine engine, GameState state, PlayerId me);
}
