package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rollout path equals the pure path: same choices, same states. */
class RolloutTest {

  /** The pure API doing what a rollout with the uniform policy does. */
  private static GameState pure(Engine engine, GameState s, int maxDecisions, long seed) {
    int n = 0;
    while (!s.isOver() && n < maxDecisions) {
      if (engine.toAct(s).isChance()) {
        s = engine.resolveChance(s).state();
      } else {
        List<Move> legal = engine.legalMoves(s);
        long bits = Engine.rolloutBits(seed, n++);
        s = engine.apply(s, legal.get((int) (((bits >>> 32) * legal.size()) >>> 32))).state();
      }
    }
    return s;
  }

  @Test
  void rolloutEqualsPureApi() {
    for (String options : List.of("third", "second", "first")) {
      Engine engine =
          Engine.of(RuleSet.builder().modules("base").option("base.farm-era", options).build());
      for (int g = 0; g < 30; g++) {
        GameState start = engine.newGame(GameSetup.of(2 + g % 5, g));
        GameState rolled = engine.rollout(start, RolloutPolicy.uniform(), Integer.MAX_VALUE, g);
        assertTrue(rolled.isOver());
        assertEquals(pure(engine, start, Integer.MAX_VALUE, g), rolled, "game " + g);
      }
    }
  }

  /**
   * Reads every legal move on odd random bits (the placements are then listed, not only counted)
   * and picks by their text; on even bits picks uniformly by size alone.
   */
  private static int reading(List<Move> legal, long random) {
    if ((random & 1) == 0) {
      return (int) (((random >>> 32) * legal.size()) >>> 32);
    }
    int best = 0;
    for (int i = 1; i < legal.size(); i++) {
      if ((legal.get(i).toString().hashCode() ^ (int) random)
          < (legal.get(best).toString().hashCode() ^ (int) random)) {
        best = i;
      }
    }
    return best;
  }

  /**
   * A policy that reads the moves gets, at each decision, the list {@code legalMoves} gives at
   * the same point of the same game through the pure API, and the rollout ends where the pure
   * API does with the same choices.
   */
  @Test
  void policyThatReadsTheMovesGetsTheLegalMoves() {
    // with and without farmers, 2 to 5 players: deployments of followers onto every kind
    for (String farmers : new String[] {"true", "false"}) {
      Engine engine =
          Engine.of(RuleSet.builder().modules("base").option("base.farmers", farmers).build());
      for (int g = 0; g < 10; g++) {
        GameState start = engine.newGame(GameSetup.of(2 + g % 4, g));
        List<List<Move>> offered = new ArrayList<>();
        List<Integer> chosen = new ArrayList<>();
        GameState rolled =
            engine.rollout(
                start,
                (game, legal, random) -> {
                  offered.add(List.copyOf(legal));
                  int i = reading(legal, random);
                  chosen.add(i);
                  return i;
                },
                Integer.MAX_VALUE,
                g);
        GameState s = start;
        int n = 0;
        while (!s.isOver()) {
          if (engine.toAct(s).isChance()) {
            s = engine.resolveChance(s).state();
          } else {
            List<Move> legal = engine.legalMoves(s);
            assertEquals(legal, offered.get(n), "game " + g + ", decision " + n);
            s = engine.apply(s, legal.get(chosen.get(n++))).state();
          }
        }
        assertEquals(offered.size(), n, "game " + g);
        assertEquals(s, rolled, "game " + g);
      }
    }
  }

  @Test
  void partialRolloutStopsAfterItsDecisions() {
    Engine engine = Engine.of(RuleSet.of("base"));
    GameState start = engine.newGame(GameSetup.of(2, 3L));
    GameState rolled = engine.rollout(start, RolloutPolicy.uniform(), 10, 3L);
    assertEquals(pure(engine, start, 10, 3L), rolled);
    // a later rollout continues from there
    GameState end = engine.rollout(rolled, RolloutPolicy.uniform(), Integer.MAX_VALUE, 4L);
    assertTrue(end.isOver());
  }

  @Test
  void badPolicyIsRefused() {
    Engine engine = Engine.of(RuleSet.of("base"));
    GameState start = engine.newGame(GameSetup.of(2, 3L));
    assertThrows(
        IllegalArgumentException.class,
        () -> engine.rollout(start, (game, legal, random) -> legal.size(), 5, 1L));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            engine.rollout(
                start,
                (game, legal, random) -> {
                  throw new IllegalStateException("boom");
                },
                5,
                1L));
  }
}
