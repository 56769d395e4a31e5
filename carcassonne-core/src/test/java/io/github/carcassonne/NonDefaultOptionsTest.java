package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class NonDefaultOptionsTest {
  @Test
  void bundleOptionsThatDifferFromTheirDefaultAreReported() {
    Engine engine =
        Engine.of(
            RuleSet.builder()
                .modules("base")
                .option("base.farmers", "false")
                .option("base.followers", "7")
                .build());
    assertEquals(Map.of("base.farmers", "false"), engine.nonDefaultOptions());
    assertEquals(Map.of(), Engine.of(RuleSet.of("base")).nonDefaultOptions());
  }
}
