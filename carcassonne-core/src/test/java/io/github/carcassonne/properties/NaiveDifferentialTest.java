package io.github.carcassonne.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.Multiset;
import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.score.ScoreSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Differential test: random base games (2 to 6 players, every farm era, both two-tile-city
 * values, farmers on and off) checked move by move against {@link NaiveBase}, an independent
 * flood-fill model of the rules. At every placement decision the legal placements must equal the
 * model's edge matching; at every deployment decision the legal deployments must equal the
 * model's; after every move each player's points by source must have grown by exactly what the
 * model scores (turn scoring, then final scoring when the game ends) and the figures on the board
 * must be the model's. The final score table is thus verified independently, game by game.
 */
class NaiveDifferentialTest {
  /** A rule variant and its model. */
  record Variant(String name, RuleSet rules, NaiveBase model) {}

  static final ImmutableList<Variant> VARIANTS = ImmutableList.of(
      variant("third", true, NaiveBase.Era.THIRD, false),
      variant("second", true, NaiveBase.Era.SECOND, false),
      variant("first", true, NaiveBase.Era.FIRST, false),
      variant("third two-tile-city=two", true, NaiveBase.Era.THIRD, true),
      variant("farmers off", false, NaiveBase.Era.THIRD, false));

  static Variant variant(String name, boolean farmers, NaiveBase.Era era, boolean two) {
    RuleSet rules = RuleSet.builder().modules("base")
        .option("base.farmers", String.valueOf(farmers))
        .option("base.farm-era", era.name().toLowerCase(java.util.Locale.ROOT))
        .option("base.two-tile-city", two ? "two" : "four")
        .build();
    return new Variant(name, rules, new NaiveBase(farmers, era, two));
  }

  static final int GAMES_PER_VARIANT = 60;

  @Test
  void engineScoresEqualNaiveModelOverRandomGames() {
    int games = 0;
    int awards = 0;
    for (Variant v : VARIANTS) {
      Engine engine = Engine.of(v.rules());
      for (int i = 0; i < GAMES_PER_VARIANT; i++) {
        long seed = 7_000L + 97L * i + v.name().hashCode();
        GameSetup setup = RandomGames.setup(seed);
        Checker checker = new Checker(engine, v, seed);
        RandomGames.Game g = RandomGames.play(engine, setup, seed ^ 0x5DEECE66DL, checker);
        checker.finish(g);
        games++;
        awards += checker.awards;
      }
    }
    assertEquals(VARIANTS.size() * GAMES_PER_VARIANT, games);
    assertTrue(awards > games * 10, "the games score something: " + awards + " awards");
  }

  /** Checks one game move by move. */
  static final class Checker implements RandomGames.Observer {
    final Engine engine;
    final Variant v;
    final long seed;
    final List<Move> moves = new ArrayList<>();
    final Map<Integer, Map<ScoreSource, Integer>> expected = new java.util.TreeMap<>();
    int awards;

    Checker(Engine engine, Variant v, long seed) {
      this.engine = engine;
      this.v = v;
      this.seed = seed;
    }

    Supplier<String> where(GameState s, String what) {
      return where(s, () -> what);
    }

    Supplier<String> where(GameState s, Supplier<String> what) {
      int n = moves.size() + 1;
      return () -> what.get() + " [" + v.name() + ", seed " + seed + ", move " + n
          + ", " + s + "]\ntiles: " + s.tiles().stream()
              .map(t -> t.type().id() + "@" + t.position() + " " + t.rotation()).toList()
          + "\nfigures: " + NaiveBase.onBoard(s.figures()) + "\nmoves: "
          + moves.stream().map(Move::notation).toList();
    }

    @Override
    public void step(GameState s, Move move, Transition t) {
      Map<Position, PlacedTile> board = NaiveBase.board(s.tiles());
      List<NaiveBase.Fig> figs = new ArrayList<>(NaiveBase.onBoard(s.figures()));
      NaiveBase.Outcome out = new NaiveBase.Outcome();
      if (engine.toAct(s).isPlayer()) {
        int active = s.activePlayer().seat();
        if (s.drawnTile().isPresent()) {
          List<Move.PlaceTile> want = NaiveBase.placements(board, s.drawnTile().get());
          assertEquals(want, engine.placements(s), where(s, "placements"));
          assertEquals(want, engine.legalMoves(s), where(s, "legal placement moves"));
        } else {
          PlacedTile last = s.tiles().get(s.tiles().size() - 1);
          List<Move> want = v.model().deployments(board, last.position(), figs,
              s.supply(PlayerId.of(active), FigureKind.FOLLOWER));
          assertEquals(want, engine.legalMoves(s), where(s, "legal deployments"));
          if (move instanceof Move.Deploy d) {
            figs.add(new NaiveBase.Fig(active, d.location()));
          }
          v.model().turn(board, last.position(), figs, out);
          figs.removeAll(out.returned);
        }
      }
      GameState after = t.state();
      if (after.isOver()) {
        v.model().end(NaiveBase.board(after.tiles()), figs, out);
      }
      for (int p = 0; p < s.playerCount(); p++) {
        ImmutableMap<ScoreSource, Integer> b = s.scores().bySource(PlayerId.of(p));
        ImmutableMap<ScoreSource, Integer> a = after.scores().bySource(PlayerId.of(p));
        for (ScoreSource src : List.of(ScoreSource.ROAD, ScoreSource.CITY, ScoreSource.CLOISTER,
            ScoreSource.FIELD)) {
          int got = a.getOrDefault(src, 0) - b.getOrDefault(src, 0);
          int want = out.get(p, src);
          int player = p;
          assertEquals(want, got, where(s, () -> "p" + player + " " + src
              + " points from move '" + move.notation() + "', events " + t.events()));
          expected.computeIfAbsent(p, k -> new java.util.TreeMap<>(
              (x, y) -> x.id().compareTo(y.id()))).merge(src, want, Integer::sum);
        }
      }
      Multiset<NaiveBase.Fig> wantFigs = HashMultiset.create(figs);
      Multiset<NaiveBase.Fig> gotFigs = HashMultiset.create(NaiveBase.onBoard(after.figures()));
      assertEquals(wantFigs, gotFigs,
          where(s, () -> "figures on the board after '" + move.notation() + "'"));
      for (GameEvent e : t.events()) {
        if (e instanceof GameEvent.PointsScored) {
          awards++;
        }
      }
      moves.add(move);
    }

    void finish(RandomGames.Game g) {
      GameState end = g.end();
      for (int p = 0; p < end.playerCount(); p++) {
        int total = 0;
        for (Map.Entry<ScoreSource, Integer> e : end.scores().bySource(PlayerId.of(p)).entrySet()) {
          int want = expected.getOrDefault(p, Map.of()).getOrDefault(e.getKey(), 0);
          int player = p;
          assertEquals(want, (int) e.getValue(),
              where(end, () -> "final " + e.getKey() + " of p" + player));
          total += e.getValue();
        }
        assertEquals(total, end.scores().total(PlayerId.of(p)), "total = sum by source");
      }
    }
  }
}
