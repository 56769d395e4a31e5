package io.github.carcassonne.base;

import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;

/**
 * The base game's tile set, {@code base}: the 72 land tiles of 24 types {@code base:A} ...
 * {@code base:X} with start tile {@code base:D}, plus the eight second-edition garden variants
 * {@code base:E.garden} ... {@code base:V.garden} (count 0, attribute {@code variant-of}).
 *
 * <p>The set is read from the resource {@code io/github/carcassonne/base/base.tiles} the first
 * time it is asked for.
 */
public final class BaseTiles {
  /** The name of the tile definition resource, relative to this class's package. */
  public static final String RESOURCE = "base.tiles";

  private BaseTiles() {}

  /**
   * The base tile set. It is parsed once, on first use, and is immutable.
   *
   * @return the base tile set
   */
  public static TileSet set() {
    return Holder.SET;
  }

  /** Lazy holder: the resource is parsed when {@link #set()} is first called. */
  private static final class Holder {
    static final TileSet SET = TileFormat.resource(BaseTiles.class, RESOURCE);
  }
}
