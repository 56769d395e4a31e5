package io.github.carcassonne.expansions.river2;

import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.innscathedrals.InnsModule;
import io.github.carcassonne.expansions.river.RiverCourseModule;
import io.github.carcassonne.expansions.river.RiverModule;
import io.github.carcassonne.expansions.river.StartTile;
import io.github.carcassonne.expansions.river.UTurnRule;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code river-2}: The River II (rules reference §2.2), 12 tiles played before the base tiles.
 *
 * <ul>
 *   <li>Setup: the spring {@code river:s} lies on the origin instead of the base start tile; the
 *       fork {@code river-2:III} is alone in the pile {@code river-2.fork}, drawn first (by the
 *       first player); the nine other river tiles are shuffled in the pile {@code river}; the lake
 *       with the volcano {@code river-2:I.v} is alone in the pile {@code river-2.lake}, drawn
 *       last; then the base pile.
 *   <li>Placement: {@code river.course} (required): each branch continues from its own open end,
 *       the bend rule holds per branch, and both branches must stay continuable.
 *   <li>The volcano lake: whoever places it takes an immediate extra turn (a normal tile: the
 *       river piles are empty by then); no figure may be deployed on the lake tile. The extra
 *       turn is kept as in the SPI's extra-turn pattern: the state slot {@link #EXTRA_TURN}
 *       (granted), read by a succession hook, and {@link #IN_EXTRA_TURN} during that turn. A
 *       volcano lake that fits nowhere is discarded and grants nothing.
 *   <li>The pig herd (module {@code pig-herd}) and the inn on the bridge (module {@code inns})
 *       are required modules.
 * </ul>
 *
 * <p>Options {@code river-2.start-tile} and {@code river-2.u-turn-rule}, as those of
 * {@code river}; when both sets are played their values must agree.
 *
 * <p>With {@code river} (rules reference §2.2, "Combining River I + II": one spring, and one
 * lake per spring plus one per fork): this module's setup runs first and lays the spring, the
 * fork and the volcano lake; The River adds its ten middle tiles to the shuffled pile; its spring
 * (the same tile) and its lake stay out. The two ends are River II's city end (shuffled with the
 * river tiles) and the volcano lake (last).
 */
public final class River2Module implements RuleModule, RuleSet.OptionValidator {
  /** The module id. */
  public static final String ID = "river-2";

  /** The fork's pile, drawn first. */
  public static final String FORK_PILE = "river-2.fork";

  /** The volcano lake's pile, drawn after the river pile. */
  public static final String LAKE_PILE = "river-2.lake";

  /** The fate of the base start tile. */
  public static final RuleOption<StartTile> START_TILE = RiverCourseModule.startTileOption(ID);

  /** The rule that keeps the river from turning back. */
  public static final RuleOption<UTurnRule> U_TURN_RULE = RiverCourseModule.uTurnRuleOption(ID);

  /** True from placing the volcano lake until the extra turn starts. */
  public static final StateKey<Boolean> EXTRA_TURN =
      StateKey.of("river-2.extra-turn", Boolean.class, false);

  /** True during the extra turn the volcano lake granted. */
  public static final StateKey<Boolean> IN_EXTRA_TURN =
      StateKey.of("river-2.in-extra-turn", Boolean.class, false);

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("The River II: a fork, two branches, a volcano lake that gives an extra turn")
          .requires(RiverCourseModule.ID, PigHerdModule.ID, InnsModule.ID)
          .before(RiverModule.ID, TilesModule.ID)
          .options(START_TILE, U_TURN_RULE)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public River2Module() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void validate(Map<String, Object> values) {
    agree(values, RiverModule.START_TILE, START_TILE);
    agree(values, RiverModule.U_TURN_RULE, U_TURN_RULE);
  }

  private static void agree(Map<String, Object> values, RuleOption<?> a, RuleOption<?> b) {
    if (values.containsKey(a.key())
        && values.containsKey(b.key())
        && !Objects.equals(values.get(a.key()), values.get(b.key()))) {
      throw new IllegalArgumentException(
          "options "
              + a.key()
              + " and "
              + b.key()
              + " must agree when river and river-2 are played together");
    }
  }

  @Override
  public void register(HookRegistry registry) {
    TileSet set = River2Tiles.set();
    registry.tileSet(set);
    boolean shuffleIn = registry.option(START_TILE) == StartTile.SHUFFLE_IN;
    if (shuffleIn) {
      registry.tileSet(RiverCourseModule.startTileSet());
    }
    TileType spring = set.type(River2Tiles.SPRING).orElseThrow();
    TileType fork = set.type(River2Tiles.FORK).orElseThrow();
    TileType lake = set.type(River2Tiles.VOLCANO_LAKE).orElseThrow();
    registry.stateSlot(EXTRA_TURN);
    registry.stateSlot(IN_EXTRA_TURN);
    registry.onSetup(
        ctx -> {
          boolean own = RiverCourseModule.laySpring(ctx, spring);
          RiverCourseModule.addRiverTiles(ctx, FORK_PILE, fork, 1);
          for (Map.Entry<TileType, Integer> e : set.counts().entrySet()) {
            TileType t = e.getKey();
            if (!t.equals(spring) && !t.equals(fork) && !t.equals(lake)) {
              RiverCourseModule.addRiverTiles(
                  ctx, RiverCourseModule.RIVER_PILE, t, e.getValue());
            }
          }
          RiverCourseModule.addRiverTiles(ctx, LAKE_PILE, lake, 1);
          if (own && shuffleIn) {
            RiverCourseModule.shuffleInStartTile(ctx);
          }
        });
    registry.onStartOfTurn(
        ctx -> {
          ctx.set(IN_EXTRA_TURN, ctx.get(EXTRA_TURN));
          ctx.set(EXTRA_TURN, false);
        });
    registry.onTilePlaced(
        ctx -> {
          if (onVolcanoLake(ctx, ctx.placedThisTurn())) {
            ctx.set(EXTRA_TURN, true);
          }
        });
    registry.deployFilter(
        (ctx, player, move) ->
            !(move instanceof Move.Deploy d
                && d.location() instanceof Location.OnFeature on
                && onVolcanoLake(ctx, Optional.of(on.position()))));
    registry.succession(
        (ctx, proposed) ->
            ctx.get(EXTRA_TURN) && !proposed.gameOver()
                ? new Hooks.Next(ctx.activePlayer(), false)
                : proposed);
  }

  private static boolean onVolcanoLake(GameContext ctx, Optional<Position> at) {
    // asked for every deployment option: no lambdas or optionals but the tile's
    if (at.isEmpty()) {
      return false;
    }
    Optional<PlacedTile> tile = ctx.tileAt(at.get());
    return tile.isPresent() && tile.get().type().id().equals(River2Tiles.VOLCANO_LAKE);
  }
}
