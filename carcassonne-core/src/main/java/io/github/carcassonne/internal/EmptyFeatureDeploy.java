package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.TileType;
import java.util.List;
import java.util.Optional;

/**
 * The deployment generator of {@link io.github.carcassonne.spi.HookRegistry#deployOnEmptyFeatures}:
 * a figure of one kind onto each segment of the tile just placed whose feature kind is one of a
 * set and whose feature has no figures, if the player has one in supply. Compiled with the rule
 * set's tile types, it lists the moves from the working copy's arrays: which segments qualify
 * is a mask per tile type, their figures one scan, their spots the canonical spot table.
 */
final class EmptyFeatureDeploy implements Hooks.DeployGenerator {
  final FigureKind kind;
  final ImmutableSet<FeatureKind> kinds;
  /** The figure kind's index in the compiled rule set, -1 if not registered or not compiled. */
  final int kindIndex;
  /** By tile type, the segments whose kind is one of {@link #kinds}; null until compiled. */
  private final int[] segments;

  EmptyFeatureDeploy(FigureKind kind, ImmutableSet<FeatureKind> kinds) {
    this(kind, kinds, -1, null);
  }

  private EmptyFeatureDeploy(
      FigureKind kind, ImmutableSet<FeatureKind> kinds, int kindIndex, int[] segments) {
    this.kind = kind;
    this.kinds = kinds;
    this.kindIndex = kindIndex;
    this.segments = segments;
  }

  /** This generator with the tables of a rule set's tile types and figure kinds. */
  EmptyFeatureDeploy compile(List<TileType> tileTypes, int kindIndex) {
    int[] segs = new int[tileTypes.size()];
    for (int t = 0; t < segs.length; t++) {
      TileType type = tileTypes.get(t);
      for (int s = 0; s < type.segments().size(); s++) {
        if (kinds.contains(type.segments().get(s).kind())) {
          segs[t] |= 1 << s;
        }
      }
    }
    return new EmptyFeatureDeploy(kind, kinds, kindIndex, segs);
  }

  /** True if this generator was compiled for a rule set with {@code tileTypes} tile types. */
  boolean compiledFor(int tileTypes) {
    return segments != null && segments.length == tileTypes;
  }

  @Override
  public void generate(GameContext ctx, PlayerId player, List<Move> out) {
    if (!(ctx instanceof Work w) || !compiledFor(w.c.tileTypes.size())) {
      generateThrough(ctx, player, out);
      return;
    }
    Board b = w.board;
    int i = w.placed;
    int free = offered(w.c, b, i, w.players.size(), w.supply, w.figCount, w.figSlot, player);
    for (; free != 0; free &= free - 1) {
      out.add(moveOn(w.c, b, i, Integer.numberOfTrailingZeros(free)));
    }
  }

  /** This rule's move onto segment {@code s} of placed tile {@code placed}, at its canonical spot. */
  Move moveOn(Compiled c, Board b, int placed, int s) {
    int t = b.type(placed);
    String[] canon = c.canonicalSpot[t];
    int k = b.rot(placed) * (canon.length >> 2) + s;
    return c.placementMoves.deploy(
        b.px(placed), b.py(placed), c.canonicalSpotId[t][k], canon[k], kindIndex, kind);
  }

  /**
   * The segments of tile {@code placed} (the tile just placed, -1 for none) this rule offers
   * {@code player}, as a bit set, from a state's or working copy's arrays. Only for a generator
   * {@link #compiledFor} the rule set {@code c}.
   */
  int offered(
      Compiled c, Board b, int placed, int players, int[] supply, int figCount, int[] figSlot,
      PlayerId player) {
    if (placed < 0 || player == null || kindIndex < 0 || player.seat() >= players) {
      return 0;
    }
    if (supply[player.seat() * c.figureKinds.size() + kindIndex] <= 0) {
      return 0;
    }
    int free = segments[b.type(placed)];
    return free == 0 ? 0 : free & ~Work.occupiedSegments(b, placed, figCount, figSlot);
  }

  /** The same moves through the context's reads (a context that is no working copy). */
  private void generateThrough(GameContext ctx, PlayerId player, List<Move> out) {
    Optional<Position> at = ctx.placedThisTurn();
    if (at.isEmpty() || ctx.supply(player, kind) <= 0) {
      return;
    }
    Position pos = at.get();
    Optional<PlacedTile> tile = ctx.tileAt(pos);
    if (tile.isEmpty()) {
      return;
    }
    int occupied = ctx.occupiedSegments(pos);
    TileType type = tile.get().type();
    for (int s = 0; s < type.segments().size(); s++) {
      if ((occupied & (1 << s)) == 0 && kinds.contains(type.segments().get(s).kind())) {
        Optional<String> spot = ctx.spot(pos, s);
        if (spot.isPresent()) {
          out.add(new Move.Deploy(kind, new Location.OnFeature(pos, spot.get())));
        }
      }
    }
  }
}
