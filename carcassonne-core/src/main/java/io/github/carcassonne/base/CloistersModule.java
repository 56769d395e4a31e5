package io.github.carcassonne.base;

import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code base.cloisters}: a cloister is complete when all 8 cells around it hold tiles; it scores
 * 9 then, or 1 plus its neighbours at the end.
 */
public final class CloistersModule implements RuleModule {
  /** The module id. */
  public static final String ID = "base.cloisters";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Cloisters: 9 when surrounded, 1 + neighbours at the end")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public CloistersModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    registry.featureScoring(
        FeatureKind.CLOISTER, ScoreSource.CLOISTER, (f, completed, ctx) -> 1 + f.neighbours());
    registry.completion(FeatureKind.CLOISTER, true, Hooks.CompletionRule.SURROUNDED);
  }
}
