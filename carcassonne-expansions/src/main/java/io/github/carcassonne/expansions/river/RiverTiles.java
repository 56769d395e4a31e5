package io.github.carcassonne.expansions.river;

import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;

/**
 * The River's tile set, {@code river}: 12 tiles of 10 types (rules reference §2.1) plus the
 * second-edition garden curve {@code river:II.garden} (count 0). Ids follow the JCloisterZone ids
 * of the reference: {@code river:s} the spring, {@code river:I.e} the lake, {@code river:CICI},
 * {@code river:CIRI}, {@code river:LIRI}, {@code river:RIrI}, {@code river:IFI} (2),
 * {@code river:CcII}, {@code river:RrII}, {@code river:II} (2).
 */
public final class RiverTiles {
  /** The name of the tile definition resource, relative to this class's package. */
  public static final String RESOURCE = "river.tiles";

  /** The spring: the river's start tile. */
  public static final String SPRING = "river:s";

  /** The lake: the last river tile. */
  public static final String LAKE = "river:I.e";

  /** The curve that has a garden variant. */
  public static final String CURVE = "river:II";

  /** The curve with a garden (second edition). */
  public static final String GARDEN_CURVE = "river:II.garden";

  private RiverTiles() {}

  /**
   * The tile set, parsed once on first use.
   *
   * @return the River's tile set
   */
  public static TileSet set() {
    return Holder.SET;
  }

  /** Lazy holder: the resource is parsed when {@link #set()} is first called. */
  private static final class Holder {
    static final TileSet SET = TileFormat.resource(RiverTiles.class, RESOURCE);
  }
}
