package io.github.carcassonne.spi;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Location;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.score.ScoreSource;
import java.util.List;

/**
 * What a hook may do while a move is applied. Every change goes into the new state; the state
 * the caller holds never changes. Changes are made only through this interface.
 */
public interface TurnContext extends GameContext {

  /** Sets a module state slot. */
  <T> void set(StateKey<T> key, T value);

  /** Adds an event after those already emitted. */
  void emit(io.github.carcassonne.GameEvent event);

  /** Puts a step at the head of the queue: it runs next. */
  void push(Step step);

  /** Puts steps at the head of the queue; the first of the list runs first. */
  void pushAll(List<? extends Step> steps);

  /**
   * Awards points through the award path: interceptors, then the score, then observers, with a
   * {@link GameEvent.PointsScored} event.
   */
  void award(Award award);

  /** Awards points on track 0 (the common case). */
  default void award(PlayerId player, int points, ScoreSource source, FeatureId feature) {
    award(
        new Award(
            player,
            points,
            source,
            java.util.Optional.ofNullable(feature),
            java.util.Optional.empty(),
            0,
            isFinalScoring()));
  }

  /**
   * Books an award that interceptors already saw: the score and the observers only. An
   * interceptor that took over an award by pushing a decision calls this once decided.
   */
  void commitAward(Award award);

  /**
   * Moves a figure of kind {@code kind} from the player's supply to {@code location}, with a
   * {@link GameEvent.FigureDeployed} event.
   *
   * @return the figure's id
   * @throws IllegalStateException if the player has none left (a module's fault)
   */
  int deploy(PlayerId player, FigureKind kind, Location location);

  /**
   * Returns a figure to its owner's supply, with a {@link GameEvent.FigureReturned} event, and
   * runs the figure-leaves hooks.
   */
  void returnToSupply(int figureId);

  /** Moves a figure on the board (no event; the module emits its own). */
  void moveFigure(int figureId, Location location);

  /** The next 64 random bits of a named stream; streams never shift one another. */
  long random(String stream);

  /** A uniformly random integer in {@code [0, bound)} from a named stream. */
  int randomInt(String stream, int bound);

  /** Adds {@code count} tiles of a type to a pile, creating the pile at the end if needed. */
  void addTiles(String pile, String tileId, int count);

  /** Removes up to {@code count} tiles of a type from a pile; returns how many were removed. */
  int removeTiles(String pile, String tileId, int count);

  /** Makes a pile drawable or holds it back. */
  void setDrawable(String pile, boolean drawable);

  /** Pushes a scoring job for a feature (it runs next). */
  void scoreFeature(FeatureId feature, boolean completed);

  /**
   * Pushes the core phases of one more tile for the active player, as a sub-turn that runs next,
   * before the steps already pending (the Messages' "draw and place one more tile"): the draw
   * (a chance node; nothing happens if no drawable tile is left), the tile-drawn hooks, the
   * placement (a tile that fits nowhere is discarded and another drawn), the tile-placed hooks,
   * deployment, and the scoring of what the tile completes. The turn number and the active player
   * do not change; {@link #placedThisTurn()} names the extra tile from its placement on.
   */
  void pushExtraTile();
}
