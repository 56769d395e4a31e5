package io.github.carcassonne.testkit.golden;

import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;

/**
 * A test rule module, {@code golden.short-game}: the game ends after a fixed number of turns
 * (option {@code golden.short-game.turns}, default 10), so that a whole game with its final
 * scoring is small enough to score by hand. Records that use it name it in their {@code rules}
 * line and are read with {@code RecordFormat.ruleSet(record, List.of(new ShortGame()))}.
 */
final class ShortGame implements RuleModule {
  /** The module id. */
  static final String ID = "golden.short-game";

  /** The number of turns after which the game ends. */
  static final RuleOption<Integer> TURNS =
      RuleOption.integer(ID + ".turns", 10, 1, 100, "the game ends after this many turns");

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Test module: the game ends after golden.short-game.turns turns")
          .options(TURNS)
          .build();

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    int turns = registry.option(TURNS);
    registry.succession(
        (ctx, proposed) ->
            ctx.turn() >= turns ? new Hooks.Next(proposed.player(), true) : proposed);
  }
}
