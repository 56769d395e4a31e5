package io.github.carcassonne.testkit;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.notation.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An {@link Engine} that checks {@link Invariants} on every state and transition it makes. It has
 * the engine's methods and gives the same results; a broken invariant throws an
 * {@link InvariantViolation} at once and is also remembered ({@link #violations()}), so that
 * {@link InvariantExtension} fails the test even if the test caught the error.
 *
 * <pre>{@code
 * CheckedEngine engine = CheckedEngine.of(Engine.of(RuleSet.of("base")));
 * GameState s = engine.newGame(GameSetup.of(2, 1L));   // checked
 * s = engine.resolveChance(s).state();                 // checked, against the explicit outcome
 * }</pre>
 *
 * <p>Checking is slow (every state's views are made and compared); use it in tests only.
 */
public final class CheckedEngine {
  private final Engine engine;
  private final List<InvariantViolation> violations = new ArrayList<>();

  private CheckedEngine(Engine engine) {
    this.engine = engine;
  }

  /** A checking wrapper of {@code engine}. */
  public static CheckedEngine of(Engine engine) {
    if (engine == null) {
      throw new IllegalArgumentException("engine must not be null");
    }
    return new CheckedEngine(engine);
  }

  /** A checking engine over a rule set. */
  public static CheckedEngine of(RuleSet rules) {
    return of(Engine.of(rules));
  }

  /** The unchecked engine. */
  public Engine engine() {
    return engine;
  }

  /** The rule set. */
  public RuleSet rules() {
    return engine.rules();
  }

  /** Every violation found so far, oldest first. */
  public synchronized ImmutableList<InvariantViolation> violations() {
    return ImmutableList.copyOf(violations);
  }

  /** As {@link Engine#newGame}, checking the new state. */
  public GameState newGame(GameSetup setup) {
    GameState s = engine.newGame(setup);
    guard(() -> Invariants.check(engine, s));
    return s;
  }

  /** As {@link Engine#toAct}. */
  public Actor toAct(GameState state) {
    return engine.toAct(state);
  }

  /** As {@link Engine#legalMoves}. */
  public List<Move> legalMoves(GameState state) {
    return engine.legalMoves(state);
  }

  /** As {@link Engine#chanceOutcomes}. */
  public ImmutableList<ChanceOutcome> chanceOutcomes(GameState state) {
    return engine.chanceOutcomes(state);
  }

  /**
   * As {@link Engine#apply}, checking the transition; an illegal move is checked to leave the
   * state as it was.
   */
  public Transition apply(GameState state, Move move) {
    int hash = state == null ? 0 : state.hashCode();
    Transition t;
    try {
      t = engine.apply(state, move);
    } catch (IllegalMoveException e) {
      if (state != null && state.hashCode() != hash) {
        guard(
            () -> {
              throw Invariants.violation(
                  "illegal move rejected", engine, state, "refusing a move changed the state");
            });
      }
      throw e;
    }
    guard(() -> Invariants.checkTransition(engine, state, move, t));
    return t;
  }

  /** As {@link Engine#resolveChance}, checking that it equals applying one outcome explicitly. */
  public Transition resolveChance(GameState state) {
    Transition t = engine.resolveChance(state);
    guard(() -> Invariants.checkResolvedChance(engine, state, t));
    return t;
  }

  /** As {@link Engine#view}, checking the view. */
  public GameState view(GameState state, PlayerId player) {
    GameState v = engine.view(state, player);
    guard(() -> Invariants.check(engine, v));
    return v;
  }

  /** As {@link Engine#determinize}, checking the new state. */
  public GameState determinize(GameState view, long seed) {
    GameState s = engine.determinize(view, seed);
    guard(() -> Invariants.check(engine, s));
    return s;
  }

  /** As {@link Engine#replay}, checking every transition and the totals across the game. */
  public GameState replay(GameRecord record) {
    GameState s = engine.replay(record);
    guard(
        () -> {
          GameState checked = Invariants.checkGame(engine, record.setup(), record.moves());
          if (!checked.equals(s)) {
            throw Invariants.violation(
                "determinism", engine, s, "replay and a move-by-move replay differ");
          }
        });
    return s;
  }

  /** As {@link Engine#features}. */
  public ImmutableList<Feature> features(GameState state) {
    return engine.features(state);
  }

  /** As {@link Engine#feature}. */
  public Optional<Feature> feature(GameState state, Position position, String spot) {
    return engine.feature(state, position, spot);
  }

  /** As {@link Engine#value}. */
  public int value(GameState state, Feature feature, boolean completed) {
    return engine.value(state, feature, completed);
  }

  /** As {@link Engine#placements}. */
  public ImmutableList<Move.PlaceTile> placements(GameState state) {
    return engine.placements(state);
  }

  private void guard(Runnable check) {
    try {
      check.run();
    } catch (InvariantViolation v) {
      synchronized (this) {
        violations.add(v);
      }
      throw v;
    }
  }

  @Override
  public String toString() {
    return "CheckedEngine[" + engine.rules() + "]";
  }
}
