package io.github.carcassonne.testkit.cli;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.cli.SimulateCommand.Game;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What {@code simulate} keeps of each game until it reports: one row per game in flat arrays
 * made up front, so that a finished game leaves no object behind for the garbage collector to
 * copy from one young collection to the next (64 bytes a game with two players and four score
 * sources). Workers write the rows of different games; the report reads them after the
 * workers have ended.
 *
 * <p>A game's points by source are kept in the order of the run's source list, taken from the
 * score sheet of a new game. A game whose sheet lists other sources (which the engine's sheets
 * do not do: they list every source of the rule set) is kept whole, on the side.
 */
final class RunResults {
  private final int games;
  private final int players;
  private final long runSeed;
  private final ImmutableList<String> bots;
  private final boolean rotateSeats;
  private final ImmutableList<ScoreSource> sourceKeys;
  private final ImmutableList<String> sources;
  private final int[] scores;
  private final int[] points;
  private final long[] moves;
  private final int[] tiles;
  private final Map<Integer, Irregular> irregular = new ConcurrentHashMap<>();

  /** The sources and points of a game whose sheet did not list the run's sources. */
  private record Irregular(ImmutableList<String> sources, int[] points) {}

  /**
   * Rows for {@code games} games of {@code players} players; {@code sources} are the score
   * sources, in order, that the games' sheets are expected to list.
   *
   * @throws IllegalArgumentException if the rows of that many games do not fit in arrays
   */
  RunResults(
      int games,
      int players,
      long runSeed,
      ImmutableList<String> bots,
      boolean rotateSeats,
      List<ScoreSource> sources) {
    long cells = (long) games * players * Math.max(1, sources.size());
    if (cells > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(
          "--games " + games + " is too many for one run's report with " + players
              + " players and " + sources.size() + " score sources");
    }
    this.games = games;
    this.players = players;
    this.runSeed = runSeed;
    this.bots = bots;
    this.rotateSeats = rotateSeats;
    this.sourceKeys = ImmutableList.copyOf(sources);
    this.sources = ids(sources);
    this.scores = new int[games * players];
    this.points = new int[(int) cells];
    this.moves = new long[games * 2];
    this.tiles = new int[games * 2];
  }

  /** Writes game {@code i}'s row: its final score sheet and the simulator's counts. */
  void put(int i, ScoreSheet sheet, long decisions, long legalMoves, int placed, int discarded) {
    int ns = sources.size();
    boolean regular = true;
    for (int p = 0; p < players; p++) {
      PlayerId id = PlayerId.of(p);
      scores[i * players + p] = sheet.total(id);
      ImmutableMap<ScoreSource, Integer> m = sheet.bySource(id);
      if (regular && m.keySet().asList().equals(sourceKeys)) {
        int k = 0;
        for (int v : m.values()) {
          points[(i * players + p) * ns + k++] = v;
        }
      } else {
        regular = false;
      }
    }
    if (!regular) {
      List<ImmutableMap<ScoreSource, Integer>> by = new ArrayList<>(players);
      for (int p = 0; p < players; p++) {
        by.add(sheet.bySource(PlayerId.of(p)));
      }
      ImmutableList<String> ids = ids(sourcesOf(by));
      irregular.put(i, new Irregular(ids, points(by, ids)));
    }
    moves[2 * i] = decisions;
    moves[2 * i + 1] = legalMoves;
    tiles[2 * i] = placed;
    tiles[2 * i + 1] = discarded;
  }

  /** Game {@code i} as the report reads it (made anew on each call). */
  Game game(int i) {
    ImmutableList.Builder<Integer> sc = ImmutableList.builderWithExpectedSize(players);
    for (int p = 0; p < players; p++) {
      sc.add(scores[i * players + p]);
    }
    Irregular odd = irregular.get(i);
    ImmutableList<String> ids = odd != null ? odd.sources() : sources;
    int[] pts;
    if (odd != null) {
      pts = odd.points();
    } else {
      int from = i * players * sources.size();
      pts = Arrays.copyOfRange(points, from, from + players * sources.size());
    }
    return new Game(
        i,
        Seeds.derive(runSeed, i),
        rotateSeats ? SimulateCommand.rotate(bots, i) : bots,
        sc.build(),
        ids,
        pts,
        moves[2 * i],
        moves[2 * i + 1],
        tiles[2 * i],
        tiles[2 * i + 1]);
  }

  /** Every game in index order, each made when read. */
  List<Game> all() {
    return new AbstractList<>() {
      @Override
      public Game get(int i) {
        if (i < 0 || i >= games) {
          throw new IndexOutOfBoundsException("game " + i + " of " + games);
        }
        return game(i);
      }

      @Override
      public int size() {
        return games;
      }
    };
  }

  /**
   * Each player's points by source as one array, player by player over {@code sources}, which
   * holds the id of every source in {@code byPlayer} (0 for a source a player's map lacks).
   */
  private static int[] points(
      List<ImmutableMap<ScoreSource, Integer>> byPlayer, List<String> sources) {
    int ns = sources.size();
    int[] points = new int[byPlayer.size() * ns];
    for (int p = 0; p < byPlayer.size(); p++) {
      int k = 0;
      for (Map.Entry<ScoreSource, Integer> e : byPlayer.get(p).entrySet()) {
        String id = e.getKey().id();
        if (k >= ns || !sources.get(k).equals(id)) {
          k = sources.indexOf(id);
        }
        points[p * ns + k] = e.getValue();
        k++;
      }
    }
    return points;
  }

  /** The sources of these per-player maps, over every player, in order of first appearance. */
  static List<ScoreSource> sourcesOf(List<? extends Map<ScoreSource, Integer>> byPlayer) {
    Set<ScoreSource> out = new LinkedHashSet<>();
    for (Map<ScoreSource, Integer> m : byPlayer) {
      out.addAll(m.keySet());
    }
    return new ArrayList<>(out);
  }

  private static ImmutableList<String> ids(List<ScoreSource> sources) {
    ImmutableList.Builder<String> ids = ImmutableList.builderWithExpectedSize(sources.size());
    for (ScoreSource s : sources) {
      ids.add(s.id());
    }
    return ids.build();
  }
}
