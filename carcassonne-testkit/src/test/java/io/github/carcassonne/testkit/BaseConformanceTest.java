package io.github.carcassonne.testkit;

import io.github.carcassonne.RuleSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite over the base game, with default options and with variants. */
class BaseConformanceTest {

  @TestFactory
  Stream<DynamicNode> baseGame() {
    return ConformanceSuite.forModules("base").games(30).build();
  }

  @TestFactory
  Stream<DynamicNode> baseGameVariants() {
    RuleSet variants =
        RuleSet.builder()
            .modules("base")
            .option("base.farm-era", "first")
            .option("base.two-tile-city", "two")
            .option("base.gardens", "true")
            .option("base.followers", "3")
            .build();
    return ConformanceSuite.forRules(variants).games(8).seed(99).build();
  }
}
