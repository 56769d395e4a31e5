package io.github.carcassonne.testkit.expansions.kingrobber;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite for {@code king-robber}, alone with the base game and with the abbot. */
class KingRobberConformanceTest {

  @TestFactory
  Stream<DynamicNode> kingRobber() {
    return ConformanceSuite.forRules(RuleSet.of("base", "king-robber")).games(6).build();
  }

  @TestFactory
  Stream<DynamicNode> allOfThisSetTogether() {
    return ConformanceSuite.forRules(
            RuleSet.builder()
                .modules("base", "abbot", "king-robber")
                .option("base.gardens", "true")
                .build())
        .games(6)
        .seed(5)
        .build();
  }
}
