package io.github.carcassonne.testkit.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BotsTest {
  private static final Engine ENGINE = Engine.of(RuleSet.of("base"));

  /** Plays a game; every chosen move must be legal. Returns the final state. */
  private static GameState play(List<Bot> bots, long seed, List<Move> trace) {
    GameState s = ENGINE.newGame(GameSetup.of(bots.size(), seed));
    while (!s.isOver()) {
      Actor a = ENGINE.toAct(s);
      if (a.isChance()) {
        s = ENGINE.resolveChance(s).state();
      } else {
        PlayerId p = a.player().orElseThrow();
        Move m = bots.get(p.seat()).choose(ENGINE, s, p);
        assertTrue(ENGINE.legalMoves(s).contains(m), () -> "illegal move " + m);
        trace.add(m);
        s = ENGINE.apply(s, m).state();
      }
    }
    return s;
  }

  @Test
  void greedyBeatsRandomInMostOfTwentyGamesWithSeatsRotated() {
    double greedyPoints = 0;
    for (int g = 0; g < 20; g++) {
      int greedySeat = g % 2;
      List<Bot> bots = new ArrayList<>();
      for (int s = 0; s < 2; s++) {
        bots.add(Bots.create(s == greedySeat ? "greedy" : "random", 1000L * g + s));
      }
      List<Integer> totals = play(bots, g, new ArrayList<>()).scores().totals();
      int own = totals.get(greedySeat);
      int other = totals.get(1 - greedySeat);
      greedyPoints += own > other ? 1 : own == other ? 0.5 : 0;
    }
    assertTrue(greedyPoints / 20 > 0.6, "greedy won only " + greedyPoints + " of 20 games");
  }

  @Test
  void sameSeedSameGame() {
    List<Move> a = new ArrayList<>();
    List<Move> b = new ArrayList<>();
    GameState endA =
        play(List.of(Bots.create("random", 7), Bots.create("greedy", 8)), 3, a);
    GameState endB =
        play(List.of(Bots.create("random", 7), Bots.create("greedy", 8)), 3, b);
    assertEquals(a, b);
    assertEquals(endA, endB);
    List<Move> c = new ArrayList<>();
    play(List.of(Bots.create("random", 9), Bots.create("greedy", 8)), 3, c);
    assertTrue(!a.equals(c), "another seed should give another game");
  }

  @Test
  void smallMctsPlaysLegalMovesToTheEnd() {
    GameState end =
        play(List.of(Bots.create("mcts:8", 1), Bots.create("random", 2)), 5, new ArrayList<>());
    assertTrue(end.isOver());
  }

  @Test
  void namesAndErrors() {
    assertEquals("random", Bots.create("random", 0).name());
    assertEquals("greedy", Bots.create(" Greedy ", 0).name());
    assertEquals("mcts", Bots.create("mcts", 0).name());
    assertEquals("mcts:50", Bots.create("mcts:50", 0).name());
    assertThrows(IllegalArgumentException.class, () -> Bots.create("alphazero", 0));
    assertThrows(IllegalArgumentException.class, () -> Bots.create("mcts:0", 0));
    assertThrows(IllegalArgumentException.class, () -> Bots.create("mcts:x", 0));
    assertThrows(IllegalArgumentException.class, () -> Bots.create(null, 0));
  }

  @Test
  void refusesToMoveForAnotherPlayer() {
    GameState s = ENGINE.resolveChance(ENGINE.newGame(GameSetup.of(2, 1))).state();
    PlayerId other = PlayerId.of(1 - s.activePlayer().seat());
    assertThrows(
        IllegalArgumentException.class, () -> Bots.create("random", 0).choose(ENGINE, s, other));
  }

  @Test
  void mctsRewardPrefersWinsAndMargins() {
    // reward() is exercised through a finished game: the winner's reward must be the largest.
    GameState end =
        play(List.of(Bots.create("greedy", 1), Bots.create("random", 2)), 11, new ArrayList<>());
    double[] r = MctsBot.reward(end, 2);
    List<Integer> t = end.scores().totals();
    if (!t.get(0).equals(t.get(1))) {
      int winner = t.get(0) > t.get(1) ? 0 : 1;
      assertTrue(r[winner] > 0.7 && r[1 - winner] < 0.3, () -> java.util.Arrays.toString(r));
    }
  }
}
