package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.score.ScoreSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proof 6: a second score track, Messages-like. City points go to track 1 by an award
 * interceptor; road points take a player's decision (the interceptor takes the award over,
 * pushes a decision and the handler commits the award on the chosen track).
 */
class ScoreTrackTest {

  /** Which track takes a pending award. */
  record TrackChoice(PlayerId player, Award award) implements DecisionStep {
    @Override
    public String module() {
      return TracksModule.ID;
    }
  }

  /** Puts the pending award on a track. */
  record OnTrack(int track) implements Move {
    @Override
    public String notation() {
      return "track " + track;
    }
  }

  /** The test module. */
  static final class TracksModule implements RuleModule {
    static final String ID = "test.tracks";

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("two score tracks").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.scoreTracks(2);
      registry.awardInterceptor(
          (award, ctx) -> {
            if (award.source().equals(ScoreSource.CITY)) {
              return award.onTrack(1);
            }
            if (award.source().equals(ScoreSource.ROAD) && !award.finalScoring()) {
              ctx.push(new TrackChoice(award.player(), award));
              return null;
            }
            return award;
          });
      registry.decisionHandler(
          TrackChoice.class,
          new Hooks.DecisionHandler<TrackChoice>() {
            @Override
            public void legalMoves(TrackChoice step, GameContext ctx, List<Move> out) {
              out.add(new OnTrack(0));
              out.add(new OnTrack(1));
            }

            @Override
            public void apply(TrackChoice step, Move move, TurnContext ctx) {
              ctx.commitAward(step.award().onTrack(((OnTrack) move).track()));
            }
          });
    }
  }

  static final PlayerId ANN = PlayerId.of(0);
  static final PlayerId BOB = PlayerId.of(1);

  static RuleSet rules() {
    return RuleSet.builder().modules("base").module(new TracksModule()).build();
  }

  /** Ann closes a 2-tile city; Bob's 3-tile road is closed by Ann in turn 3. */
  static Script play() {
    Script s = new Script(rules(), 2, 6L);
    s.draw("base:E");
    s.place(0, -1, Rotation.R180);
    s.deploy(0, -1, "S");
    s.draw("base:W");
    s.place(-1, 0, Rotation.R0);
    s.deploy(-1, 0, "E");
    s.draw("base:W");
    s.place(1, 0, Rotation.R0);
    s.skip();
    return s;
  }

  @Test
  void cityPointsGoToTheSecondTrack() {
    Script s = new Script(rules(), 2, 6L);
    s.draw("base:E");
    s.place(0, -1, Rotation.R180);
    s.deploy(0, -1, "S");
    ScoreSheet sheet = s.state.scores();
    assertEquals(2, sheet.tracks());
    assertEquals(0, sheet.track(ANN, 0));
    assertEquals(4, sheet.track(ANN, 1));
    assertEquals(4, sheet.total(ANN));
    assertEquals(4, sheet.bySource(ANN).get(ScoreSource.CITY));
    assertEquals(List.of(4, 0), sheet.totals());
    GameEvent.PointsScored p = s.eventsOf(GameEvent.PointsScored.class).get(0);
    assertEquals(1, p.track());
    assertEquals(4, p.points());
    assertEquals(1, new Script(RuleSet.of("base"), 2, 6L).state.scores().tracks());
  }

  @Test
  void aRoadAwardWaitsForTheTrackChoice() {
    Script s = play();
    TrackChoice pending = (TrackChoice) s.state.pendingSteps().get(0);
    assertEquals(BOB, pending.player());
    assertEquals(3, pending.award().points());
    assertEquals(ScoreSource.ROAD, pending.award().source());
    assertEquals(Actor.player(BOB), s.engine.toAct(s.state));
    assertEquals(List.of(4, 0), s.state.scores().totals());
    assertTrue(s.eventsOf(GameEvent.PointsScored.class).isEmpty());
    s.play(new OnTrack(0));
    assertEquals(3, s.state.scores().track(BOB, 0));
    assertEquals(0, s.state.scores().track(BOB, 1));
    assertEquals(List.of(4, 3), s.state.scores().totals());
    assertEquals(0, s.eventsOf(GameEvent.PointsScored.class).get(0).track());
    assertEquals(Actor.CHANCE, s.engine.toAct(s.state));
    assertEquals(BOB, s.state.activePlayer());
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = play();
    s.checkBranches(TrackChoice.class, new OnTrack(0), new OnTrack(1));
    ScoreSheet onSecond = s.engine.apply(s.state, new OnTrack(1)).state().scores();
    assertEquals(3, onSecond.track(BOB, 1));
    assertEquals(0, onSecond.track(BOB, 0));
    assertEquals(3, onSecond.total(BOB));
  }
}
