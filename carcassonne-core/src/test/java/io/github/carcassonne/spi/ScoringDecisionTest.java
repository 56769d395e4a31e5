package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.score.ScoreSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proof 2: a decision inside scoring, before the majority (princess-like): when a completed
 * feature with figures is scored, the active player may first remove one figure from it, which
 * changes who has the majority.
 */
class ScoringDecisionTest {

  /** The active player may expel one figure from the feature being scored. */
  record Expel(PlayerId player, FeatureId feature) implements DecisionStep {
    @Override
    public String module() {
      return ExpelModule.ID;
    }
  }

  /** Expels a figure by id. */
  record ExpelFigure(int figureId) implements Move {
    @Override
    public String notation() {
      return "expel " + figureId;
    }
  }

  /** The test module. */
  static final class ExpelModule implements RuleModule {
    static final String ID = "test.expel";

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("expel a figure before the majority").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.scoringHook(
          ScoringJob.Stage.BEFORE_MAJORITY,
          (job, feature, ctx) -> {
            if (job.completed() && !feature.figures().isEmpty()) {
              ctx.push(new Expel(ctx.activePlayer(), job.feature()));
            }
          });
      registry.decisionHandler(
          Expel.class,
          new Hooks.DecisionHandler<Expel>() {
            @Override
            public void legalMoves(Expel step, GameContext ctx, List<Move> out) {
              for (Figure f : ctx.feature(step.feature()).orElseThrow().figures()) {
                out.add(new ExpelFigure(f.id()));
              }
              out.add(Move.Skip.INSTANCE);
            }

            @Override
            public void apply(Expel step, Move move, TurnContext ctx) {
              if (move instanceof ExpelFigure e) {
                ctx.returnToSupply(e.figureId());
              }
            }
          });
    }
  }

  static final PlayerId ANN = PlayerId.of(0);
  static final PlayerId BOB = PlayerId.of(1);

  /**
   * Ann's follower on the south stub of a junction at (-1,0), Bob's on the road stub of a
   * cloister at (0,1); Ann's curve at (-1,1) joins them into a closed road of 3 tiles, a tie.
   */
  static Script tiedRoad(RuleSet rules) {
    Script s = new Script(rules, 2, 3L);
    s.draw("base:W");
    s.place(-1, 0, Rotation.R0);
    s.deploy(-1, 0, "S");
    s.draw("base:A");
    s.place(0, 1, Rotation.R90);
    s.deploy(0, 1, "W");
    s.draw("base:V");
    s.place(-1, 1, Rotation.R180);
    s.skip();
    return s;
  }

  @Test
  void withoutTheModuleATieScoresForBoth() {
    Script s = tiedRoad(RuleSet.of("base"));
    assertEquals(List.of(3, 3), s.state.scores().totals());
  }

  @Test
  void theDecisionComesBeforeTheMajorityAndChangesIt() {
    Script s = tiedRoad(RuleSet.builder().modules("base").module(new ExpelModule()).build());
    // completed, but the scoring job waits for Ann's decision: nothing scored yet
    assertEquals(1, s.eventsOf(GameEvent.FeatureCompleted.class).size());
    assertTrue(s.eventsOf(GameEvent.PointsScored.class).isEmpty());
    FeatureId road = s.eventsOf(GameEvent.FeatureCompleted.class).get(0).feature();
    assertEquals(new Expel(ANN, road), s.state.pendingSteps().get(0));
    ScoringJob job = (ScoringJob) s.state.pendingSteps().get(1);
    assertEquals(ScoringJob.Stage.MAJORITY, job.stage());
    assertEquals(Actor.player(ANN), s.engine.toAct(s.state));
    assertEquals(
        List.of(new ExpelFigure(0), new ExpelFigure(7), Move.Skip.INSTANCE),
        s.engine.legalMoves(s.state));
    Script kept = tiedRoad(RuleSet.builder().modules("base").module(new ExpelModule()).build());
    kept.skip();
    assertEquals(List.of(3, 3), kept.state.scores().totals());
    s.play(new ExpelFigure(7));
    assertEquals(List.of(3, 0), s.state.scores().totals());
    assertEquals(3, s.state.scores().bySource(ANN).get(ScoreSource.ROAD));
    assertEquals(7, s.state.supply(BOB, FigureKind.FOLLOWER));
    assertEquals(7, s.state.supply(ANN, FigureKind.FOLLOWER));
    assertEquals(
        new GameEvent.PointsScored(
            ANN, 3, ScoreSource.ROAD, java.util.Optional.of(road), java.util.Optional.empty(), 0,
            false),
        s.eventsOf(GameEvent.PointsScored.class).get(0));
    assertEquals(1, s.eventsOf(GameEvent.PointsScored.class).size());
    assertEquals(new Position(-1, 0), road.position());
    assertEquals(Actor.CHANCE, s.engine.toAct(s.state));
    assertEquals(BOB, s.state.activePlayer());
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = tiedRoad(RuleSet.builder().modules("base").module(new ExpelModule()).build());
    s.checkBranches(Expel.class, new ExpelFigure(0), Move.Skip.INSTANCE);
  }
}
