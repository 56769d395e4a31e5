package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.FeatureKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proof 4: a sub-turn started from scoring (the Messages' "draw and place one more tile"). When a
 * completed road scores for the active player, a scoring hook at the return stage asks that
 * player to take a 2-point seal or to draw and place one more tile, which runs the core draw,
 * placement, deployment and scoring phases in the middle of the turn
 * ({@link TurnContext#pushExtraTile()}).
 */
class ExtraTileTest {

  /** The message: seal or one more tile. */
  record Message(PlayerId player) implements DecisionStep {
    @Override
    public String module() {
      return MessageModule.ID;
    }
  }

  /** Draw and place one more tile. */
  record OneMoreTile() implements Move {
    @Override
    public String notation() {
      return "message tile";
    }
  }

  /** Take 2 points instead. */
  record Seal() implements Move {
    @Override
    public String notation() {
      return "message seal";
    }
  }

  /** The test module. */
  static final class MessageModule implements RuleModule {
    static final String ID = "test.message";
    static final ScoreSource MESSAGE = ScoreSource.of("message");

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("one more tile after a scored road").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.scoreSource(MESSAGE);
      registry.scoringHook(
          ScoringJob.Stage.RETURN,
          (job, feature, ctx) -> {
            if (job.completed()
                && feature.kind().equals(FeatureKind.ROAD)
                && job.winners().contains(ctx.activePlayer())) {
              ctx.push(new Message(ctx.activePlayer()));
            }
          });
      registry.decisionHandler(
          Message.class,
          new Hooks.DecisionHandler<Message>() {
            @Override
            public void legalMoves(Message step, GameContext ctx, List<Move> out) {
              out.add(new OneMoreTile());
              out.add(new Seal());
            }

            @Override
            public void apply(Message step, Move move, TurnContext ctx) {
              if (move instanceof OneMoreTile) {
                ctx.pushExtraTile();
              } else {
                ctx.award(step.player(), 2, MESSAGE, null);
              }
            }
          });
    }
  }

  static final PlayerId ANN = PlayerId.of(0);
  static final PlayerId BOB = PlayerId.of(1);

  static RuleSet rules() {
    return RuleSet.builder().modules("base").module(new MessageModule()).build();
  }

  /** Ann closes a 3-tile road in turn 3 and gets the message. */
  static Script roadClosed() {
    Script s = new Script(rules(), 2, 8L);
    s.draw("base:W");
    s.place(-1, 0, Rotation.R0);
    s.deploy(-1, 0, "E");
    s.turn("base:B", 0, 1, Rotation.R0);
    s.draw("base:W");
    s.place(1, 0, Rotation.R0);
    s.skip();
    return s;
  }

  @Test
  void theMessageWaitsAfterTheReturn() {
    Script s = roadClosed();
    assertEquals(List.of(3, 0), s.state.scores().totals());
    assertEquals(7, s.state.supply(ANN, FigureKind.FOLLOWER));
    assertEquals(new Message(ANN), s.state.pendingSteps().get(0));
    assertEquals(Actor.player(ANN), s.engine.toAct(s.state));
    assertEquals(List.of(new OneMoreTile(), new Seal()), s.engine.legalMoves(s.state));
  }

  @Test
  void sealScoresTwo() {
    Script s = roadClosed();
    s.play(new Seal());
    assertEquals(List.of(5, 0), s.state.scores().totals());
    assertEquals(2, s.state.scores().bySource(ANN).get(MessageModule.MESSAGE));
    assertEquals(List.of(new GameEvent.TurnStarted(BOB, 4)), s.eventsOf(GameEvent.TurnStarted.class));
  }

  @Test
  void oneMoreTileRunsTheCorePhasesInTheSameTurn() {
    Script s = roadClosed();
    int tilesLeft = s.state.tilesLeft();
    s.play(new OneMoreTile());
    // the sub-turn waits at the core draw: a chance node over the bag
    assertEquals(Actor.CHANCE, s.engine.toAct(s.state));
    int weights = s.engine.chanceOutcomes(s.state).stream().mapToInt(o -> o.weight()).sum();
    assertEquals(tilesLeft, weights);
    assertTrue(s.eventsOf(GameEvent.TurnEnded.class).isEmpty());
    s.draw("base:U");
    assertEquals(List.of(new GameEvent.TileDrawn(ANN, "base:U")), s.events);
    assertEquals(Actor.player(ANN), s.engine.toAct(s.state));
    assertEquals(3, s.state.turn());
    assertTrue(s.engine.legalMoves(s.state).contains(new Move.PlaceTile(new Position(2, 0), Rotation.R0)));
    s.place(2, 0, Rotation.R0);
    // normal deployment on the extra tile
    assertEquals(Actor.player(ANN), s.engine.toAct(s.state));
    s.play(s.deployOnto(FeatureKind.ROAD));
    assertEquals(6, s.state.supply(ANN, FigureKind.FOLLOWER));
    assertEquals(List.of(new GameEvent.TurnEnded(ANN, 3)), s.eventsOf(GameEvent.TurnEnded.class));
    assertEquals(List.of(new GameEvent.TurnStarted(BOB, 4)), s.eventsOf(GameEvent.TurnStarted.class));
    assertEquals(5, s.state.tiles().size());
    assertEquals(tilesLeft - 1, s.state.tilesLeft());
    assertEquals(List.of(3, 0), s.state.scores().totals());
    assertEquals(s.state, s.replay());
  }

  @Test
  void theExtraTileScoresWhatItCompletesAndMayTriggerAnotherMessage() {
    Script s = roadClosed();
    s.play(new OneMoreTile());
    // a cloister whose road stub meets the junction's east stub closes a 2-tile road
    s.draw("base:A");
    s.place(2, 0, Rotation.R90);
    s.deploy(2, 0, "W");
    assertEquals(List.of(5, 0), s.state.scores().totals());
    assertEquals(1, s.eventsOf(GameEvent.FeatureCompleted.class).size());
    // the points of the extra tile trigger a further message, still in turn 3
    assertEquals(new Message(ANN), s.state.pendingSteps().get(0));
    assertEquals(3, s.state.turn());
    s.play(new Seal());
    assertEquals(List.of(7, 0), s.state.scores().totals());
    assertEquals(List.of(new GameEvent.TurnStarted(BOB, 4)), s.eventsOf(GameEvent.TurnStarted.class));
    assertEquals(s.state, s.replay());
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = roadClosed();
    s.checkBranches(Message.class, new OneMoreTile(), new Seal());
    s.play(new OneMoreTile());
    s.draw("base:U");
    // the saved state in the middle of the sub-turn is a plain state too
    s.checkBranches(
        s.state.pendingSteps().get(0).getClass(),
        new Move.PlaceTile(new Position(2, 0), Rotation.R0),
        new Move.PlaceTile(new Position(1, 1), Rotation.R90));
  }
}
