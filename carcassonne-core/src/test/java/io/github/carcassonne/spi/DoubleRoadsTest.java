package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.FeatureKind;
import org.junit.jupiter.api.Test;

/**
 * Proof 5: a module that changes a base rule through the SPI alone: roads are worth 2 per tile,
 * completed or not, by a score modifier that doubles the base value of roads.
 */
class DoubleRoadsTest {

  /** The test module: the walk-through example of {@code docs/spi.md}. */
  static final class DoubleRoads implements RuleModule {
    static final String ID = "test.double-roads";

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID)
          .description("Roads score 2 per tile")
          .after("base.roads")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.scoreModifier(
          (feature, completed, value, ctx) ->
              feature.kind().equals(FeatureKind.ROAD) ? 2 * value : value);
    }
  }

  static final PlayerId ANN = PlayerId.of(0);

  static RuleSet rules() {
    return RuleSet.builder().modules("base").module(new DoubleRoads()).build();
  }

  /** Ann's follower on a road of 2 tiles at turn 1, closed to 3 tiles at turn 3. */
  static Script play(RuleSet rules, boolean close) {
    Script s = new Script(rules, 2, 4L);
    s.draw("base:W");
    s.place(-1, 0, Rotation.R0);
    s.deploy(-1, 0, "E");
    s.turn("base:B", 0, 1, Rotation.R0);
    if (close) {
      s.turn("base:W", 1, 0, Rotation.R0);
    }
    return s;
  }

  @Test
  void aCompletedRoadScoresTwoPerTile() {
    assertEquals(3, play(RuleSet.of("base"), true).state.scores().total(ANN));
    Script s = play(rules(), true);
    assertEquals(6, s.state.scores().total(ANN));
    assertEquals(6, s.state.scores().bySource(ANN).get(ScoreSource.ROAD));
  }

  @Test
  void valuesOfOpenRoadsAndOtherFeatures() {
    Script base = play(RuleSet.of("base"), false);
    Script doubled = play(rules(), false);
    Feature road = doubled.engine.feature(doubled.state, new Position(0, 0), "E").orElseThrow();
    assertEquals(2, road.tileCount());
    assertEquals(4, doubled.engine.value(doubled.state, road, false));
    assertEquals(4, doubled.engine.value(doubled.state, road, true));
    Feature baseRoad = base.engine.feature(base.state, new Position(0, 0), "E").orElseThrow();
    assertEquals(2, base.engine.value(base.state, baseRoad, false));
    Feature city = doubled.engine.feature(doubled.state, new Position(0, 0), "N").orElseThrow();
    assertEquals(1, doubled.engine.value(doubled.state, city, false));
    assertEquals(2, doubled.engine.value(doubled.state, city, true));
  }

  @Test
  void finalScoringDoublesTheOpenRoad() {
    Script s = play(rules(), false);
    GameState st = s.state;
    // play the game out: draw by seed, always the first legal move (never a deployment)
    while (!st.isOver()) {
      st = s.engine.toAct(st).isChance()
          ? s.engine.resolveChance(st).state()
          : s.engine.apply(st, lastLegal(s, st)).state();
    }
    Script b = play(RuleSet.of("base"), false);
    GameState bt = b.state;
    while (!bt.isOver()) {
      bt = b.engine.toAct(bt).isChance()
          ? b.engine.resolveChance(bt).state()
          : b.engine.apply(bt, lastLegal(b, bt)).state();
    }
    int baseRoad = bt.scores().bySource(ANN).get(ScoreSource.ROAD);
    int doubledRoad = st.scores().bySource(ANN).get(ScoreSource.ROAD);
    assertEquals(st.tiles(), bt.tiles());
    assertEquals(2 * baseRoad, doubledRoad);
    assertTrue(baseRoad > 0, "Ann's road scores in final scoring");
  }

  /** Skip when offered (always last), else the first placement. */
  private static Move lastLegal(Script s, GameState st) {
    var legal = s.engine.legalMoves(st);
    return legal.get(legal.size() - 1) instanceof Move.Skip ? Move.Skip.INSTANCE : legal.get(0);
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = play(rules(), false);
    s.draw("base:W");
    s.place(1, 0, Rotation.R0);
    // the core deployment decision, before the doubled road scores
    s.checkBranches(
        s.state.pendingSteps().get(0).getClass(), s.deployOnto(FeatureKind.FIELD), Move.Skip.INSTANCE);
  }
}
