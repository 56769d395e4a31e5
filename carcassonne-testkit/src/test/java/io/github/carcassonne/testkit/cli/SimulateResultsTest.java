package io.github.carcassonne.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.cli.SimulateCommand.Game;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The simulator's compact per-game results: source ids shared between games, points by seat. */
class SimulateResultsTest {
  private static final ScoreSource TRADE = ScoreSource.of("trade-goods");

  private static ImmutableMap<ScoreSource, Integer> base(int road, int city) {
    return ImmutableMap.of(ScoreSource.ROAD, road, ScoreSource.CITY, city);
  }

  @Test
  void gamesWithTheSameSourcesShareOneIdList() {
    SimulateCommand.SourceIds ids = new SimulateCommand.SourceIds();
    ImmutableList<String> first = ids.of(List.of(base(4, 10), base(0, 2)));
    ImmutableList<String> second = ids.of(List.of(base(1, 1), base(7, 0)));
    assertEquals(ImmutableList.of("road", "city"), first);
    assertSame(first, second);
    assertArrayEquals(
        new int[] {4, 10, 0, 2},
        SimulateCommand.points(List.of(base(4, 10), base(0, 2)), first));
  }

  @Test
  void playersWithDifferentSourcesGetTheUnionInOrderOfFirstAppearance() {
    SimulateCommand.SourceIds ids = new SimulateCommand.SourceIds();
    ImmutableList<String> plain = ids.of(List.of(base(4, 10), base(0, 2)));
    List<ImmutableMap<ScoreSource, Integer>> mixed =
        List.of(
            ImmutableMap.of(ScoreSource.CITY, 3),
            ImmutableMap.of(TRADE, 5, ScoreSource.ROAD, 6, ScoreSource.CITY, 1));
    ImmutableList<String> union = ids.of(mixed);
    assertNotSame(plain, union);
    assertEquals(ImmutableList.of("city", "trade-goods", "road"), union);
    int[] points = SimulateCommand.points(mixed, union);
    assertArrayEquals(new int[] {3, 0, 0, 1, 5, 6}, points);

    Game g =
        new Game(
            0, 1L, ImmutableList.of("random", "random"), ImmutableList.of(3, 12), union, points, 0,
            0, 0, 0);
    assertEquals(0, g.points(0, "road"));
    assertEquals(6, g.points(1, "road"));
    assertEquals(5, g.points(1, 1));
    assertEquals(0, g.points(1, "cloister"));
    // back to the plain sources: a new list again, equal to the first
    assertEquals(plain, ids.of(List.of(base(0, 0), base(0, 0))));
  }

  @Test
  void sourcesOverGamesAreInOrderOfFirstAppearance() {
    ImmutableList<String> a = ImmutableList.of("road", "city");
    ImmutableList<String> b = ImmutableList.of("city", "trade-goods");
    List<Game> games =
        List.of(game(a), game(a), game(b), game(a));
    assertEquals(List.of("road", "city", "trade-goods"), SimulateCommand.sources(games));
  }

  private static Game game(ImmutableList<String> sources) {
    return new Game(
        0, 0L, ImmutableList.of("random"), ImmutableList.of(0), sources, new int[sources.size()],
        0, 0, 0, 0);
  }
}
