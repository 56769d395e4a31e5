package io.github.carcassonne.testkit.expansions.wheel;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance suite over Wheel of Fortune: default data, test data, with Expansions I. The
 * suite also plays 6-player games, so these rule sets allow a 6th player.
 */
class WheelConformanceTest {

  private static RuleSet six(RuleSet.Builder b) {
    return b.option("wheel-of-fortune.six-players", "true").build();
  }

  @TestFactory
  Stream<DynamicNode> standAlone() {
    return ConformanceSuite.forRules(six(RuleSet.builder().modules("base", "wheel-of-fortune"))).games(6).build();
  }

  @TestFactory
  Stream<DynamicNode> testDataWholeBoard() {
    RuleSet rules = WheelData.rules(
            "wheel-of-fortune.board-tile-count", "whole-board", "wheel-of-fortune.six-players", "true");
    return ConformanceSuite.forRules(rules).games(3).seed(2).build();
  }

  @TestFactory
  Stream<DynamicNode> withExpansionsOne() {
    RuleSet rules =
        six(
            RuleSet.builder()
                .modules(
                    "base", "wheel-of-fortune", "inns-cathedrals", "traders-builders",
                    "king-robber", "abbot", "gardens"));
    return ConformanceSuite.forRules(rules).games(3).seed(3).build();
  }

  @TestFactory
  Stream<DynamicNode> withTheMessages() {
    return ConformanceSuite.forRules(
            six(RuleSet.builder().modules("base", "wheel-of-fortune", "messages")))
        .games(3)
        .seed(5)
        .build();
  }

  @Test
  void theRiversAreRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> RuleSet.of("base", "wheel-of-fortune", "river"));
    assertTrue(e.getMessage().contains("river"), e.getMessage());
  }
}
