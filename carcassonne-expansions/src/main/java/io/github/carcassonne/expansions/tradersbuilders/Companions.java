package io.github.carcassonne.expansions.tradersbuilders;

import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.TileType;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the builder and the pig share: they are deployed only into a feature where their owner
 * already has a follower, and they go back to supply when the owner's last follower leaves it.
 *
 * <p>A <em>follower</em> is any owned figure whose kind is not one of the non-follower figures
 * {@code builder}, {@code pig} and {@code barn}: the ordinary follower, the large follower, the
 * abbot, the mayor and the wagon all count, whatever their strength.
 */
final class Companions {
  /** Figure kinds that are not followers. */
  static final ImmutableSet<FigureKind> NOT_FOLLOWERS =
      ImmutableSet.of(FigureKind.of("builder"), FigureKind.of("pig"), FigureKind.of("barn"));

  private Companions() {}

  /** True if the figure is an owned follower. */
  static boolean isFollower(Figure figure) {
    return figure.owner().isPresent() && !NOT_FOLLOWERS.contains(figure.kind());
  }

  /** True if {@code player} has a follower in the feature. */
  static boolean hasFollower(Feature feature, PlayerId player) {
    for (Figure f : feature.figures()) {
      if (isFollower(f) && f.owner().get().equals(player)) {
        return true;
      }
    }
    return false;
  }

  /** True if {@code player} has a figure of {@code kind} in the feature. */
  static boolean has(Feature feature, PlayerId player, FigureKind kind) {
    for (Figure f : feature.figures()) {
      if (f.kind().equals(kind) && f.owner().isPresent() && f.owner().get().equals(player)) {
        return true;
      }
    }
    return false;
  }

  /** The feature a location on a feature names, if it still exists. */
  static Optional<Feature> featureAt(GameContext ctx, Location location) {
    if (!(location instanceof Location.OnFeature on)) {
      return Optional.empty();
    }
    Optional<PlacedTile> tile = ctx.tileAt(on.position());
    if (tile.isEmpty()) {
      return Optional.empty();
    }
    int n = tile.get().type().segments().size();
    for (int s = 0; s < n; s++) {
      if (ctx.spot(on.position(), s).orElse("").equals(on.spot())) {
        return ctx.feature(on.position(), s);
      }
    }
    return Optional.empty();
  }

  /**
   * Adds a deployment of {@code kind} onto every feature of {@code kinds} on the tile just placed
   * where {@code player} has a follower, once per feature (its first segment on the tile), if
   * the player has such a figure in supply.
   */
  static void deployOptions(
      GameContext ctx,
      PlayerId player,
      FigureKind kind,
      ImmutableSet<FeatureKind> kinds,
      List<Move> out) {
    Optional<Position> at = ctx.placedThisTurn();
    if (at.isEmpty() || ctx.supply(player, kind) <= 0) {
      return;
    }
    Position pos = at.get();
    Optional<PlacedTile> placed = ctx.tileAt(pos);
    if (placed.isEmpty()) {
      return;
    }
    TileType type = placed.get().type();
    // an empty feature (the common case) is passed over before its view, figures and id are
    // built, from one question for the whole tile
    int occupied = ctx.occupiedSegments(pos);
    if (occupied == 0) {
      return;
    }
    Set<FeatureId> seen = new HashSet<>();
    for (int s = 0; s < type.segments().size(); s++) {
      if ((occupied & (1 << s)) == 0 || !oneOf(type.segments().get(s).kind(), kinds)) {
        continue;
      }
      Optional<Feature> f = ctx.feature(pos, s);
      // whether the player has a follower there is the same for every segment of the feature,
      // so testing it before the once-per-feature check gives the same moves
      if (f.isEmpty() || !hasFollower(f.get(), player)) {
        continue;
      }
      Optional<String> spot = ctx.spot(pos, s);
      if (spot.isEmpty() || !seen.add(f.get().id())) {
        continue;
      }
      out.add(new Move.Deploy(kind, new Location.OnFeature(pos, spot.get())));
    }
  }

  /** True if {@code kind} is in {@code kinds}: a scan, cheaper than hashing for one or two. */
  private static boolean oneOf(FeatureKind kind, ImmutableSet<FeatureKind> kinds) {
    for (FeatureKind k : kinds) {
      if (k.equals(kind)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A figure-leaves hook: when a follower leaves a feature and its owner has no follower left
   * there, the owner's figures of {@code companion} in that feature go back to supply too.
   */
  static Hooks.FigureLeaves returnWithLastFollower(FigureKind companion) {
    return (figure, from, ctx) -> {
      if (!isFollower(figure)) {
        return;
      }
      Optional<Feature> feature = featureAt(ctx, from);
      if (feature.isEmpty()) {
        return;
      }
      PlayerId owner = figure.owner().get();
      if (hasFollower(feature.get(), owner)) {
        return;
      }
      for (Figure f : feature.get().figures()) {
        if (f.kind().equals(companion) && f.owner().isPresent() && f.owner().get().equals(owner)) {
          ctx.returnToSupply(f.id());
        }
      }
    };
  }
}
