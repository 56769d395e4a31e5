package io.github.carcassonne.properties;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * Random legal games for property tests. Player choices come from a SplitMix64 stream of our own
 * (so the golden fingerprint never depends on a JDK generator); tile draws come from the game's
 * own randomness ({@link Engine#resolveChance}) and are recorded as explicit
 * {@link Move.DrawTile} moves, so a game's move list replays it exactly.
 */
final class RandomGames {
  private RandomGames() {}

  /** SplitMix64: a tiny, fully specified generator. */
  static final class Rand {
    private long state;

    Rand(long seed) {
      this.state = seed;
    }

    long next() {
      long z = (state += 0x9E3779B97F4A7C15L);
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }

    /** Uniform in {@code [0, bound)}. */
    int below(int bound) {
      return (int) Math.floorMod(next(), (long) bound);
    }
  }

  /** Sees every step of a game: the state before, the move, and what it gave. */
  interface Observer {
    void step(GameState before, Move move, Transition after);

    /**
     * Sees every state of the game before its move is chosen, and the final state, with its
     * legal moves (computed once for the player and the observer; empty at chance and at the end).
     */
    default void state(GameState state, List<Move> legal) {}
  }

  /** A finished game: its setup, every move (draws explicit), every event, the final state. */
  record Game(
      GameSetup setup,
      ImmutableList<Move> moves,
      ImmutableList<GameEvent> events,
      GameState end) {}

  /** A setup of 2 to 6 players picked from the seed. */
  static GameSetup setup(long seed) {
    return GameSetup.of(2 + (int) Math.floorMod(seed * 31 + 7, 5L), seed);
  }

  /** Plays a game to the end with random legal choices. */
  static Game play(Engine engine, GameSetup setup, long choiceSeed, Observer observer) {
    return playFrom(engine, setup, engine.newGame(setup), List.of(), choiceSeed, observer);
  }

  /** Plays a game to the end. */
  static Game play(Engine engine, GameSetup setup, long choiceSeed) {
    return play(engine, setup, choiceSeed, (b, m, a) -> {});
  }

  /** Continues a game from a state reached by {@code movesSoFar}. */
  static Game playFrom(
      Engine engine,
      GameSetup setup,
      GameState start,
      List<Move> movesSoFar,
      long choiceSeed,
      Observer observer) {
    Rand rand = new Rand(choiceSeed);
    List<Move> moves = new ArrayList<>(movesSoFar);
    List<GameEvent> events = new ArrayList<>();
    GameState s = start;
    while (!s.isOver()) {
      Move move;
      Transition t;
      if (engine.toAct(s).isChance()) {
        observer.state(s, ImmutableList.of());
        t = engine.resolveChance(s);
        move = drawOf(t);
      } else {
        List<Move> legal = engine.legalMoves(s);
        observer.state(s, legal);
        move = legal.get(rand.below(legal.size()));
        t = engine.apply(s, move);
      }
      observer.step(s, move, t);
      moves.add(move);
      events.addAll(t.events());
      s = t.state();
    }
    observer.state(s, ImmutableList.of());
    return new Game(setup, ImmutableList.copyOf(moves), ImmutableList.copyOf(events), s);
  }

  /** The explicit draw a chance transition made (its first TileDrawn event). */
  static Move drawOf(Transition t) {
    for (GameEvent e : t.events()) {
      if (e instanceof GameEvent.TileDrawn d) {
        return new Move.DrawTile(d.tileId());
      }
    }
    throw new AssertionError("a chance transition without a TileDrawn event: " + t.events());
  }

  /** Replays moves from a new game, returning the end state and all events. */
  static Game replay(Engine engine, GameSetup setup, List<Move> moves) {
    GameState s = engine.newGame(setup);
    List<GameEvent> events = new ArrayList<>();
    for (Move m : moves) {
      Transition t = engine.apply(s, m);
      events.addAll(t.events());
      s = t.state();
    }
    return new Game(setup, ImmutableList.copyOf(moves), ImmutableList.copyOf(events), s);
  }
}
