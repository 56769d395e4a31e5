package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.tile.FeatureKind;
import java.util.ArrayList;
import java.util.List;

/**
 * A game driven move by move that remembers its moves (explicit chance outcomes included), so a
 * test can replay them from {@code newGame} and branch from any saved state.
 */
final class Script {
  final Engine engine;
  final GameSetup setup;
  GameState state;
  ImmutableList<GameEvent> events = ImmutableList.of();
  final List<Move> moves = new ArrayList<>();

  Script(RuleSet rules, GameSetup setup) {
    this.engine = Engine.of(rules);
    this.setup = setup;
    this.state = engine.newGame(setup);
  }

  Script(RuleSet rules, int players, long seed) {
    this(rules, GameSetup.of(players, seed));
  }

  /** Applies a move, records it and returns the events. */
  ImmutableList<GameEvent> play(Move move) {
    Transition t = engine.apply(state, move);
    moves.add(move);
    state = t.state();
    events = t.events();
    return events;
  }

  ImmutableList<GameEvent> draw(String tileId) {
    return play(new Move.DrawTile(tileId));
  }

  ImmutableList<GameEvent> place(int x, int y, Rotation r) {
    return play(new Move.PlaceTile(new Position(x, y), r));
  }

  ImmutableList<GameEvent> deploy(int x, int y, String spot) {
    return play(new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(new Position(x, y), spot)));
  }

  ImmutableList<GameEvent> skip() {
    return play(Move.Skip.INSTANCE);
  }

  /** Draws, places and skips: one quiet turn. */
  void turn(String tileId, int x, int y, Rotation r) {
    draw(tileId);
    place(x, y, r);
    skip();
  }

  /** The first legal deployment onto a feature of {@code kind}. */
  Move deployOnto(FeatureKind kind) {
    for (Move m : engine.legalMoves(state)) {
      if (m instanceof Move.Deploy d
          && d.location() instanceof Location.OnFeature on
          && engine.feature(state, on.position(), on.spot()).orElseThrow().kind().equals(kind)) {
        return m;
      }
    }
    throw new AssertionError("no deployment onto a " + kind + " in " + engine.legalMoves(state));
  }

  /** Replays the recorded moves from a new game. */
  GameState replay() {
    return replay(moves);
  }

  GameState replay(List<Move> list) {
    GameState s = engine.newGame(setup);
    for (Move m : list) {
      s = engine.apply(s, m).state();
    }
    return s;
  }

  /**
   * The save-and-branch check of a pending module decision: the state is the saved one, the
   * head of its pending steps is {@code stepType}, the two answers lead to different states, the
   * saved state does not change, and replaying the move list (with either answer) from a new
   * game gives equal states.
   */
  void checkBranches(Class<? extends Step> stepType, Move a, Move b) {
    GameState saved = state;
    assertEquals(stepType, saved.pendingSteps().get(0).getClass(), "pending: " + saved.pendingSteps());
    GameState copy = replay();
    assertEquals(saved, copy);
    assertEquals(saved.hashCode(), copy.hashCode());
    GameState sa = engine.apply(saved, a).state();
    GameState sb = engine.apply(saved, b).state();
    assertNotEquals(sa, sb);
    assertEquals(copy, saved, "branching changed the saved state");
    List<Move> withA = new ArrayList<>(moves);
    withA.add(a);
    List<Move> withB = new ArrayList<>(moves);
    withB.add(b);
    assertEquals(sa, replay(withA));
    assertEquals(sb, replay(withB));
    assertEquals(sa, engine.apply(copy, a).state());
  }

  /** The events of a type in the last transition. */
  <E extends GameEvent> List<E> eventsOf(Class<E> type) {
    List<E> out = new ArrayList<>();
    for (GameEvent e : events) {
      if (type.isInstance(e)) {
        out.add(type.cast(e));
      }
    }
    return out;
  }
}
