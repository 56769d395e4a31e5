package io.github.carcassonne.expansions.kingrobber;

/** The two tokens of King &amp; Robber. */
public enum Token {
  /** The king: the largest completed city; 1 point per completed city at the end. */
  KING,
  /** The robber (baron): the longest completed road; 1 point per completed road at the end. */
  ROBBER
}
