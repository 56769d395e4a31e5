package io.github.carcassonne.expansions.river;

/** What becomes of the base game's start tile when a river's spring replaces it. */
public enum StartTile {
  /** It stays in the box (second-edition text, S-DK: the river tiles replace the start tile). */
  DISCARD,
  /** It is shuffled into the pile of normal tiles. */
  SHUFFLE_IN
}
