package io.github.carcassonne.spi;

/**
 * A pending step of the turn, kept as data in the game state's queue: the engine pops the step at
 * the head and runs its handler until a step needs a decision or chance. Steps must be immutable
 * records that compare by value, so that any state, also one waiting in the middle of scoring, can
 * be saved, compared, branched and replayed.
 *
 * <p>There are three kinds: automatic steps (run by a {@link Hooks.StepHandler}),
 * {@link DecisionStep}s that wait for a player's move, and {@link ChanceStep}s that wait for a
 * chance outcome.
 */
public interface Step {

  /** The id of the module that owns this step, named in errors. */
  String module();
}
