package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.base.BaseGame;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleSetTest {

  private static RuleModule module(ModuleDescriptor d) {
    return new RuleModule() {
      @Override
      public ModuleDescriptor descriptor() {
        return d;
      }

      @Override
      public void register(HookRegistry registry) {}
    };
  }

  @Test
  void baseBundleExpandsInModuleOrderWithDefaults() {
    RuleSet rules = RuleSet.of("base");
    assertEquals(List.of("base"), rules.requestedModules());
    assertEquals(
        List.of(
            "base.cities", "base.cloisters", "base.fields", "base.followers", "base.roads",
            "base.tiles"),
        rules.moduleIds());
    assertEquals("third", rules.options().get("base.farm-era"));
    assertEquals(true, rules.option(BaseGame.FARMERS));
    assertTrue(rules.addedModules().isEmpty());
  }

  @Test
  void requiredModulesAreAddedAndReported() {
    RuleModule needy =
        module(ModuleDescriptor.builder("test.needy").requires("base.roads").build());
    RuleSet rules = RuleSet.builder().module(needy).build();
    assertEquals(List.of("base.roads"), rules.addedModules());
    assertEquals(List.of("base.roads", "test.needy"), rules.moduleIds());
  }

  @Test
  void errorsNameWhatIsWrong() {
    IllegalArgumentException unknown =
        assertThrows(IllegalArgumentException.class, () -> RuleSet.of("no-such-module"));
    assertTrue(unknown.getMessage().contains("no-such-module"), unknown.getMessage());

    IllegalArgumentException key =
        assertThrows(
            IllegalArgumentException.class,
            () -> RuleSet.builder().modules("base").option("base.nope", "1").build());
    assertTrue(key.getMessage().contains("base.nope"), key.getMessage());

    IllegalArgumentException value =
        assertThrows(
            IllegalArgumentException.class,
            () -> RuleSet.builder().modules("base").option("base.farm-era", "fourth").build());
    assertTrue(value.getMessage().contains("third"), value.getMessage());

    IllegalArgumentException combo =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                RuleSet.builder()
                    .modules("base")
                    .option("base.farmers", "false")
                    .option("base.farm-era", "first")
                    .build());
    assertTrue(
        combo.getMessage().contains("base.farm-era") && combo.getMessage().contains("base.farmers"),
        combo.getMessage());

    RuleModule rival =
        module(ModuleDescriptor.builder("test.rival").conflictsWith("base.roads").build());
    IllegalArgumentException conflict =
        assertThrows(
            IllegalArgumentException.class,
            () -> RuleSet.builder().modules("base").module(rival).build());
    assertTrue(
        conflict.getMessage().contains("test.rival") && conflict.getMessage().contains("base.roads"),
        conflict.getMessage());

    RuleModule a = module(ModuleDescriptor.builder("test.a").after("test.b").build());
    RuleModule b = module(ModuleDescriptor.builder("test.b").after("test.a").build());
    IllegalArgumentException cycle =
        assertThrows(
            IllegalArgumentException.class, () -> RuleSet.builder().module(a).module(b).build());
    assertTrue(cycle.getMessage().contains("cycle"), cycle.getMessage());

    assertThrows(IllegalArgumentException.class, () -> RuleSet.builder().build());
  }

  @Test
  void enginesOverEqualRulesShareStates() {
    Engine one = Engine.of(RuleSet.of("base"));
    Engine two = Engine.of(RuleSet.of("base"));
    GameState a = one.newGame(GameSetup.of(3, 5L));
    GameState b = two.newGame(GameSetup.of(3, 5L));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(one.resolveChance(a).state(), two.resolveChance(a).state());

    Engine other =
        Engine.of(RuleSet.builder().modules("base").option("base.farm-era", "second").build());
    GameState c = other.newGame(GameSetup.of(3, 5L));
    assertNotEquals(a, c);
    assertThrows(IllegalArgumentException.class, () -> one.legalMoves(c));
  }
}
