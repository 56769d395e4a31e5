package io.github.carcassonne.expansions.river;

/** How a river is kept from running back into itself. */
public enum UTurnRule {
  /**
   * The official rule: two bends in a row (straight tiles between them do not count) may not
   * turn the same way; besides, every open end must stay continuable.
   */
  NO_SAME_TURN_TWICE,
  /**
   * The English seed's rule (S-EN): any bend is allowed, but a river tile may not be laid where
   * it would leave one of the river tiles still to come with no legal place (a one-step
   * look-ahead over the river tiles not yet drawn).
   */
  LOOK_AHEAD
}
