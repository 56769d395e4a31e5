package io.github.carcassonne.expansions.river;

import io.github.carcassonne.base.BaseGame;
import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.Map;

/**
 * {@code river}: The River (rules reference §2.1), 12 tiles played before the base tiles.
 *
 * <ul>
 *   <li>Setup: the spring {@code river:s} lies on the origin instead of the base start tile; the
 *       ten middle tiles go into the pile {@code river}, the lake {@code river:I.e} into the pile
 *       {@code river.lake} after it; both are drawn before the base pile. With
 *       {@code base.gardens=true} one curve {@code river:II} is the garden curve
 *       {@code river:II.garden}.
 *   <li>Placement, no U-turn and no follower on water: {@code river.course}, which this module
 *       requires. The water separates fields (tile data); the river is never scored.
 * </ul>
 *
 * <p>Options:
 *
 * <ul>
 *   <li>{@code river.start-tile}: {@code discard} (default; the second-edition text and S-DK: the
 *       river replaces the start tile) or {@code shuffle-in} (the base start tile goes into the
 *       normal tiles; first-edition handling is unknown, rules reference §19).
 *   <li>{@code river.u-turn-rule}: {@code no-same-turn-twice} (default, official) or
 *       {@code look-ahead} (S-EN: no river tile may be laid where it leaves a river tile still to
 *       come without a place).
 * </ul>
 *
 * <p>With {@code river-2}: River II runs the setup (its spring, fork and volcano lake); this
 * module then adds only its ten middle tiles to the shuffled river pile, its spring (the same
 * tile) and its lake stay out. See {@code docs/expansions/river.md} for this and the other rule
 * doubts.
 */
public final class RiverModule implements RuleModule {
  /** The module id. */
  public static final String ID = "river";

  /** The pile of the River's lake, drawn after the river pile. */
  public static final String LAKE_PILE = "river.lake";

  /** The fate of the base start tile. */
  public static final RuleOption<StartTile> START_TILE = RiverCourseModule.startTileOption(ID);

  /** The rule that keeps the river from turning back. */
  public static final RuleOption<UTurnRule> U_TURN_RULE = RiverCourseModule.uTurnRuleOption(ID);

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("The River: 12 river tiles from a spring to a lake, laid before the others")
          .requires(RiverCourseModule.ID)
          .before(TilesModule.ID)
          .options(START_TILE, U_TURN_RULE)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public RiverModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    TileSet set = RiverTiles.set();
    registry.tileSet(set);
    boolean gardens = registry.option(BaseGame.GARDENS);
    boolean shuffleIn = registry.option(START_TILE) == StartTile.SHUFFLE_IN;
    if (shuffleIn) {
      registry.tileSet(RiverCourseModule.startTileSet());
    }
    TileType spring = set.type(RiverTiles.SPRING).orElseThrow();
    TileType lake = set.type(RiverTiles.LAKE).orElseThrow();
    TileType gardenCurve = set.type(RiverTiles.GARDEN_CURVE).orElseThrow();
    registry.onSetup(
        ctx -> {
          boolean own = RiverCourseModule.laySpring(ctx, spring);
          for (Map.Entry<TileType, Integer> e : set.counts().entrySet()) {
            TileType t = e.getKey();
            if (t.equals(spring) || t.equals(lake)) {
              continue;
            }
            int n = e.getValue();
            if (gardens && t.id().equals(RiverTiles.CURVE) && n > 0) {
              n--;
              RiverCourseModule.addRiverTiles(ctx, RiverCourseModule.RIVER_PILE, gardenCurve, 1);
            }
            RiverCourseModule.addRiverTiles(ctx, RiverCourseModule.RIVER_PILE, t, n);
          }
          if (own) {
            RiverCourseModule.addRiverTiles(ctx, LAKE_PILE, lake, 1);
            if (shuffleIn) {
              RiverCourseModule.shuffleInStartTile(ctx);
            }
          }
        });
  }
}
