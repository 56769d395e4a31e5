package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * When every deployment generator is the engine's own rule and nothing filters, a state's
 * deployment moves are listed from its arrays ({@link Compiled#plainDeploy}); they must be the
 * moves the generators give through a working copy, in order, then skipping.
 */
class DeployListTest {

  /** The deployment moves through a working copy, as {@code EngineCore.deployMoves} lists them. */
  private static List<Move> throughWork(State s) {
    Work w = new Work(s);
    List<Move> out = new ArrayList<>();
    for (Compiled.Tagged<Hooks.DeployGenerator> g : s.c.deployGenerators) {
      g.hook().generate(w, ((CoreSteps.Deploy) s.steps.head).player(), out);
    }
    out.add(Move.Skip.INSTANCE);
    return out;
  }

  @Test
  void statesListTheMovesTheGeneratorsGive() {
    for (String farmers : new String[] {"true", "false"}) {
      Engine engine =
          Engine.of(RuleSet.builder().modules("base").option("base.farmers", farmers).build());
      int decisions = 0;
      int offered = 0;
      SplittableRandom rnd = new SplittableRandom(11);
      for (long seed = 0; seed < 20; seed++) {
        GameState g = engine.newGame(GameSetup.of(2 + (int) (seed % 4), seed));
        assertTrue(((State) g).c.plainDeploy, "the base game's deployments are the engine's");
        while (!g.isOver()) {
          if (engine.toAct(g).isChance()) {
            g = engine.resolveChance(g).state();
            continue;
          }
          State s = (State) g;
          List<Move> legal = engine.legalMoves(g);
          if (s.steps.head instanceof CoreSteps.Deploy) {
            assertEquals(throughWork(s), legal, "seed " + seed + " turn " + s.turn);
            decisions++;
            offered += legal.size() - 1;
          }
          g = engine.apply(g, legal.get(rnd.nextInt(legal.size()))).state();
        }
      }
      assertTrue(decisions > 1000 && offered > decisions / 2, decisions + " decisions, " + offered);
    }
  }

  @Test
  void aFilterOrAnotherGeneratorTakesTheWorkingCopy() {
    RuleModule filtering =
        new RuleModule() {
          @Override
          public ModuleDescriptor descriptor() {
            return ModuleDescriptor.builder("test.deploy-filter").description("filters").build();
          }

          @Override
          public void register(HookRegistry registry) {
            registry.deployFilter((ctx, player, move) -> true);
          }
        };
    GameState g =
        Engine.of(RuleSet.builder().modules("base").module(filtering).build())
            .newGame(GameSetup.of(2, 1));
    assertFalse(((State) g).c.plainDeploy);
  }
}
