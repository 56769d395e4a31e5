package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Proof 8: a hidden state slot with a sampler. At the start of the game the first player picks a
 * secret 1 to 3; views drop it and determinize samples it.
 */
class HiddenSlotTest {

  /** The secret is to be picked. */
  record SecretPick(PlayerId player) implements DecisionStep {
    @Override
    public String module() {
      return SecretModule.ID;
    }
  }

  /** Picks a secret. */
  record PickSecret(int value) implements Move {
    @Override
    public String notation() {
      return "secret " + value;
    }
  }

  /** The test module. */
  static final class SecretModule implements RuleModule {
    static final String ID = "test.secret";
    static final StateKey<Integer> SECRET =
        StateKey.hidden("test.secret.value", Integer.class, 0, r -> 1 + (int) Math.floorMod(r, 3L));

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("a hidden secret").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.stateSlot(SECRET);
      registry.onStartOfTurn(
          ctx -> {
            if (ctx.turn() == 1) {
              ctx.push(new SecretPick(ctx.activePlayer()));
            }
          });
      registry.decisionHandler(
          SecretPick.class,
          new Hooks.DecisionHandler<SecretPick>() {
            @Override
            public void legalMoves(SecretPick step, GameContext ctx, List<Move> out) {
              for (int v = 1; v <= 3; v++) {
                out.add(new PickSecret(v));
              }
            }

            @Override
            public void apply(SecretPick step, Move move, TurnContext ctx) {
              ctx.set(SECRET, ((PickSecret) move).value());
            }
          });
    }
  }

  static final StateKey<Integer> SECRET = SecretModule.SECRET;

  static RuleSet rules() {
    return RuleSet.builder().modules("base").module(new SecretModule()).build();
  }

  @Test
  void viewsDropTheSlotAndStatesDifferingOnlyThereLookTheSame() {
    Engine engine = Engine.of(rules());
    GameState s = engine.newGame(GameSetup.of(2, 12L));
    assertEquals(new SecretPick(PlayerId.of(0)), s.pendingSteps().get(0));
    GameState a = engine.apply(s, new PickSecret(1)).state();
    GameState b = engine.apply(s, new PickSecret(2)).state();
    assertEquals(1, a.get(SECRET));
    assertEquals(2, b.get(SECRET));
    assertNotEquals(a, b);
    for (int p = 0; p < 2; p++) {
      GameState va = engine.view(a, PlayerId.of(p));
      GameState vb = engine.view(b, PlayerId.of(p));
      assertTrue(va.isView());
      assertEquals(0, va.get(SECRET));
      assertEquals(va, vb);
      assertEquals(va.hashCode(), vb.hashCode());
      assertEquals(a.pendingSteps(), va.pendingSteps());
    }
    GameState v = engine.view(a, PlayerId.of(1));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> engine.resolveChance(v));
    assertEquals(IllegalMoveException.Reason.HIDDEN_RANDOMNESS, e.reason());
  }

  @Test
  void determinizeSamplesTheSlot() {
    Engine engine = Engine.of(rules());
    GameState s = engine.newGame(GameSetup.of(2, 12L));
    GameState a = engine.apply(s, new PickSecret(1)).state();
    GameState v = engine.view(a, PlayerId.of(1));
    Set<Integer> values = new HashSet<>();
    for (long seed = 0; seed < 30; seed++) {
      GameState d = engine.determinize(v, seed);
      assertFalse(d.isView());
      int x = d.get(SECRET);
      assertTrue(x >= 1 && x <= 3, "sampled " + x);
      values.add(x);
      assertEquals(d, engine.determinize(v, seed));
      // a determinized state is playable
      assertTrue(engine.resolveChance(d).state().drawnTile().isPresent());
    }
    assertEquals(Set.of(1, 2, 3), values);
    // determinizing a full state keeps its hidden slot
    assertEquals(1, engine.determinize(a, 5L).get(SECRET));
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = new Script(rules(), 2, 12L);
    s.checkBranches(SecretPick.class, new PickSecret(1), new PickSecret(3));
  }
}
