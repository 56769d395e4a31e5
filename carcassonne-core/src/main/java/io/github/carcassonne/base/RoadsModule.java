package io.github.carcassonne.base;

import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code base.roads}: a road is complete when both ends end (at a junction, city, cloister or
 * building) or it closes into a loop; it scores 1 per tile, completed or not.
 */
public final class RoadsModule implements RuleModule {
  /** The module id. */
  public static final String ID = "base.roads";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID).description("Roads: 1 point per tile").build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public RoadsModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    registry.featureScoring(FeatureKind.ROAD, ScoreSource.ROAD, (f, completed, ctx) -> f.tileCount());
    registry.completion(FeatureKind.ROAD, false, Hooks.CompletionRule.CLOSED);
  }
}
