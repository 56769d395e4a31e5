package io.github.carcassonne.testkit;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;

/**
 * A game played from a setup through moves, with every chance outcome written as an explicit move
 * (so the moves replay the game whatever the seed), and the state it reached. Made by
 * {@link CarcassonneArbitraries}; jqwik shows it by its setup and moves.
 *
 * @param setup the setup
 * @param moves the moves, tile draws included
 * @param state the state after the moves
 */
public record Playout(GameSetup setup, ImmutableList<Move> moves, GameState state) {
  /** Validates the components. */
  public Playout {
    requireNonNull(setup, "setup");
    requireNonNull(moves, "moves");
    requireNonNull(state, "state");
  }

  /** The game record of this playout under {@code engine}'s rules (see {@link RecordFormat}). */
  public GameRecord toRecord(Engine engine) {
    return RecordFormat.of(engine, setup, moves);
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("Playout[");
    b.append(setup.players()).append(" first ").append(setup.firstPlayer());
    b.append(" seed ").append(setup.seed()).append(", ").append(moves.size()).append(" moves:");
    for (Move m : moves) {
      b.append(' ').append(m.notation()).append(';');
    }
    return b.append(" -> ").append(state).append(']').toString();
  }
}
