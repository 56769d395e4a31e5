package io.github.carcassonne.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of random legal base games (random seeds, 2 to 6 players). Each property plays whole
 * games, so the tries are kept small; the 10,000-game driver ({@link ManyGamesTest}) covers
 * breadth with the cheap invariants.
 */
class GamePropertiesTest {
  static final Engine ENGINE = Engine.of(RuleSet.of("base"));

  private static GameSetup setup(int players, long seed) {
    return GameSetup.of(players, seed);
  }

  /**
   * No exception; at every state: figures conserved (supply + on board = 7 each), tiles conserved
   * (placed + discarded + left = 72), legal moves non-empty exactly when a player decides; and
   * the fold of all events gives the final tiles, figure locations and scores by source.
   */
  @Property(tries = 40)
  void randomGamesKeepTheInvariantsAndTheirEventsFoldToTheState(
      @ForAll long seed, @ForAll @IntRange(min = 2, max = 6) int players) {
    GameSetup setup = setup(players, seed);
    String label = "seed " + seed + ", " + players + " players";
    Invariants inv = new Invariants(ENGINE, label);
    GameState start = ENGINE.newGame(setup);
    RandomGames.Game g = RandomGames.play(ENGINE, setup, seed * 31 + 1, inv);
    assertTrue(g.end().isOver(), label);
    assertEquals(0, g.end().tilesLeft(), label);
    Invariants.checkFold(start, g.events(), g.end(), label);
  }

  /**
   * Determinism: the same setup and moves give equal states and equal events, on the same engine
   * and on a second engine built from the same rule set (states compare by rules value).
   */
  @Property(tries = 15)
  void sameSeedAndMovesGiveEqualStatesAndEvents(
      @ForAll long seed, @ForAll @IntRange(min = 2, max = 6) int players) {
    GameSetup setup = setup(players, seed);
    RandomGames.Game a = RandomGames.play(ENGINE, setup, seed);
    RandomGames.Game b = RandomGames.replay(ENGINE, setup, a.moves());
    assertEquals(a.end(), b.end());
    assertEquals(a.end().hashCode(), b.end().hashCode());
    assertEquals(a.events(), b.events());
    // the draws are recorded, but chance resolves to the same draws too
    RandomGames.Game again = RandomGames.play(ENGINE, setup, seed);
    assertEquals(a.moves(), again.moves());
    assertEquals(a.end(), again.end());
    Engine other = Engine.of(RuleSet.of("base"));
    RandomGames.Game c = RandomGames.replay(other, setup, a.moves());
    assertEquals(a.events(), c.events());
    assertEquals(a.end(), c.end());
    assertEquals(a.end().hashCode(), c.end().hashCode());
    assertEquals(a.end().tiles(), c.end().tiles());
    assertEquals(a.end().figures(), c.end().figures());
    assertEquals(a.end().scores().totals(), c.end().scores().totals());
    for (int p = 0; p < players; p++) {
      assertEquals(a.end().scores().bySource(PlayerId.of(p)),
          c.end().scores().bySource(PlayerId.of(p)));
    }
  }

  /**
   * Branching: from one state, several different legal moves each start a branch that is played
   * on deterministically; every branch equals a fresh replay of its move list from a new game,
   * and the state branched from is untouched.
   */
  @Property(tries = 15)
  void branchesFromOneStateEqualTheirFreshReplays(
      @ForAll long seed,
      @ForAll @IntRange(min = 2, max = 6) int players,
      @ForAll @IntRange(min = 1, max = 150) int branchAt) {
    GameSetup setup = setup(players, seed);
    RandomGames.Game full = RandomGames.play(ENGINE, setup, seed);
    // walk to the first player decision at or after move number branchAt with 2+ choices
    List<Move> prefix = new ArrayList<>();
    GameState s = ENGINE.newGame(setup);
    for (Move m : full.moves()) {
      if (prefix.size() >= branchAt && ENGINE.legalMoves(s).size() >= 2) {
        break;
      }
      s = ENGINE.apply(s, m).state();
      prefix.add(m);
    }
    if (s.isOver()) {
      return;
    }
    GameState branchPoint = s;
    GameState copy = RandomGames.replay(ENGINE, setup, prefix).end();
    List<Move> legal = ENGINE.legalMoves(branchPoint);
    List<GameState> ends = new ArrayList<>();
    Set<Integer> picks = new java.util.LinkedHashSet<>(
        List.of(0, legal.size() - 1, (legal.size() - 1) / 2));
    int i = 0;
    for (int pick : picks) {
      Move first = legal.get(pick);
      Transition t = ENGINE.apply(branchPoint, first);
      List<Move> moves = new ArrayList<>(prefix);
      moves.add(first);
      RandomGames.Game branch =
          RandomGames.playFrom(ENGINE, setup, t.state(), moves, seed + i, (b, m, a) -> {});
      RandomGames.Game fresh = RandomGames.replay(ENGINE, setup, branch.moves());
      assertEquals(fresh.end(), branch.end(), "branch " + i + " from move " + prefix.size());
      assertEquals(fresh.events().subList(fresh.events().size() - branch.events().size(),
          fresh.events().size()), branch.events(), "branch " + i + " events");
      ends.add(branch.end());
      i++;
    }
    assertEquals(copy, branchPoint, "the branch point is unchanged");
    if (ends.size() >= 2) {
      assertNotEquals(ends.get(0), ends.get(ends.size() - 1), "different branches differ");
    }
  }

  /**
   * Every move outside {@link Engine#legalMoves} — random placements and rotations around the
   * board, random deployment spots anywhere — is either refused with an IllegalMoveException
   * (the state unchanged) or accepted as another name of a legal move (a rotation that gives the
   * same picture, another spot of the same segment): then its result equals that legal move's.
   * No other exception ever escapes.
   */
  @Property(tries = 20)
  void movesOutsideTheLegalListAreRefusedOrAreALegalMoveByAnotherName(
      @ForAll long seed, @ForAll @IntRange(min = 2, max = 6) int players) {
    GameSetup setup = setup(players, seed);
    RandomGames.Rand rand = new RandomGames.Rand(seed ^ 0xABCDEFL);
    int[] tried = new int[3];
    RandomGames.play(ENGINE, setup, seed, (before, move, after) -> {
      if (!ENGINE.toAct(before).isPlayer() || rand.below(4) != 0) {
        return;
      }
      GameState copy = before;
      int hash = before.hashCode();
      List<Move> legal = ENGINE.legalMoves(before);
      Set<GameState> legalResults = null;
      for (int k = 0; k < 12; k++) {
        Move m = randomMove(before, rand);
        if (legal.contains(m)) {
          continue;
        }
        try {
          GameState got = ENGINE.apply(before, m).state();
          if (legalResults == null) {
            legalResults = new HashSet<>();
            for (Move l : legal) {
              legalResults.add(ENGINE.apply(before, l).state());
            }
          }
          assertTrue(legalResults.contains(got),
              "accepted '" + m.notation() + "' is no legal move by another name");
          tried[1]++;
        } catch (IllegalMoveException e) {
          tried[0]++;
        }
        assertEquals(hash, before.hashCode());
        assertEquals(copy, before);
      }
      tried[2]++;
    });
    assertTrue(tried[0] > 0, "some moves were refused");
  }

  private static Move randomMove(GameState s, RandomGames.Rand rand) {
    int minX = 0;
    int maxX = 0;
    int minY = 0;
    int maxY = 0;
    for (PlacedTile t : s.tiles()) {
      minX = Math.min(minX, t.position().x());
      maxX = Math.max(maxX, t.position().x());
      minY = Math.min(minY, t.position().y());
      maxY = Math.max(maxY, t.position().y());
    }
    Position pos = Position.of(minX - 2 + rand.below(maxX - minX + 5),
        minY - 2 + rand.below(maxY - minY + 5));
    switch (rand.below(5)) {
      case 0, 1 -> {
        return new Move.PlaceTile(pos, Rotation.ofQuarterTurns(rand.below(4)));
      }
      case 2, 3 -> {
        Position at = rand.below(3) == 0 || s.tiles().isEmpty()
            ? pos : s.tiles().get(s.tiles().size() - 1).position();
        String spot = rand.below(13) == 12 ? "C" : Port.ofIndex(rand.below(12)).name();
        return new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(at, spot));
      }
      default -> {
        return rand.below(2) == 0 ? Move.Skip.INSTANCE : new Move.DrawTile("base:U");
      }
    }
  }

  /**
   * Views hide only the randomness: two states that differ only in their seed (same moves, draws
   * forced explicitly) give equal views for every player, at every step.
   */
  @Property(tries = 10)
  void viewsOfStatesThatDifferOnlyInSeedAreEqual(
      @ForAll long seed, @ForAll @IntRange(min = 2, max = 6) int players) {
    GameSetup a = setup(players, seed);
    GameSetup b = a.withSeed(seed + 1);
    RandomGames.Game game = RandomGames.play(ENGINE, a, seed);
    GameState sa = ENGINE.newGame(a);
    GameState sb = ENGINE.newGame(b);
    int n = 0;
    for (Move m : game.moves()) {
      Transition ta = ENGINE.apply(sa, m);
      Transition tb = ENGINE.apply(sb, m);
      assertEquals(ta.events(), tb.events(), "forced draws make the same events");
      sa = ta.state();
      sb = tb.state();
      if (n++ % 7 == 0 || sa.isOver()) {
        assertNotEquals(sa, sb, "the states differ in their seed");
        for (int p = 0; p < players; p++) {
          assertEquals(ENGINE.view(sa, PlayerId.of(p)), ENGINE.view(sb, PlayerId.of(p)),
              "views at move " + n + " for p" + p);
        }
      }
    }
  }
}
