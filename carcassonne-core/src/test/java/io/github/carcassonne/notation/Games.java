package io.github.carcassonne.notation;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.Transition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random games for record tests: every move recorded, chance resolved with the state's seed. */
final class Games {
  private Games() {}

  /**
   * A played game.
   *
   * @param moves every move in order, draws included
   * @param chance for each move, whether chance made it
   * @param states the state before the first move, then after each move
   */
  record Played(
      ImmutableList<Move> moves, ImmutableList<Boolean> chance, ImmutableList<GameState> states) {
    GameState last() {
      return states.get(states.size() - 1);
    }

    /** The moves that players made, in order (chance outcomes left out). */
    ImmutableList<Move> decisions() {
      ImmutableList.Builder<Move> b = ImmutableList.builder();
      for (int i = 0; i < moves.size(); i++) {
        if (!chance.get(i)) {
          b.add(moves.get(i));
        }
      }
      return b.build();
    }
  }

  /** Plays a random game to its end, or until {@code maxMoves} moves are made. */
  static Played play(Engine engine, GameSetup setup, long choiceSeed, int maxMoves) {
    SplittableRandom rnd = new SplittableRandom(choiceSeed);
    GameState s = engine.newGame(setup);
    List<Move> moves = new ArrayList<>();
    List<Boolean> chance = new ArrayList<>();
    List<GameState> states = new ArrayList<>();
    states.add(s);
    while (!s.isOver() && moves.size() < maxMoves) {
      Move m;
      if (engine.toAct(s).isChance()) {
        Transition t = engine.resolveChance(s);
        m = drawOf(t);
        s = t.state();
        chance.add(true);
      } else {
        List<Move> legal = engine.legalMoves(s);
        m = legal.get(rnd.nextInt(legal.size()));
        s = engine.apply(s, m).state();
        chance.add(false);
      }
      moves.add(m);
      states.add(s);
    }
    return new Played(
        ImmutableList.copyOf(moves), ImmutableList.copyOf(chance), ImmutableList.copyOf(states));
  }

  /** The draw a chance transition made, from its TileDrawn event. */
  private static Move drawOf(Transition t) {
    for (GameEvent e : t.events()) {
      if (e instanceof GameEvent.TileDrawn d) {
        return new Move.DrawTile(d.tileId());
      }
    }
    throw new AssertionError("chance drew no tile: " + t.events());
  }
}
