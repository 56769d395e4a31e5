package io.github.carcassonne.expansions.river2;

import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;

/**
 * River II's tile set, {@code river-2}: 12 tiles of 12 types (rules reference §2.2). Ids follow
 * the JCloisterZone ids of the reference: the spring is The River's tile {@code river:s} (one
 * tile when both sets are played), {@code river-2:III} the fork, {@code river-2:I.v} the lake with
 * the volcano, {@code river-2:IFC} the branch that ends in a city, {@code river-2:RIrI} the bridge
 * with an inn, {@code river-2:II+} the bend with the pig herd, and {@code river-2:CIcI},
 * {@code river-2:LIFI}, {@code river-2:CIRI}, {@code river-2:II}, {@code river-2:CcII+},
 * {@code river-2:RrII}.
 */
public final class River2Tiles {
  /** The name of the tile definition resource, relative to this class's package. */
  public static final String RESOURCE = "river-2.tiles";

  /** The spring, shared with The River. */
  public static final String SPRING = "river:s";

  /** The fork, laid first after the spring. */
  public static final String FORK = "river-2:III";

  /** The lake with the volcano, laid last. */
  public static final String VOLCANO_LAKE = "river-2:I.v";

  private River2Tiles() {}

  /**
   * The tile set, parsed once on first use.
   *
   * @return River II's tile set
   */
  public static TileSet set() {
    return Holder.SET;
  }

  /** Lazy holder: the resource is parsed when {@link #set()} is first called. */
  private static final class Holder {
    static final TileSet SET = TileFormat.resource(River2Tiles.class, RESOURCE);
  }
}
