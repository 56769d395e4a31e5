package io.github.carcassonne.testkit.example;

import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.tile.FeatureKind;

/**
 * An example third-party rule module, {@code double-cloisters}: cloisters are worth more, during
 * play and in final scoring. Copy this package to start a module of your own.
 *
 * <p>Its option {@code double-cloisters.factor} (default 2, 1 to 5) is what a cloister's value is
 * multiplied by.
 */
public final class DoubleCloisters implements RuleModule {
  /** The module id. */
  public static final String ID = "double-cloisters";

  /** What cloisters are multiplied by. */
  public static final RuleOption<Integer> FACTOR =
      RuleOption.integer(ID + ".factor", 2, 1, 5, "what a cloister's value is multiplied by");

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Cloisters are worth double (or another factor)")
          .requires("base.cloisters")
          .after("base.cloisters")
          .options(FACTOR)
          .build();

  /** Creates the module. */
  public DoubleCloisters() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    int factor = registry.option(FACTOR);
    registry.scoreModifier(
        (feature, completed, value, ctx) ->
            feature.kind().equals(FeatureKind.CLOISTER) ? value * factor : value);
  }
}
