package io.github.carcassonne.base;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import java.util.Optional;

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

  /** True if followers may stand on features of this kind. */
  static boolean occupiable(FeatureKind kind, boolean farmers) {
    // the constants by identity first (tile catalogs use them), then by value
    if (kind == FeatureKind.ROAD || kind == FeatureKind.CITY || kind == FeatureKind.CLOISTER) {
      return true;
    }
    if (kind == FeatureKind.FIELD) {
      return farmers;
    }
    return kind.equals(FeatureKind.ROAD)
        || kind.equals(FeatureKind.CITY)
        || kind.equals(FeatureKind.CLOISTER)
        || (farmers && kind.equals(FeatureKind.FIELD));
  }

  @Override
  public void register(HookRegistry registry) {
    boolean farmers = registry.option(BaseGame.FARMERS);
    int count = registry.option(BaseGame.FOLLOWERS);
    registry.figureKind(FigureKind.FOLLOWER, (figure, feature, ctx) -> 1);
    registry.onSetup(ctx -> ctx.addFigures(FigureKind.FOLLOWER, count));
    registry.deployOptions(
        (ctx, player, out) -> {
          Optional<Position> at = ctx.placedThisTurn();
          if (at.isEmpty() || ctx.supply(player, FigureKind.FOLLOWER) <= 0) {
            return;
          }
          Position pos = at.get();
          PlacedTile tile = ctx.tileAt(pos).orElseThrow();
          ImmutableList<Segment> segments = tile.type().segments();
          // one question for the whole tile
          int occupied = ctx.occupiedSegments(pos);
          for (int s = 0; s < segments.size(); s++) {
            if ((occupied & (1 << s)) == 0 && occupiable(segments.get(s).kind(), farmers)) {
              out.add(
                  new Move.Deploy(
                      FigureKind.FOLLOWER, new Location.OnFeature(pos, ctx.spot(pos, s).orElseThrow())));
            }
          }
        });
  }
}
