package io.github.carcassonne.expansions.river.scenarios;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite over the base game with the River, River II, and both. */
class RiverConformanceTest {

  @TestFactory
  Stream<DynamicNode> river() {
    return ConformanceSuite.forRules(RuleSet.of("base", "river")).games(4).build();
  }

  @TestFactory
  Stream<DynamicNode> riverWithLookAheadAndShuffledStart() {
    return ConformanceSuite.forRules(
            RuleSet.builder()
                .modules("base", "river")
                .option("river.u-turn-rule", "look-ahead")
                .option("river.start-tile", "shuffle-in")
                .option("base.gardens", "true")
                .build())
        .games(3)
        .seed(5)
        .build();
  }

  @TestFactory
  Stream<DynamicNode> riverTwo() {
    return ConformanceSuite.forRules(RuleSet.of("base", "river-2")).games(4).build();
  }

  @TestFactory
  Stream<DynamicNode> bothRivers() {
    return ConformanceSuite.forRules(RuleSet.of("base", "river", "river-2")).games(4).seed(3).build();
  }
}
