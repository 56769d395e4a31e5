package io.github.carcassonne.testkit.expansions.abbot;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite for {@code gardens} and {@code abbot}, with and without garden tiles. */
class AbbotConformanceTest {

  @TestFactory
  Stream<DynamicNode> abbotWithGardenTiles() {
    return ConformanceSuite.forRules(
            RuleSet.builder().modules("base", "abbot").option("base.gardens", "true").build())
        .games(6)
        .build();
  }

  @TestFactory
  Stream<DynamicNode> abbotWithoutGardenTiles() {
    return ConformanceSuite.forRules(RuleSet.of("base", "abbot")).games(3).seed(2).build();
  }

  @TestFactory
  Stream<DynamicNode> gardensAlone() {
    return ConformanceSuite.forRules(
            RuleSet.builder().modules("base", "gardens").option("base.gardens", "true").build())
        .games(3)
        .seed(3)
        .build();
  }
}
