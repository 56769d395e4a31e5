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

  /** What {@link #count} gives: the final state and the simulator's counts, no move lists. */
  record Counts(GameState end, long decisions, long legalMoves, int tilesPlaced, int tilesDiscarded) {}

  /**
   * Plays a game to its end.
   *
   * <p>{@code listener} may be null. With {@code withChance} the result's moves also hold the
   * chance outcomes that {@link Engine#resolveChance} chose, found by applying each outcome and
   * comparing states.
   */
  static Result play(
      Engine engine, GameSetup setup, List<Bot> bots, Listener listener, boolean withChance) {
    List<Move> decisions = new ArrayList<>();
    List<Move> moves = new ArrayList<>();
    Loop loop = new Loop(engine, bots, listener, withChance, decisions, moves);
    GameState end = loop.run(setup);
    return new Result(
        end,
        ImmutableList.copyOf(decisions),
        ImmutableList.copyOf(moves),
        loop.legal,
        loop.placed,
        loop.discarded);
  }

  /**
   * Plays a game to its end like {@link #play} without a listener, keeping only counts: nothing is
   * allocated per move on the simulator's side.
   */
  static Counts count(Engine engine, GameSetup setup, List<Bot> bots) {
    Loop loop = new Loop(engine, bots, null, false, null, null);
    GameState end = loop.run(setup);
    return new Counts(end, loop.decisions, loop.legal, loop.placed, loop.discarded);
  }

  /**
   * The game loop and its counters; {@code decisions} and {@code moves} may be null.
   *
   * <p>A turn is a method of its own, called once per move, so that the JIT compiles it once as
   * an ordinary method; with the turn's body inside the loop it compiled the loop three times (on
   * the stack at two loops' entries, then as called), each copy inlining the engine: about a
   * sixth of its compiler's work in a 30,000-game {@code simulate} run.
   */
  private static final class Loop {
    private final Engine engine;
    private final List<Bot> bots;
    private final Listener listener;
    private final boolean withChance;
    private final List<Move> decisionList;
    private final List<Move> moves;
    long decisions;
    long legal;
    int placed;
    int discarded;

    Loop(
        Engine engine,
        List<Bot> bots,
        Listener listener,
        boolean withChance,
        List<Move> decisionList,
        List<Move> moves) {
      this.engine = engine;
      this.bots = bots;
      this.listener = listener;
      this.withChance = withChance;
      this.decisionList = decisionList;
      this.moves = moves;
    }

    GameState run(GameSetup setup) {
      GameState s = engine.newGame(setup);
      while (!s.isOver()) {
        s = turn(s);
      }
      return s;
    }

    /** Plays one move in s, a player's or chance's, and returns the state it leads to. */
    private GameState turn(GameState s) {
      Actor actor = engine.toAct(s);
      Transition t;
      Move move;
      Bot bot = null;
      if (actor.isChance()) {
        t = engine.resolveChance(s);
        move = withChance ? chosenOutcome(s, t) : null;
      } else if (actor.isPlayer()) {
        PlayerId p = actor.player().orElseThrow();
        bot = bots.get(p.seat());
        legal += engine.legalMoves(s).size();
        move = bot.choose(engine, s, p);
        t = engine.apply(s, move);
        decisions++;
        if (decisionList != null) {
          decisionList.add(move);
          moves.add(move);
        }
      } else {
        throw new IllegalStateException("nobody to act but the game is not over");
      }
      ImmutableList<GameEvent> events = t.events();
      if (events.size() == 1) {
        // most moves have one event: no loop over lists of two classes, which the JIT would
        // specialise to one class and drop again (several recompilations of this loop)
        count(events.get(0));
      } else {
        countAll(events);
      }
      if (listener != null) {
        listener.moved(move, bot, t);
      }
      return t.state();
    }

    /** The chance outcome that {@code t} resolved, recorded in the move list; null if none. */
    private Move chosenOutcome(GameState s, Transition t) {
      for (ChanceOutcome o : engine.chanceOutcomes(s)) {
        if (engine.apply(s, o.move()).state().equals(t.state())) {
          moves.add(o.move());
          return o.move();
        }
      }
      return null;
    }

    private void countAll(List<GameEvent> events) {
      for (int i = 0, n = events.size(); i < n; i++) {
        count(events.get(i));
      }
    }

    private void count(GameEvent e) {
      if (e instanceof GameEvent.TilePlaced tp && tp.player().isPresent()) {
        placed++;
      } else if (e instanceof GameEvent.TileDiscarded) {
        discarded++;
      }
    }
  }
}
