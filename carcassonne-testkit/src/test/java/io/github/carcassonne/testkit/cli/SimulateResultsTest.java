package io.github.carcassonne.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.cli.SimulateCommand.Game;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The simulator's per-game rows: what a game's report reads back is what the game wrote. */
class SimulateResultsTest {
  private static final ScoreSource TRADE = ScoreSource.of("trade-goods");
  private static final List<ScoreSource> BASE = List.of(ScoreSource.ROAD, ScoreSource.CITY);
  private static final ImmutableList<String> BOTS = ImmutableList.of("random", "greedy");

  /** A final score sheet with the given points by source per seat; totals are their sums. */
  private static ScoreSheet sheet(List<ImmutableMap<ScoreSource, Integer>> bySeat) {
    return new ScoreSheet() {
      @Override
      public int players() {
        return bySeat.size();
      }

      @Override
      public int total(PlayerId player) {
        return bySeat.get(player.seat()).values().stream().mapToInt(Integer::intValue).sum();
      }

      @Override
      public int tracks() {
        return 1;
      }

      @Override
      public int track(PlayerId player, int track) {
        return total(player);
      }

      @Override
      public ImmutableMap<ScoreSource, Integer> bySource(PlayerId player) {
        return bySeat.get(player.seat());
      }

      @Override
      public ImmutableList<Integer> totals() {
        ImmutableList.Builder<Integer> b = ImmutableList.builder();
        for (int p = 0; p < bySeat.size(); p++) {
          b.add(total(PlayerId.of(p)));
        }
        return b.build();
      }
    };
  }

  private static ImmutableMap<ScoreSource, Integer> base(int road, int city) {
    return ImmutableMap.of(ScoreSource.ROAD, road, ScoreSource.CITY, city);
  }

  @Test
  void eachGameReadsBackWhatItWrote() {
    RunResults r = new RunResults(3, 2, 7L, BOTS, true, BASE);
    r.put(2, sheet(List.of(base(1, 2), base(30, 40))), 140, 2000, 70, 1);
    r.put(0, sheet(List.of(base(4, 10), base(0, 2))), 142, 2166, 71, 0);
    r.put(1, sheet(List.of(base(0, 0), base(9, 0))), 141, 1999, 69, 2);

    Game g = r.game(2);
    assertEquals(2, g.index());
    assertEquals(Seeds.derive(7L, 2), g.seed());
    assertEquals(SimulateCommand.rotate(BOTS, 2), g.bots());
    assertEquals(List.of(3, 70), g.scores());
    assertEquals(List.of("road", "city"), g.sources());
    assertArrayEquals(new int[] {1, 2, 30, 40}, g.points());
    assertEquals(30, g.points(1, "road"));
    assertEquals(0, g.points(1, "cloister"));
    assertEquals(140, g.decisions());
    assertEquals(2000, g.legalMoves());
    assertEquals(70, g.tilesPlaced());
    assertEquals(1, g.tilesDiscarded());
    assertEquals(List.of(1), g.winners());

    List<Game> all = r.all();
    assertEquals(3, all.size());
    assertEquals(List.of(14, 2), all.get(0).scores());
    assertEquals(2, all.get(1).tilesDiscarded());
    assertEquals(ImmutableList.of("greedy", "random"), all.get(1).bots());
    // games with the run's sources share its list
    assertSame(all.get(0).sources(), all.get(1).sources());
  }

  @Test
  void aGameWithOtherSourcesIsKeptWhole() {
    RunResults r = new RunResults(2, 2, 1L, BOTS, false, BASE);
    r.put(0, sheet(List.of(base(4, 10), base(0, 2))), 1, 1, 1, 0);
    r.put(
        1,
        sheet(
            List.of(
                ImmutableMap.of(ScoreSource.CITY, 3),
                ImmutableMap.of(TRADE, 5, ScoreSource.ROAD, 6, ScoreSource.CITY, 1))),
        1,
        1,
        1,
        0);

    Game odd = r.game(1);
    assertEquals(List.of("city", "trade-goods", "road"), odd.sources());
    assertArrayEquals(new int[] {3, 0, 0, 1, 5, 6}, odd.points());
    assertEquals(List.of(3, 12), odd.scores());
    assertEquals(List.of("road", "city", "trade-goods"), SimulateCommand.sources(r.all()));
    assertArrayEquals(new int[] {4, 10, 0, 2}, r.game(0).points());
  }

  @Test
  void sourcesOverGamesAreInOrderOfFirstAppearance() {
    ImmutableList<String> a = ImmutableList.of("road", "city");
    ImmutableList<String> b = ImmutableList.of("city", "trade-goods");
    List<Game> games = List.of(game(a), game(a), game(b), game(a));
    assertEquals(List.of("road", "city", "trade-goods"), SimulateCommand.sources(games));
  }

  @Test
  void tooManyGamesForOneReportAreRefusedUpFront() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new RunResults(Integer.MAX_VALUE / 2, 6, 1L, BOTS, false, BASE));
    assertTrue(e.getMessage().contains("--games"), e.getMessage());
  }

  private static Game game(ImmutableList<String> sources) {
    return new Game(
        0, 0L, ImmutableList.of("random"), ImmutableList.of(0), sources, new int[sources.size()],
        0, 0, 0, 0);
  }
}
