package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where steps pushed by hooks run: a setup hook's decision before the first turn; a decision an
 * award interceptor pushes before the scored figures return; scoring hooks see the stage's result.
 */
class StepOrderTest {

  record Ready(PlayerId player) implements DecisionStep {
    @Override
    public String module() {
      return "test.order";
    }
  }

  record Ok() implements Move {
    @Override
    public String notation() {
      return "ok";
    }
  }

  record Confirm(PlayerId player, Award award) implements DecisionStep {
    @Override
    public String module() {
      return "test.order";
    }
  }

  static final class OrderModule implements RuleModule {
    final java.util.List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.order").description("step order probe").build();
    }

    @Override
    public void register(HookRegistry r) {
      r.onSetup(ctx -> ctx.push(new Ready(PlayerId.of(1))));
      r.moveHandler(Ok.class, (m, ctx) -> {});
      r.decisionHandler(
          Ready.class,
          new Hooks.DecisionHandler<Ready>() {
            @Override
            public void legalMoves(Ready step, GameContext ctx, List<Move> out) {
              out.add(new Ok());
            }

            @Override
            public void apply(Ready step, Move move, TurnContext ctx) {}
          });
      r.awardInterceptor(
          (award, ctx) -> {
            if (award.feature().isPresent() && !award.finalScoring()) {
              ctx.push(new Confirm(award.player(), award));
              return null;
            }
            return award;
          });
      r.decisionHandler(
          Confirm.class,
          new Hooks.DecisionHandler<Confirm>() {
            @Override
            public void legalMoves(Confirm step, GameContext ctx, List<Move> out) {
              out.add(new Ok());
            }

            @Override
            public void apply(Confirm step, Move move, TurnContext ctx) {
              ctx.commitAward(step.award());
            }
          });
      r.scoringHook(
          ScoringJob.Stage.MAJORITY, (job, f, ctx) -> seen.add("majority " + job.winners()));
      r.scoringHook(ScoringJob.Stage.VALUE, (job, f, ctx) -> seen.add("value " + job.value()));
    }
  }

  @Test
  void setupDecisionComesFirstAndAwardDecisionBeforeReturn() {
    OrderModule module = new OrderModule();
    Engine engine = Engine.of(RuleSet.builder().modules("base").module(module).build());
    GameState s = engine.newGame(GameSetup.of(2, 1L));
    // the setup hook's decision waits before the first turn's draw
    assertEquals(PlayerId.of(1), engine.toAct(s).player().orElseThrow());
    assertTrue(s.pendingSteps().get(0) instanceof Ready);
    s = engine.apply(s, new Ok()).state();
    assertTrue(engine.toAct(s).isChance());
    // Ann places a city cap north of the start tile's city and deploys on it: the city completes
    s = engine.apply(s, new Move.DrawTile("base:E")).state();
    s = engine.apply(s, new Move.PlaceTile(new Position(0, -1), Rotation.R180)).state();
    Transition t =
        engine.apply(
            s,
            new Move.Deploy(
                io.github.carcassonne.FigureKind.FOLLOWER,
                new io.github.carcassonne.Location.OnFeature(new Position(0, -1), "S")));
    s = t.state();
    // the award waits for its decision; the follower has not returned yet
    assertTrue(s.pendingSteps().get(0) instanceof Confirm, s.pendingSteps().toString());
    assertEquals(6, s.supply(PlayerId.of(0), io.github.carcassonne.FigureKind.FOLLOWER));
    assertTrue(t.events().stream().noneMatch(e -> e instanceof GameEvent.FigureReturned));
    assertEquals(List.of("majority [p0]", "value 4"), module.seen);
    Transition after = engine.apply(s, new Ok());
    assertEquals(4, after.state().scores().total(PlayerId.of(0)));
    assertEquals(7, after.state().supply(PlayerId.of(0), io.github.carcassonne.FigureKind.FOLLOWER));
  }
}
