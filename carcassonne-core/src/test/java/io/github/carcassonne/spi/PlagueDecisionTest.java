package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.tile.FeatureKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proof 1: a draw hook that asks every player in turn, Wheel-of-Fortune plague style. Drawing
 * the trigger tile makes every player, the active one first and then clockwise, return one of
 * their followers from the board before the tile is placed.
 */
class PlagueDecisionTest {

  /** One player's plague answer is pending. */
  record Plague(PlayerId player) implements DecisionStep {
    @Override
    public String module() {
      return PlagueModule.ID;
    }
  }

  /** Returns a follower to supply; {@code figureId} -1 when the player has none on the board. */
  record ReturnFollower(int figureId) implements Move {
    @Override
    public String notation() {
      return "plague " + figureId;
    }
  }

  /** The test module: drawing {@code trigger} starts a plague. */
  static final class PlagueModule implements RuleModule {
    static final String ID = "test.plague";
    private final String trigger;

    PlagueModule(String trigger) {
      this.trigger = trigger;
    }

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("plague on a drawn tile").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onTileDrawn(
          ctx -> {
            if (!ctx.drawnTile().orElseThrow().id().equals(trigger)) {
              return;
            }
            List<Step> steps = new ArrayList<>();
            for (int i = 0; i < ctx.playerCount(); i++) {
              steps.add(new Plague(PlayerId.of((ctx.activePlayer().seat() + i) % ctx.playerCount())));
            }
            ctx.pushAll(steps);
          });
      registry.decisionHandler(
          Plague.class,
          new Hooks.DecisionHandler<Plague>() {
            @Override
            public void legalMoves(Plague step, GameContext ctx, List<Move> out) {
              for (Figure f : ctx.figures()) {
                if (f.owner().equals(java.util.Optional.of(step.player()))
                    && f.location() instanceof Location.OnFeature) {
                  out.add(new ReturnFollower(f.id()));
                }
              }
              if (out.isEmpty()) {
                out.add(new ReturnFollower(-1));
              }
            }

            @Override
            public void apply(Plague step, Move move, TurnContext ctx) {
              int id = ((ReturnFollower) move).figureId();
              if (id >= 0) {
                ctx.returnToSupply(id);
              }
            }
          });
    }
  }

  static final PlayerId ANN = PlayerId.of(0);
  static final PlayerId BOB = PlayerId.of(1);
  static final PlayerId CID = PlayerId.of(2);

  static RuleSet rules() {
    return RuleSet.builder().modules("base").module(new PlagueModule("base:B")).build();
  }

  /** Four turns that leave Ann two followers, Bob one and Cid one on the board; Bob to draw. */
  static Script setUp() {
    Script s = new Script(rules(), 3, 5L);
    s.draw("base:U");
    s.place(1, 0, Rotation.R0);
    s.deploy(1, 0, "E");
    s.draw("base:U");
    s.place(0, 1, Rotation.R0);
    s.deploy(0, 1, "E");
    s.draw("base:U");
    s.place(-1, 0, Rotation.R0);
    s.play(s.deployOnto(FeatureKind.FIELD));
    s.draw("base:U");
    s.place(0, 2, Rotation.R0);
    s.deploy(0, 2, "E");
    assertEquals(Actor.CHANCE, s.engine.toAct(s.state));
    assertEquals(BOB, s.state.activePlayer());
    return s;
  }

  @Test
  void everyPlayerAnswersInTurnThenPlacementProceeds() {
    Script s = setUp();
    s.draw("base:B");
    // one decision per player, active first then clockwise, before the core placement steps
    assertEquals(new Plague(BOB), s.state.pendingSteps().get(0));
    assertEquals(new Plague(CID), s.state.pendingSteps().get(1));
    assertEquals(new Plague(ANN), s.state.pendingSteps().get(2));
    assertEquals("core", s.state.pendingSteps().get(3).module());
    assertEquals(Actor.player(BOB), s.engine.toAct(s.state));
    assertEquals(List.of(new ReturnFollower(7)), s.engine.legalMoves(s.state));
    // a wrong answer is refused and an outcome of chance is not a decision
    assertThrows(IllegalMoveException.class, () -> s.engine.apply(s.state, new ReturnFollower(0)));
    assertThrows(IllegalMoveException.class, () -> s.engine.apply(s.state, Move.Skip.INSTANCE));
    s.play(new ReturnFollower(7));
    assertEquals(List.of(new GameEvent.FigureReturned(BOB, FigureKind.FOLLOWER,
        new Location.OnFeature(new io.github.carcassonne.board.Position(0, 1), "E"))), s.events);
    assertEquals(Actor.player(CID), s.engine.toAct(s.state));
    assertEquals(List.of(new ReturnFollower(14)), s.engine.legalMoves(s.state));
    s.play(new ReturnFollower(14));
    assertEquals(Actor.player(ANN), s.engine.toAct(s.state));
    assertEquals(List.of(new ReturnFollower(0), new ReturnFollower(1)), s.engine.legalMoves(s.state));
    s.play(new ReturnFollower(1));
    // all answered: Bob places the drawn tile
    assertEquals(Actor.player(BOB), s.engine.toAct(s.state));
    assertTrue(s.engine.legalMoves(s.state).stream().allMatch(m -> m instanceof Move.PlaceTile));
    assertEquals("base:B", s.state.drawnTile().orElseThrow().id());
    assertEquals(6, s.state.supply(ANN, FigureKind.FOLLOWER));
    assertEquals(7, s.state.supply(BOB, FigureKind.FOLLOWER));
    assertEquals(7, s.state.supply(CID, FigureKind.FOLLOWER));
    s.place(0, 3, Rotation.R0);
    s.skip();
    assertEquals(Actor.CHANCE, s.engine.toAct(s.state));
    assertEquals(CID, s.state.activePlayer());
    assertEquals(s.state, s.replay());
  }

  @Test
  void aPlayerWithoutFollowersOnTheBoardPasses() {
    Script s = new Script(rules(), 2, 9L);
    s.draw("base:B");
    assertEquals(List.of(new ReturnFollower(-1)), s.engine.legalMoves(s.state));
    s.play(new ReturnFollower(-1));
    assertEquals(Actor.player(PlayerId.of(1)), s.engine.toAct(s.state));
    s.play(new ReturnFollower(-1));
    assertEquals(Actor.player(PlayerId.of(0)), s.engine.toAct(s.state));
    assertTrue(s.engine.legalMoves(s.state).get(0) instanceof Move.PlaceTile);
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = setUp();
    s.draw("base:B");
    s.play(new ReturnFollower(7));
    s.play(new ReturnFollower(14));
    // Ann's answer is pending: she may return either follower
    s.checkBranches(Plague.class, new ReturnFollower(0), new ReturnFollower(1));
  }
}
