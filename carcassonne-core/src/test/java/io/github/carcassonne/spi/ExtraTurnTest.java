package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proof 3: an extra turn, builder-like. A player who placed a tile with a road may take another
 * turn (a decision at the end of the turn); a succession hook then names the same player again.
 * An extra turn never earns a further one.
 */
class ExtraTurnTest {

  /** Offers the extra turn. */
  record BonusOffer(PlayerId player) implements DecisionStep {
    @Override
    public String module() {
      return BonusModule.ID;
    }
  }

  /** Takes the extra turn. */
  record TakeBonus() implements Move {
    @Override
    public String notation() {
      return "bonus";
    }
  }

  /** The test module. */
  static final class BonusModule implements RuleModule {
    static final String ID = "test.bonus";
    /** The next turn is an extra turn for the same player. */
    static final StateKey<Boolean> GRANTED = StateKey.of("test.bonus.granted", Boolean.class, false);
    /** This turn is an extra turn. */
    static final StateKey<Boolean> IN_BONUS = StateKey.of("test.bonus.in", Boolean.class, false);

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("another turn after a road tile").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.stateSlot(GRANTED);
      registry.stateSlot(IN_BONUS);
      registry.onStartOfTurn(
          ctx -> {
            ctx.set(IN_BONUS, ctx.get(GRANTED));
            ctx.set(GRANTED, false);
          });
      registry.onEndOfTurn(
          ctx -> {
            if (ctx.get(IN_BONUS) || ctx.placedThisTurn().isEmpty()) {
              return;
            }
            for (Segment seg : ctx.tileAt(ctx.placedThisTurn().get()).orElseThrow().type().segments()) {
              if (seg.kind().equals(FeatureKind.ROAD)) {
                ctx.push(new BonusOffer(ctx.activePlayer()));
                return;
              }
            }
          });
      registry.decisionHandler(
          BonusOffer.class,
          new Hooks.DecisionHandler<BonusOffer>() {
            @Override
            public void legalMoves(BonusOffer step, GameContext ctx, List<Move> out) {
              out.add(new TakeBonus());
              out.add(Move.Skip.INSTANCE);
            }

            @Override
            public void apply(BonusOffer step, Move move, TurnContext ctx) {
              ctx.set(GRANTED, move instanceof TakeBonus);
            }
          });
      registry.succession(
          (ctx, proposed) ->
              ctx.get(GRANTED) && !proposed.gameOver()
                  ? new Hooks.Next(ctx.activePlayer(), false)
                  : proposed);
    }
  }

  static final PlayerId ANN = PlayerId.of(0);
  static final PlayerId BOB = PlayerId.of(1);

  static RuleSet rules() {
    return RuleSet.builder().modules("base").module(new BonusModule()).build();
  }

  @Test
  void theSamePlayerPlaysAgainOnceThenPlayPasses() {
    Script s = new Script(rules(), 2, 1L);
    s.draw("base:U");
    s.place(1, 0, Rotation.R0);
    s.skip();
    // the end of Ann's turn waits for her choice; the turn has not ended yet
    assertEquals(new BonusOffer(ANN), s.state.pendingSteps().get(0));
    assertEquals(Actor.player(ANN), s.engine.toAct(s.state));
    assertTrue(s.eventsOf(GameEvent.TurnEnded.class).isEmpty());
    s.play(new TakeBonus());
    assertEquals(List.of(new GameEvent.TurnEnded(ANN, 1)), s.eventsOf(GameEvent.TurnEnded.class));
    assertEquals(List.of(new GameEvent.TurnStarted(ANN, 2)), s.eventsOf(GameEvent.TurnStarted.class));
    assertEquals(ANN, s.state.activePlayer());
    assertEquals(2, s.state.turn());
    assertTrue(s.state.get(BonusModule.IN_BONUS));
    // Ann's extra turn: another road tile, but no third turn
    s.draw("base:U");
    s.place(-1, 0, Rotation.R0);
    s.skip();
    assertEquals(List.of(new GameEvent.TurnEnded(ANN, 2)), s.eventsOf(GameEvent.TurnEnded.class));
    assertEquals(List.of(new GameEvent.TurnStarted(BOB, 3)), s.eventsOf(GameEvent.TurnStarted.class));
    assertFalse(s.state.get(BonusModule.IN_BONUS));
    // Bob places a tile without a road: no offer
    s.draw("base:B");
    s.place(0, 1, Rotation.R0);
    s.skip();
    assertEquals(List.of(new GameEvent.TurnStarted(ANN, 4)), s.eventsOf(GameEvent.TurnStarted.class));
    assertEquals(s.state, s.replay());
  }

  @Test
  void decliningPassesPlayOn() {
    Script s = new Script(rules(), 2, 1L);
    s.draw("base:U");
    s.place(1, 0, Rotation.R0);
    s.skip();
    s.skip();
    assertEquals(List.of(new GameEvent.TurnStarted(BOB, 2)), s.eventsOf(GameEvent.TurnStarted.class));
    assertEquals(BOB, s.state.activePlayer());
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = new Script(rules(), 2, 1L);
    s.draw("base:U");
    s.place(1, 0, Rotation.R0);
    s.skip();
    s.checkBranches(BonusOffer.class, new TakeBonus(), Move.Skip.INSTANCE);
  }
}
