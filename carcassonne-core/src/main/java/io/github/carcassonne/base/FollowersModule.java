package io.github.carcassonne.base;

import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code base.followers}: each player's followers (7 by default), strength 1, and deployment: after
 * placing a tile the player may put one follower from supply on a road, city, cloister or (with
 * farmers) field segment of that tile, if no figure stands anywhere on that feature.
 */
public final class FollowersModule implements RuleModule {
  /** The module id. */
  public static final String ID = "base.followers";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Followers: 7 each, strength 1, one deployed per turn on the placed tile")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public FollowersModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    boolean farmers = registry.option(BaseGame.FARMERS);
    int count = registry.option(BaseGame.FOLLOWERS);
    registry.figureKind(FigureKind.FOLLOWER, (figure, feature, ctx) -> 1);
    registry.onSetup(ctx -> ctx.addFigures(FigureKind.FOLLOWER, count));
    // the engine lists these from its own tables
    ImmutableSet<FeatureKind> kinds =
        farmers
            ? ImmutableSet.of(
                FeatureKind.ROAD, FeatureKind.CITY, FeatureKind.CLOISTER, FeatureKind.FIELD)
            : ImmutableSet.of(FeatureKind.ROAD, FeatureKind.CITY, FeatureKind.CLOISTER);
    registry.deployOnEmptyFeatures(FigureKind.FOLLOWER, kinds);
  }
}
