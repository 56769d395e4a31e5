package io.github.carcassonne.testkit.example;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite over the base game with the example module, at two option values. */
class DoubleCloistersConformanceTest {

  @TestFactory
  Stream<DynamicNode> withDefaultFactor() {
    RuleSet rules = RuleSet.builder().modules("base").module(new DoubleCloisters()).build();
    return ConformanceSuite.forRules(rules).games(6).build();
  }

  @TestFactory
  Stream<DynamicNode> withFactorFive() {
    RuleSet rules =
        RuleSet.builder()
            .modules("base")
            .module(new DoubleCloisters())
            .option(DoubleCloisters.FACTOR, 5)
            .build();
    return ConformanceSuite.forRules(rules).games(4).seed(7).build();
  }
}
