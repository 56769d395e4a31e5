package io.github.carcassonne.expansions.tradersbuilders.tests;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite over each Traders &amp; Builders module with the base game, and all together. */
class TradersBuildersConformanceTest {

  @TestFactory
  Stream<DynamicNode> tilesAlone() {
    return ConformanceSuite.forModules("base", "traders-builders.tiles").games(3).build();
  }

  @TestFactory
  Stream<DynamicNode> tradeGoodsWithTheirTiles() {
    return ConformanceSuite.forModules("base", "trade-goods", "traders-builders.tiles")
        .games(3).seed(2).build();
  }

  @TestFactory
  Stream<DynamicNode> builderAlone() {
    return ConformanceSuite.forModules("base", "builder").games(3).seed(3).build();
  }

  @TestFactory
  Stream<DynamicNode> pigAlone() {
    return ConformanceSuite.forModules("base", "pig").games(3).seed(4).build();
  }

  @TestFactory
  Stream<DynamicNode> theWholeExpansion() {
    return ConformanceSuite.forModules("base", "traders-builders").games(6).seed(5).build();
  }

  @TestFactory
  Stream<DynamicNode> theWholeExpansionWithVariants() {
    RuleSet variants =
        RuleSet.builder()
            .modules("base", "traders-builders")
            .option("builder.extra-turn", "must")
            .option("base.farm-era", "second")
            .build();
    return ConformanceSuite.forRules(variants).games(3).seed(6).build();
  }

  @TestFactory
  Stream<DynamicNode> firstFarmEra() {
    RuleSet variants =
        RuleSet.builder()
            .modules("base", "traders-builders")
            .option("base.farm-era", "first")
            .build();
    return ConformanceSuite.forRules(variants).games(2).seed(7).build();
  }

  @TestFactory
  Stream<DynamicNode> withTheOtherExpansions() {
    // the large follower and the abbot are followers for the builder and the pig
    return ConformanceSuite.forModules(
            "base", "traders-builders", "inns-cathedrals", "king-robber", "abbot")
        .games(3).seed(8).build();
  }
}
