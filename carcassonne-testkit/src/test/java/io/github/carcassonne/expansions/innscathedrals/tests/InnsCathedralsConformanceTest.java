package io.github.carcassonne.expansions.innscathedrals.tests;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite over the base game with each module of the set alone, and the bundle. */
class InnsCathedralsConformanceTest {

  @TestFactory
  Stream<DynamicNode> bundle() {
    return ConformanceSuite.forRules(RuleSet.of("base", "inns-cathedrals")).games(6).build();
  }

  @TestFactory
  Stream<DynamicNode> bundleWithHouseRules() {
    RuleSet rules =
        RuleSet.builder()
            .modules("base", "inns-cathedrals")
            .option("inns.incomplete", "normal")
            .option("cathedrals.incomplete", "normal")
            .option("base.two-tile-city", "two")
            .build();
    return ConformanceSuite.forRules(rules).games(3).seed(5).build();
  }

  @TestFactory
  Stream<DynamicNode> innsWithTheTiles() {
    RuleSet rules = RuleSet.of("base", "inns", "inns-cathedrals.tiles");
    return ConformanceSuite.forRules(rules).games(3).seed(2).build();
  }

  @TestFactory
  Stream<DynamicNode> cathedralsWithTheTiles() {
    RuleSet rules = RuleSet.of("base", "cathedrals", "inns-cathedrals.tiles");
    return ConformanceSuite.forRules(rules).games(3).seed(3).build();
  }

  @TestFactory
  Stream<DynamicNode> largeFollowerAlone() {
    return ConformanceSuite.forRules(RuleSet.of("base", "large-follower")).games(3).seed(4).build();
  }

  @TestFactory
  Stream<DynamicNode> tilesAlone() {
    return ConformanceSuite.forRules(RuleSet.of("base", "inns-cathedrals.tiles"))
        .games(3)
        .seed(6)
        .build();
  }
}
