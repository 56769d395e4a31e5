package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.PlayerId;
import java.util.Optional;

/** Reads shared by the frozen {@link State} and the working {@link Work}, over their arrays. */
final class Reads {
  private Reads() {}

  /** {@code Optional.of(PlayerId.of(seat))} for the usual seats, made once (constants). */
  private static final ImmutableList<Optional<PlayerId>> OWNERS =
      ImmutableList.of(
          Optional.of(PlayerId.of(0)),
          Optional.of(PlayerId.of(1)),
          Optional.of(PlayerId.of(2)),
          Optional.of(PlayerId.of(3)),
          Optional.of(PlayerId.of(4)),
          Optional.of(PlayerId.of(5)));

  /** A figure's owner from its owner array entry: empty for -1 (no owner). */
  static Optional<PlayerId> owner(int seat) {
    if (seat < 0) {
      return Optional.empty();
    }
    return seat < OWNERS.size() ? OWNERS.get(seat) : Optional.of(PlayerId.of(seat));
  }

  static int tilesLeft(int[][] piles) {
    int n = 0;
    for (int[] pile : piles) {
      for (int v : pile) {
        n += v;
      }
    }
    return n;
  }

  static int drawableTilesLeft(int[][] piles, boolean[] drawable) {
    int n = 0;
    for (int p = 0; p < piles.length; p++) {
      if (drawable[p]) {
        for (int v : piles[p]) {
          n += v;
        }
      }
    }
    return n;
  }

  static Figure figure(Compiled c, int i, int[] owner, int[] kind, Location[] loc) {
    return new Figure(
        i,
        owner(owner[i]),
        c.figureKinds.get(kind[i]),
        loc[i]);
  }

  static ImmutableList<Figure> figures(
      Compiled c, int count, int[] owner, int[] kind, Location[] loc) {
    ImmutableList.Builder<Figure> b = ImmutableList.builderWithExpectedSize(count);
    for (int i = 0; i < count; i++) {
      b.add(figure(c, i, owner, kind, loc));
    }
    return b.build();
  }

  static int supply(Compiled c, int players, int[] supply, PlayerId player, FigureKind kind) {
    int k = c.kindIndex(kind);
    if (player == null || k < 0 || player.seat() >= players) {
      return 0;
    }
    return supply[player.seat() * c.figureKinds.size() + k];
  }
}
