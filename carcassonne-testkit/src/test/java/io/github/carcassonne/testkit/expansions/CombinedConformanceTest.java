package io.github.carcassonne.testkit.expansions;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance suite over the expansions of the library: each with the base game, every pair,
 * and all of them together. Each module's own conformance test plays more games; this one checks
 * that they compose.
 */
class CombinedConformanceTest {
  /** The expansion bundles and modules of "Expansions I", as they land. */
  static final List<String> EXPANSIONS =
      List.of("abbot", "inns-cathedrals", "king-robber", "river", "river-2", "traders-builders");

  private static DynamicNode suite(List<String> modules, int games) {
    List<String> ids = new ArrayList<>();
    ids.add("base");
    ids.addAll(modules);
    RuleSet rules = RuleSet.builder().modules(ids).build();
    return DynamicContainer.dynamicContainer(
        String.join("+", ids),
        ConformanceSuite.forRules(rules).games(games).seed(ids.hashCode()).build());
  }

  @TestFactory
  Stream<DynamicNode> eachAlone() {
    return EXPANSIONS.stream().map(m -> suite(List.of(m), 3));
  }

  @TestFactory
  Stream<DynamicNode> everyPair() {
    List<DynamicNode> out = new ArrayList<>();
    for (int i = 0; i < EXPANSIONS.size(); i++) {
      for (int j = i + 1; j < EXPANSIONS.size(); j++) {
        out.add(suite(List.of(EXPANSIONS.get(i), EXPANSIONS.get(j)), 2));
      }
    }
    return out.stream();
  }

  @TestFactory
  Stream<DynamicNode> allTogether() {
    return Stream.of(suite(EXPANSIONS, 8));
  }

  /**
   * Every module of the library that can be combined (the every-module benchmark's rule set):
   * "Expansions I" with the messages and the gardens on. The Wheel of Fortune's board and the
   * rivers' spring both start on the origin, so it has suites of its own.
   */
  @TestFactory
  Stream<DynamicNode> everyModuleThatCombines() {
    List<String> ids = new ArrayList<>();
    ids.add("base");
    ids.addAll(EXPANSIONS);
    ids.add("messages");
    RuleSet rules = RuleSet.builder().modules(ids).option("base.gardens", "true").build();
    return Stream.of(
        DynamicContainer.dynamicContainer(
            String.join("+", ids) + " (base.gardens)",
            ConformanceSuite.forRules(rules).games(4).seed(ids.hashCode()).build()));
  }
}
