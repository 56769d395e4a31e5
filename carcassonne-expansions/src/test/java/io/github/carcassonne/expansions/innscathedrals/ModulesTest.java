package io.github.carcassonne.expansions.innscathedrals;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.RuleSet;
import org.junit.jupiter.api.Test;

/** Module descriptors, requirements and options of Inns &amp; Cathedrals. */
class ModulesTest {

  @Test
  void theBundleExpandsToItsFourModules() {
    RuleSet rules = RuleSet.of("base", "inns-cathedrals");
    for (String id :
        new String[] {"inns", "cathedrals", "large-follower", "inns-cathedrals.tiles"}) {
      assertTrue(rules.moduleIds().contains(id), id + " in " + rules.moduleIds());
    }
  }

  @Test
  void optionsDefaultToTheOfficialRule() {
    RuleSet rules = RuleSet.of("base", "inns-cathedrals");
    assertEquals("zero", rules.options().get("inns.incomplete"));
    assertEquals("zero", rules.options().get("cathedrals.incomplete"));
    assertEquals(Incomplete.ZERO, rules.option(InnsModule.INCOMPLETE));
  }

  @Test
  void innsAloneBringTheRoadScorer() {
    RuleSet rules = RuleSet.of("inns");
    assertTrue(rules.moduleIds().contains("base.roads"), rules.moduleIds().toString());
  }

  @Test
  void cathedralsAloneBringTheCityScorer() {
    RuleSet rules = RuleSet.of("cathedrals");
    assertTrue(rules.moduleIds().contains("base.cities"), rules.moduleIds().toString());
  }

  @Test
  void aBadOptionValueIsRefusedNamingTheKey() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                RuleSet.builder()
                    .modules("base", "inns-cathedrals")
                    .option("inns.incomplete", "half")
                    .build());
    assertTrue(e.getMessage().contains("inns.incomplete"), e.getMessage());
  }
}
