package io.github.carcassonne;

import java.util.Optional;

/**
 * Who acts next in a state: a player (a decision), chance (a tile draw or another chance node), or
 * nobody because the game is over.
 *
 * @param kind the kind of actor
 * @param player the player who decides, present only for {@link Kind#PLAYER}
 */
public record Actor(Kind kind, Optional<PlayerId> player) {
  /** Chance acts next. */
  public static final Actor CHANCE = new Actor(Kind.CHANCE, Optional.empty());
  /** The game is over. */
  public static final Actor NOBODY = new Actor(Kind.NOBODY, Optional.empty());

  /** What kind of actor. */
  public enum Kind {
    /** A player decides. */
    PLAYER,
    /** A chance node: see {@link Engine#chanceOutcomes} and {@link Engine#resolveChance}. */
    CHANCE,
    /** Nobody: the game is over. */
    NOBODY
  }

  /** The given player acts next. */
  public static Actor player(PlayerId player) {
    int seat = player.seat();
    return seat < SEATS.length ? SEATS[seat] : new Actor(Kind.PLAYER, Optional.of(player));
  }

  private static final Actor[] SEATS = new Actor[8];

  static {
    for (int i = 0; i < SEATS.length; i++) {
      SEATS[i] = new Actor(Kind.PLAYER, Optional.of(PlayerId.of(i)));
    }
  }

  /** True if a player decides next. */
  public boolean isPlayer() {
    return kind == Kind.PLAYER;
  }

  /** True if a chance node is next. */
  public boolean isChance() {
    return kind == Kind.CHANCE;
  }
}
