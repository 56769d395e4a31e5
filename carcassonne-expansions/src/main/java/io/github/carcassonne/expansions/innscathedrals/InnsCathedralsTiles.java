package io.github.carcassonne.expansions.innscathedrals;

import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.Map;

/**
 * {@code inns-cathedrals.tiles}: the 18 tiles (17 types) of Inns &amp; Cathedrals, shuffled into the
 * main pile (rules reference §4): 6 with an inn, 2 cathedrals, 3 pennants, 1 cloister. The tile
 * definitions are in {@code inns-cathedrals.tiles} next to this class; the tiles are named after
 * their JCloisterZone ids.
 *
 * <p>A tile id that another enabled set already put into the main pile is counted once: this
 * module adds only the copies that are missing.
 */
public final class InnsCathedralsTiles implements RuleModule {
  /** The module id. */
  public static final String ID = "inns-cathedrals.tiles";

  /** The set, parsed when first asked for (finding the available modules parses no tiles). */
  private static final class Default {
    static final TileSet SET =
        TileFormat.resource(InnsCathedralsTiles.class, "inns-cathedrals.tiles");
  }

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Inns & Cathedrals: 18 tiles into the main pile")
          .requires(TilesModule.ID)
          .after(TilesModule.ID)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public InnsCathedralsTiles() {}

  /** The parsed tile set. */
  public static TileSet set() {
    return Default.SET;
  }

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    TileSet set = set();
    registry.tileSet(set);
    registry.onSetup(
        ctx -> {
          for (Map.Entry<TileType, Integer> e : set.counts().entrySet()) {
            String id = e.getKey().id();
            int had = ctx.removeTiles(TilesModule.PILE, id, Integer.MAX_VALUE);
            int n = Math.max(had, e.getValue());
            if (n > 0) {
              ctx.addTiles(TilesModule.PILE, id, n);
            }
          }
        });
  }
}
