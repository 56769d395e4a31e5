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
  private static final java.util.regex.Pattern NAME = java.util.regex.Pattern.compile("[^\\s#;=]+");

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
    for (String p : players) {
      checkArgument(
          p != null && NAME.matcher(p).matches(),
          "player name must be non-empty without spaces, '#', ';' or '=': '%s'",
          p);
    }
    checkArgument(
        ImmutableList.copyOf(new java.util.LinkedHashSet<>(players)).size() == players.size(),
        "player names must differ: %s",
        players);
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
    ImmutableList.Builder<String> names = ImmutableList.builder();
    for (int i = 0; i < count; i++) {
      names.add("p" + i);
    }
    return new GameSetup(names.build(), 0, seed);
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
