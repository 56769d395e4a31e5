package io.github.carcassonne.testkit.cli;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.Transition;
import io.github.carcassonne.testkit.bot.Bot;
import java.util.ArrayList;
import java.util.List;

/** Plays one game between bots and counts what the simulator reports. */
final class GameRunner {
  /** Receives each transition of a game as it is played. */
  interface Listener {
    /** Called after each move, chance outcomes included; {@code bot} is null for chance. */
    void moved(Move move, Bot bot, Transition transition);
  }

  /** What one game gave. */
  record Result(
      GameState end,
      ImmutableList<Move> decisions,
      ImmutableList<Move> moves,
      long legalMoves,
      int tilesPlaced,
      int tilesDiscarded) {}

  private GameRunner() {}

  /**
   * Plays a game to its end; {@code listener} may be null. With {@code withChance} the result's
   * moves also hold the chance outcomes that {@link Engine#resolveChance} chose, found by
   * applying each outcome and comparing states.
   */
  static Result play(
      Engine engine, GameSetup setup, List<Bot> bots, Listener listener, boolean withChance) {
    GameState s = engine.newGame(setup);
    List<Move> decisions = new ArrayList<>();
    List<Move> moves = new ArrayList<>();
    long legal = 0;
    int placed = 0;
    int discarded = 0;
    while (!s.isOver()) {
      Actor actor = engine.toAct(s);
      Transition t;
      Move move;
      Bot bot = null;
      if (actor.isChance()) {
        t = engine.resolveChance(s);
        move = null;
        if (withChance) {
          for (ChanceOutcome o : engine.chanceOutcomes(s)) {
            if (engine.apply(s, o.move()).state().equals(t.state())) {
              move = o.move();
              moves.add(move);
              break;
            }
          }
        }
      } else if (actor.isPlayer()) {
        PlayerId p = actor.player().orElseThrow();
        bot = bots.get(p.seat());
        legal += engine.legalMoves(s).size();
        move = bot.choose(engine, s, p);
        t = engine.apply(s, move);
        decisions.add(move);
        moves.add(move);
      } else {
        throw new IllegalStateException("nobody to act but the game is not over");
      }
      for (GameEvent e : t.events()) {
        if (e instanceof GameEvent.TilePlaced tp && tp.player().isPresent()) {
          placed++;
        } else if (e instanceof GameEvent.TileDiscarded) {
          discarded++;
        }
      }
      if (listener != null) {
        listener.moved(move, bot, t);
      }
      s = t.state();
    }
    return new Result(
        s, ImmutableList.copyOf(decisions), ImmutableList.copyOf(moves), legal, placed, discarded);
  }
}
