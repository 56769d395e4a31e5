package io.github.carcassonne.base;

import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code base.cities}: a city is complete when its wall is closed; it scores 2 per tile and 2 per
 * pennant when completed, 1 per tile and 1 per pennant at the end. With
 * {@code base.two-tile-city=two} a completed two-tile city scores 1 per tile and pennant.
 */
public final class CitiesModule implements RuleModule {
  /** The module id. */
  public static final String ID = "base.cities";

  /** The segment attribute that counts pennants. */
  public static final String PENNANT = "pennant";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Cities: 2 per tile and pennant completed, 1 each at the end")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public CitiesModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    boolean small = registry.option(BaseGame.TWO_TILE_CITY) == BaseGame.TwoTileCity.TWO;
    registry.featureScoring(
        FeatureKind.CITY,
        ScoreSource.CITY,
        (f, completed, ctx) -> {
          int tiles = f.tileCount();
          int pennants = f.attribute(PENNANT);
          if (!completed || (small && tiles == 2)) {
            return tiles + pennants;
          }
          return 2 * (tiles + pennants);
        });
    registry.completion(FeatureKind.CITY, false, Hooks.CompletionRule.CLOSED);
  }
}
