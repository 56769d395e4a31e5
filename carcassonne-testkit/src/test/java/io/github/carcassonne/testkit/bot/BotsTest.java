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
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.expansions.messages.MessagesModule.Marker;
import io.github.carcassonne.expansions.messages.MessagesModule.MarkerChoice;
import io.github.carcassonne.testkit.Scenario;
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
  void mctsDecidesFromWhatItsPlayerSeesOnly() {
    // Two games that look the same to the player (the same first tile, drawn explicitly) but
    // whose bags will give other tiles (other seeds): mcts with one seed must choose alike. It
    // must not read the hidden order, in its tree or in its rollouts.
    GameState a = ENGINE.newGame(GameSetup.of(2, 1));
    GameState b = ENGINE.newGame(GameSetup.of(2, 2));
    Move draw = ENGINE.chanceOutcomes(a).get(5).move();
    a = ENGINE.apply(a, draw).state();
    b = ENGINE.apply(b, draw).state();
    PlayerId p = a.activePlayer();
    assertEquals(ENGINE.view(a, p), ENGINE.view(b, p));
    assertTrue(!a.equals(b), "the games must differ in what the player does not see");
    for (long seed = 0; seed < 4; seed++) {
      assertEquals(
          Bots.create("mcts:40", seed).choose(ENGINE, a, p),
          Bots.create("mcts:40", seed).choose(ENGINE, b, p),
          "seed " + seed);
    }
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

  @Test
  void greedySeesPointsBehindItsOwnMarkerChoice() {
    // The Messages: Ann's road W U D U is open east; she draws a W that can close it for 5.
    // The points wait for her marker choice; greedy must still see them.
    Scenario s =
        Scenario.of(RuleSet.of("base", "messages"), "Ann", "Bob")
            .draw("base:E").place(0, -1, Rotation.R180).deploy("S").move(new Marker(0))
            .draw("base:U").place(-1, 0, Rotation.R0).skip()
            .draw("base:U").place(1, 0, Rotation.R0).deploy("E")
            .draw("base:W").place(-2, 0, Rotation.R0).skip()
            .draw("base:W");
    PlayerId ann = PlayerId.of(0);
    for (long seed = 0; seed < 5; seed++) {
      Bot greedy = Bots.create("greedy", seed);
      Move place = greedy.choose(s.engine(), s.state(), ann);
      assertTrue(
          place instanceof Move.PlaceTile p && p.position().equals(Position.of(2, 0)),
          () -> "greedy placed " + place.notation());
      GameState placed = s.engine().apply(s.state(), place).state();
      GameState deployed =
          s.engine().apply(placed, greedy.choose(s.engine(), placed, ann)).state();
      assertTrue(deployed.pendingSteps().get(0) instanceof MarkerChoice, deployed::toString);
      assertEquals(4 + 5, GreedyBot.resolvedMargin(s.engine(), deployed, ann));
    }
  }
}
