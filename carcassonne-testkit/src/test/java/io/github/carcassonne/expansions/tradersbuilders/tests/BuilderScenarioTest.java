package io.github.carcassonne.expansions.tradersbuilders.tests;

import static io.github.carcassonne.board.Rotation.R0;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule.BuilderOffer;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule.BuilderTriggered;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule.ExtraTurn;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule.HalfTurn;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule.SecondTurnStarted;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The builder (rules reference §5, §17, §18; S-EN "may only place a pig or a builder in a
 * feature where he has at least one follower", "must take one complete additional turn").
 */
class BuilderScenarioTest {
  private static final PlayerId ANN = PlayerId.of(0);
  private static final PlayerId BOB = PlayerId.of(1);
  private static final FigureKind BUILDER = BuilderModule.BUILDER;
  /** The start tile's road keeps the start tile's id. */
  private static final FeatureId ROAD = new FeatureId(Position.of(0, 0), "E");

  private static RuleSet rules(String extraTurn, TestModulesHolder extra) {
    RuleSet.Builder b = RuleSet.builder().modules("base", "builder");
    if (extraTurn != null) {
      b.option("builder.extra-turn", extraTurn);
    }
    extra.add(b);
    return b.build();
  }

  /** Extra test modules for a rule set. */
  @FunctionalInterface
  private interface TestModulesHolder {
    void add(RuleSet.Builder b);
  }

  private static Scenario game() {
    return Scenario.of(rules(null, b -> {}), "Ann", "Bob");
  }

  private static Move deployBuilder(int x, int y, String spot) {
    return new Move.Deploy(BUILDER, new Location.OnFeature(Position.of(x, y), spot));
  }

  /** Ann's road with her follower, extended by Bob, then by Ann who adds her builder. */
  private static Scenario builderOnAnnsRoad(Scenario s) {
    Scenario t = s.draw("base:U").place(1, 0, R0);
    assertFalse(t.engine().legalMoves(t.state()).contains(deployBuilder(1, 0, "E")),
        "no builder without a follower in the feature");
    t = t.deploy("E").draw("base:U").place(-1, 0, R0);
    assertFalse(t.engine().legalMoves(t.state()).contains(deployBuilder(-1, 0, "E")),
        "Bob has no follower on the road");
    t = t.skip().draw("base:U").place(2, 0, R0);
    assertTrue(t.engine().legalMoves(t.state()).contains(deployBuilder(2, 0, "E")));
    return t.move(deployBuilder(2, 0, "E"))
        .expectFigureAt(2, 0, "E", "Ann", BUILDER)
        .expectSupply("Ann", BUILDER, 0)
        .expectNoEvent(BuilderTriggered.class);
  }

  @Test
  void theBuilderGoesOnlyWhereItsOwnerHasAFollower() {
    Scenario s = builderOnAnnsRoad(game());
    // Bob extends the road with Ann's builder: nothing for Bob
    s = s.draw("base:U").place(-2, 0, R0).skip()
        .expectNoEvent(BuilderTriggered.class)
        .expectNoEvent(SecondTurnStarted.class);
    assertEquals(5, s.state().turn());
    assertEquals(ANN, s.state().activePlayer());
    assertEquals(BuilderModule.Pending.NONE, s.state().get(BuilderModule.PENDING));
  }

  @Test
  void extendingTheBuildersRoadOffersASecondTurnAtTheEndOfTheTurn() {
    Scenario s = builderOnAnnsRoad(game())
        .draw("base:U").place(-2, 0, R0).skip()
        .draw("base:U").place(3, 0, R0)
        .expectEvent(new BuilderTriggered(ANN, ROAD))
        .skip();
    assertEquals(new BuilderOffer(ANN), s.state().pendingSteps().get(0));
    assertEquals(List.of(ExtraTurn.INSTANCE, Move.Skip.INSTANCE), s.engine().legalMoves(s.state()));
    s = s.expectToAct("Ann").move(ExtraTurn.INSTANCE)
        .expectEvent(new GameEvent.TurnEnded(ANN, 5))
        .expectEvent(new GameEvent.TurnStarted(ANN, 6))
        .expectEvent(new SecondTurnStarted(ANN, 6));
    assertEquals(new HalfTurn(5, 2), s.state().get(BuilderModule.HALF));
    // the second half: extending the road again earns no third turn, one deployment allowed
    s = s.draw("base:U").place(4, 0, R0)
        .expectNoEvent(BuilderTriggered.class)
        .deploy("N")                                   // a farmer: this half's one deployment
        .expectEvent(new GameEvent.TurnStarted(BOB, 7))
        .expectSupply("Ann", 5);
    assertEquals(new HalfTurn(7, 1), s.state().get(BuilderModule.HALF));
  }

  @Test
  void decliningPassesToTheNextPlayer() {
    builderOnAnnsRoad(game())
        .draw("base:U").place(-2, 0, R0).skip()
        .draw("base:U").place(3, 0, R0).skip()
        .skip()
        .expectEvent(new GameEvent.TurnStarted(BOB, 6))
        .expectNoEvent(SecondTurnStarted.class);
  }

  @Test
  void withMustTheSecondTurnFollowsWithoutAQuestion() {
    Scenario s = builderOnAnnsRoad(Scenario.of(rules("must", b -> {}), "Ann", "Bob"))
        .draw("base:U").place(-2, 0, R0).skip()
        .draw("base:U").place(3, 0, R0).skip()
        .expectEvent(new GameEvent.TurnStarted(ANN, 6))
        .expectEvent(new SecondTurnStarted(ANN, 6));
    assertTrue(s.engine().toAct(s.state()).isChance());
  }

  @Test
  void completingTheRoadReturnsTheBuilderAndStillGivesTheSecondTurn() {
    Scenario s = builderOnAnnsRoad(game())
        .draw("base:W").place(-2, 0, R0).skip()      // Bob ends the road at a junction
        .draw("base:W").place(3, 0, R0)              // Ann ends it at the other side
        .expectEvent(new BuilderTriggered(ANN, ROAD))
        .skip()
        .expectPoints("Ann", 6, ScoreSource.ROAD)
        .expectSupply("Ann", 7)
        .expectSupply("Ann", BUILDER, 1)
        .expectEvent(new GameEvent.FigureReturned(
            ANN, BUILDER, new Location.OnFeature(Position.of(2, 0), "E")));
    assertEquals(new BuilderOffer(ANN), s.state().pendingSteps().get(0));
    s.move(ExtraTurn.INSTANCE).expectEvent(new SecondTurnStarted(ANN, 6));
  }

  @Test
  void noSecondTurnWhenNoTileIsLeft() {
    RuleSet r = rules(null, b -> b.module(TestModules.SmallBag.base(
        "base:U", "base:U", "base:U", "base:U", "base:U")));
    builderOnAnnsRoad(Scenario.of(r, "Ann", "Bob"))
        .draw("base:U").place(-2, 0, R0).skip()
        .draw("base:U").place(3, 0, R0)
        .expectEvent(new BuilderTriggered(ANN, ROAD))
        .skip()
        .expectOver()
        .expectNoEvent(SecondTurnStarted.class);
  }

  @Test
  void theBuilderLeavesWithItsOwnersLastFollower() {
    RuleSet r = rules(null, b -> b.module(new TestModules.Recaller()));
    Scenario s = Scenario.of(r, "Ann", "Bob");
    s = s.draw("base:U").place(1, 0, R0).deploy("E")
        .draw("base:U").place(-1, 0, R0).skip()
        .skip()                                        // Ann recalls nothing, draws
        .draw("base:U").place(2, 0, R0).move(deployBuilder(2, 0, "E"))
        .draw("base:U").place(-2, 0, R0).skip();
    int follower = -1;
    for (Figure f : s.state().figures()) {
      if (f.owner().equals(java.util.Optional.of(ANN)) && f.kind().equals(FigureKind.FOLLOWER)
          && !f.inSupply()) {
        follower = f.id();
      }
    }
    s.move(new TestModules.Recall(follower))
        .expectEvent(new GameEvent.FigureReturned(
            ANN, FigureKind.FOLLOWER, new Location.OnFeature(Position.of(1, 0), "E")))
        .expectEvent(new GameEvent.FigureReturned(
            ANN, BUILDER, new Location.OnFeature(Position.of(2, 0), "E")))
        .expectSupply("Ann", BUILDER, 1)
        .expectNoFigureAt(2, 0, "E");
  }

  @Test
  void theExtraTurnIsWrittenAndReadInRecords() {
    Scenario s = builderOnAnnsRoad(game())
        .draw("base:U").place(-2, 0, R0).skip()
        .draw("base:U").place(3, 0, R0).skip()
        .move(ExtraTurn.INSTANCE);
    GameRecord record = RecordFormat.of(s.engine(), s.setup(), s.moves());
    String text = RecordFormat.write(record, s.engine().rules().moveSyntaxes());
    assertTrue(text.contains("\nbuilder-turn\n"), text);
    assertTrue(text.contains("\ndeploy builder 2,0 E\n"), text);
    GameRecord back = RecordFormat.parse(text, "test", s.engine().rules().moveSyntaxes());
    assertEquals(s.state(), s.engine().replay(back));
  }
}
