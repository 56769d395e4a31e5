package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.StateKey;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * An engine sets up a game whose setup does not depend on its seed once per players and first
 * player, and gives later new games that state under their own seed. Every new game must equal,
 * hash and play as one set up from scratch by a fresh engine.
 */
class NewGameTest {

  /** Plays {@code moves} uniformly random moves (chance resolved) from a state. */
  private static GameState play(Engine engine, GameState s, int moves, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < moves && !s.isOver(); i++) {
      if (engine.toAct(s).isChance()) {
        s = engine.resolveChance(s).state();
      } else {
        List<Move> legal = engine.legalMoves(s);
        s = engine.apply(s, legal.get(rnd.nextInt(legal.size()))).state();
      }
    }
    return s;
  }

  private static void sameAsFromScratch(RuleSet rules) {
    Engine engine = Engine.of(rules);
    GameSetup[] setups = {
      GameSetup.of(2, 1), GameSetup.of(2, 2), GameSetup.of(3, 2), GameSetup.of(2, 3),
      GameSetup.of(List.of("ann", "bo"), 4), GameSetup.of(List.of("ann", "bo"), 5),
      new GameSetup(GameSetup.of(3, 6).players(), 2, 6), GameSetup.of(3, 7), GameSetup.of(2, 8)
    };
    for (GameSetup setup : setups) {
      GameState reused = engine.newGame(setup);
      GameState fresh = Engine.of(rules).newGame(setup);
      assertEquals(fresh, reused, setup.toString());
      assertEquals(fresh.hash64(), reused.hash64(), setup.toString());
      assertEquals(fresh.players(), reused.players(), setup.toString());
      assertEquals(
          play(Engine.of(rules), fresh, 60, setup.seed()),
          play(engine, reused, 60, setup.seed()),
          setup.toString());
    }
    // the seed is part of the state: two seeds, two states
    assertNotEquals(engine.newGame(GameSetup.of(2, 1)), engine.newGame(GameSetup.of(2, 2)));
    assertNotEquals(
        engine.newGame(GameSetup.of(2, 1)).hash64(), engine.newGame(GameSetup.of(2, 2)).hash64());
  }

  @Test
  void newGamesEqualGamesSetUpFromScratch() {
    sameAsFromScratch(RuleSet.of("base"));
  }

  /** A module whose setup draws a random number and keeps it in a slot. */
  static final class RandomSetupModule implements RuleModule {
    static final StateKey<Long> DRAWN = StateKey.of("test.random-setup.drawn", Long.class, 0L);

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.random-setup").description("random at setup").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.stateSlot(DRAWN);
      registry.onSetup(ctx -> ctx.set(DRAWN, ctx.random("test.random-setup")));
    }
  }

  @Test
  void aSetupThatDrawsRandomNumbersIsRunForEveryGame() {
    RuleSet rules = RuleSet.builder().modules("base").module(new RandomSetupModule()).build();
    sameAsFromScratch(rules);
    Engine engine = Engine.of(rules);
    assertNotEquals(
        engine.newGame(GameSetup.of(2, 1)).get(RandomSetupModule.DRAWN),
        engine.newGame(GameSetup.of(2, 2)).get(RandomSetupModule.DRAWN));
  }
}
