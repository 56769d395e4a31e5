package io.github.carcassonne;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * Who plays and with which seed: 2 to 6 players in seat order, the first player, and the seed of
 * every random stream of the game. Rule variants are not part of the setup; they belong to the
 * {@link RuleSet}.
 *
 * @param players player names in seat order
 * @param firstPlayer the seat that takes the first turn
 * @param seed the game's seed: with the same rule set, setup and moves a game is always the same
 */
public record GameSetup(ImmutableList<String> players, int firstPlayer, long seed) {

  /** The fewest players a game may have. */
  public static final int MIN_PLAYERS = 2;
  /** The most players a game may have. */
  public static final int MAX_PLAYERS = 6;

  /**
   * Validates the setup.
   *
   * @throws IllegalArgumentException if there are fewer than 2 or more than 6 players, a name is
   *     blank or contains white space, two names are equal, or the first player is no seat
   */
  public GameSetup {
    checkArgument(players != null, "players must not be null");
    checkArgument(
        players.size() >= MIN_PLAYERS && players.size() <= MAX_PLAYERS,
        "a game has 2 to 6 players, not %s",
        players.size());
    for (int i = 0; i < players.size(); i++) {
      String p = players.get(i);
      checkArgument(
          validName(p), "player name must be non-empty without spaces, '#', ';' or '=': '%s'", p);
      for (int j = 0; j < i; j++) {
        checkArgument(!players.get(j).equals(p), "player names must differ: %s", players);
      }
    }
    checkArgument(
        firstPlayer >= 0 && firstPlayer < players.size(),
        "first player %s is not a seat of %s players",
        firstPlayer,
        players.size());
  }

  /** A setup with the given names, seat 0 first. */
  public static GameSetup of(List<String> players, long seed) {
    checkArgument(players != null, "players must not be null");
    return new GameSetup(ImmutableList.copyOf(players), 0, seed);
  }

  /** A setup with {@code count} players named {@code p0, p1, ...}, seat 0 first. */
  public static GameSetup of(int count, long seed) {
    checkArgument(
        count >= MIN_PLAYERS && count <= MAX_PLAYERS, "a game has 2 to 6 players, not %s", count);
    return new GameSetup(DEFAULT_NAMES.subList(0, count), 0, seed);
  }

  /** The names {@code p0} to {@code p5}. */
  private static final ImmutableList<String> DEFAULT_NAMES =
      ImmutableList.of("p0", "p1", "p2", "p3", "p4", "p5");

  /** Non-empty, without white space ({@code \s}: space, tab, line breaks), '#', ';' or '='. */
  private static boolean validName(String name) {
    if (name == null || name.isEmpty()) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      switch (name.charAt(i)) {
        case ' ', '\t', '\n', '\u000B', '\f', '\r', '#', ';', '=' -> {
          return false;
        }
        default -> {
          // allowed
        }
      }
    }
    return true;
  }

  /** This setup with another first player. */
  public GameSetup withFirstPlayer(int seat) {
    return new GameSetup(players, seat, seed);
  }

  /** This setup with another seed. */
  public GameSetup withSeed(long newSeed) {
    return new GameSetup(players, firstPlayer, newSeed);
  }

  /** The number of players. */
  public int playerCount() {
    return players.size();
  }
}
