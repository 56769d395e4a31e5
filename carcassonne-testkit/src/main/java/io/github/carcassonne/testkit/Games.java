package io.github.carcassonne.testkit;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import java.util.List;
import java.util.function.IntSupplier;

/** Plays games by a sequence of choices: shared by the arbitraries and the conformance suite. */
final class Games {
  /** More moves than any game takes: a guard against a module that never ends the game. */
  static final int MOVE_LIMIT = 20_000;

  private Games() {}

  /**
   * The move that a non-negative {@code choice} picks: a chance outcome with probability
   * proportional to its weight (choices spread evenly), else a legal move; 0 picks the first.
   * Null if the game is over.
   */
  static Move pick(Engine engine, GameState s, int choice) {
    if (engine.toAct(s).isChance()) {
      List<ChanceOutcome> outcomes = engine.chanceOutcomes(s);
      long total = 0;
      for (ChanceOutcome o : outcomes) {
        total += o.weight();
      }
      long k = Math.floorMod((long) choice, total);
      for (ChanceOutcome o : outcomes) {
        k -= o.weight();
        if (k < 0) {
          return o.move();
        }
      }
      throw new IllegalStateException("no chance outcome");
    }
    List<Move> legal = engine.legalMoves(s);
    return legal.isEmpty() ? null : legal.get(Math.floorMod(choice, legal.size()));
  }

  /** Plays from the setup until the game is over or {@code maxMoves} moves were made. */
  static Playout play(Engine engine, GameSetup setup, IntSupplier choices, int maxMoves) {
    GameState s = engine.newGame(setup);
    ImmutableList.Builder<Move> moves = ImmutableList.builder();
    int limit = Math.min(maxMoves, MOVE_LIMIT);
    for (int n = 0; n < limit && !s.isOver(); n++) {
      Move m = pick(engine, s, choices.getAsInt());
      if (m == null) {
        break;
      }
      moves.add(m);
      s = engine.apply(s, m).state();
    }
    return new Playout(setup, moves.build(), s);
  }
}
