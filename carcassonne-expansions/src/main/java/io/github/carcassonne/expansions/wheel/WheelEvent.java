package io.github.carcassonne.expansions.wheel;

/** The events of the wheel's six segments (rules reference §14). */
public enum WheelEvent {
  /** The active player scores 3. */
  FORTUNA,
  /** Every knight scores its city's pennants plus its owner's knights in that city. */
  TAXES,
  /** Every farmer scores 1 per completed city its field touches. */
  FAMINE,
  /** Every player scores 1 per follower in supply. */
  STORM,
  /** Every monk scores 2. */
  INQUISITION,
  /** Every player, the active one first, takes one of their followers back from the land tiles. */
  PLAGUE
}
