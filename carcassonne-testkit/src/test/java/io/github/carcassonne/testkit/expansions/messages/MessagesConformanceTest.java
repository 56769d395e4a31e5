package io.github.carcassonne.testkit.expansions.messages;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.ConformanceSuite;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The conformance suite over {@code base,messages}, its options, and with Expansions I sets. */
class MessagesConformanceTest {

  @TestFactory
  Stream<DynamicNode> messagesAlone() {
    return ConformanceSuite.forModules("base", "messages").games(4).seed(11).build();
  }

  @TestFactory
  Stream<DynamicNode> messagesWithEveryVariant() {
    RuleSet variants =
        RuleSet.builder()
            .modules("base", "messages")
            .option("messages.trigger", "per-feature")
            .option("messages.check", "every-stop")
            .option("messages.shared-dark-space", "blocked")
            .option("messages.farmer-points", "3")
            .build();
    return ConformanceSuite.forRules(variants).games(3).seed(12).build();
  }

  @TestFactory
  Stream<DynamicNode> withTradersBuilders() {
    return ConformanceSuite.forModules("base", "messages", "traders-builders")
        .games(3).seed(13).build();
  }

  @TestFactory
  Stream<DynamicNode> withInnsCathedrals() {
    return ConformanceSuite.forModules("base", "messages", "inns-cathedrals")
        .games(3).seed(14).build();
  }

  @TestFactory
  Stream<DynamicNode> withAbbotAndKingRobber() {
    return ConformanceSuite.forModules("base", "messages", "abbot", "king-robber")
        .games(2).seed(15).build();
  }
}
