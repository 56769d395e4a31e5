package io.github.carcassonne.expansions.innscathedrals;

import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.base.BaseGame;
import io.github.carcassonne.base.FollowersModule;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code large-follower}: every player has one large follower (figure kind
 * {@code large-follower}), which counts as two followers for the majority of a feature and is
 * otherwise a follower: it is deployed from supply like one, on a road, city, cloister or (with
 * {@code base.farmers}) field segment of the tile just placed whose feature has no figure on it,
 * and returns to supply when its feature is scored (rules reference §0 and §4). It scores no extra
 * points.
 *
 * <p>Its deployments come from a deploy generator of its own (the base game's rule, {@link
 * HookRegistry#deployOnEmptyFeatures}) and are written
 * {@code deploy large-follower <x>,<y> <spot>} in game records; they follow the follower's moves
 * in the list of legal moves ({@code after("base.followers")}).
 *
 * <p>Doubt: a figure kind that another module defines to stand where followers stand (an abbey,
 * a shrine) is not known to this module; it lists the base game's four kinds.
 */
public final class LargeFollowerModule implements RuleModule {
  /** The module id. */
  public static final String ID = "large-follower";

  /** The figure kind. */
  public static final FigureKind LARGE_FOLLOWER = FigureKind.of("large-follower");

  /** Large followers per player. */
  public static final int PER_PLAYER = 1;

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Large follower: one per player, counts as two followers in a majority")
          .after(FollowersModule.ID)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public LargeFollowerModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    boolean farmers = registry.option(BaseGame.FARMERS);
    registry.figureKind(LARGE_FOLLOWER, (figure, feature, ctx) -> 2);
    registry.onSetup(ctx -> ctx.addFigures(LARGE_FOLLOWER, PER_PLAYER));
    // the base game's rule for its own kind: the engine lists these from its own tables
    ImmutableSet<FeatureKind> kinds =
        farmers
            ? ImmutableSet.of(
                FeatureKind.ROAD, FeatureKind.CITY, FeatureKind.CLOISTER, FeatureKind.FIELD)
            : ImmutableSet.of(FeatureKind.ROAD, FeatureKind.CITY, FeatureKind.CLOISTER);
    registry.deployOnEmptyFeatures(LARGE_FOLLOWER, kinds);
  }
}
