package io.github.carcassonne.expansions.abbot;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import java.util.List;
import java.util.Optional;

/**
 * {@code gardens}: the garden feature of second-edition tiles (rules reference §3). A garden is an
 * inner segment (spot {@code C}) of kind {@link FeatureKind#GARDEN}, found on the base game's
 * garden variants {@code base:E.garden} ... {@code base:V.garden} (swapped in by the base option
 * {@code base.gardens=true}) and on the garden tiles of other sets.
 *
 * <ul>
 *   <li>A garden is complete when all 8 cells around its tile hold tiles, like a cloister; the
 *       engine tests it after every placement next to it.
 *   <li>It scores like a cloister, under the score source {@link #SOURCE} ({@code garden}): 9
 *       when completed, 1 plus its neighbours at the end.
 *   <li>Only the abbot ({@link #ABBOT}) may stand on a garden: this module's deployment filter
 *       refuses every other figure kind that a module would offer there. Without the
 *       {@code abbot} module nobody can occupy a garden, so gardens never score.
 * </ul>
 *
 * <p>A rule set with {@code base.gardens=true} but without this module keeps gardens inert (the
 * documented default for a feature kind no module owns): the tiles fit and join as usual and the
 * garden is worth nothing.
 */
public final class GardensModule implements RuleModule {
  /** The module id. */
  public static final String ID = "gardens";

  /** The score source of garden points. */
  public static final ScoreSource SOURCE = ScoreSource.of("garden");

  /** The abbot, the only figure kind that may stand on a garden. */
  public static final FigureKind ABBOT = FigureKind.of("abbot");

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Gardens: 9 when surrounded, 1 + neighbours at the end; only the abbot")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public GardensModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    registry.scoreSource(SOURCE);
    registry.featureScoring(FeatureKind.GARDEN, SOURCE, (f, completed, ctx) -> 1 + f.neighbours());
    registry.completion(FeatureKind.GARDEN, true, Hooks.CompletionRule.SURROUNDED);
    registry.deployFilter(
        (ctx, player, move) ->
            !(move instanceof Move.Deploy d)
                || d.figure().equals(ABBOT)
                || !onGarden(ctx, d.location()));
  }

  /**
   * True if a location names a garden segment of a placed tile: {@link #kindAt} is {@code
   * GARDEN}. Asked for every deployment option, so a tile without a garden (the common case) is
   * answered from its type alone.
   */
  private static boolean onGarden(GameContext ctx, Location location) {
    if (!(location instanceof Location.OnFeature on)) {
      return false;
    }
    Optional<PlacedTile> tile = ctx.tileAt(on.position());
    if (tile.isEmpty()) {
      return false;
    }
    List<Segment> segments = tile.get().type().segments();
    boolean anyGarden = false;
    for (int s = 0; s < segments.size() && !anyGarden; s++) {
      anyGarden = segments.get(s).kind().equals(FeatureKind.GARDEN);
    }
    return anyGarden && kindAt(ctx, location).equals(Optional.of(FeatureKind.GARDEN));
  }

  /**
   * The kind of the segment a location names, if it is a spot of a placed tile.
   *
   * @param ctx the game
   * @param location a location
   * @return the segment's feature kind; empty for another location or an unknown spot
   */
  static Optional<FeatureKind> kindAt(GameContext ctx, Location location) {
    if (!(location instanceof Location.OnFeature on)) {
      return Optional.empty();
    }
    Optional<PlacedTile> tile = ctx.tileAt(on.position());
    if (tile.isEmpty()) {
      return Optional.empty();
    }
    int n = tile.get().type().segments().size();
    for (int s = 0; s < n; s++) {
      if (ctx.spot(on.position(), s).equals(Optional.of(on.spot()))) {
        return Optional.of(tile.get().type().segments().get(s).kind());
      }
    }
    return Optional.empty();
  }
}
