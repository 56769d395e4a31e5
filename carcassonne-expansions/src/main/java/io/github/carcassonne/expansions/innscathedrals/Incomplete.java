package io.github.carcassonne.expansions.innscathedrals;

/**
 * What an incomplete road with an inn, or city with a cathedral, scores in final scoring: the
 * value of the options {@code inns.incomplete} and {@code cathedrals.incomplete}.
 */
public enum Incomplete {
  /** Nothing: the official rule (rules reference §4). */
  ZERO,
  /**
   * As the same feature without an inn or cathedral (1 per tile, and per pennant for a city): a
   * house rule, JCloisterZone-F's {@code ignore}.
   */
  NORMAL
}
