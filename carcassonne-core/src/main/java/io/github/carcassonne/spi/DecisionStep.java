package io.github.carcassonne.spi;

import io.github.carcassonne.PlayerId;

/**
 * A step that waits for one player's move. Any module may push one for any player, also in the
 * middle of another player's turn or of a scoring; the engine resumes from the state alone.
 */
public interface DecisionStep extends Step {

  /** The player who decides. */
  PlayerId player();
}
