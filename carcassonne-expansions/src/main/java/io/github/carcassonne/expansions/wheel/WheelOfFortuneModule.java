package io.github.carcassonne.expansions.wheel;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.DecisionStep;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code wheel-of-fortune}: the rules of Wheel of Fortune (rules reference §14, §14.x). It
 * requires the board ({@code wheel-of-fortune.board}) and the tile set ({@code
 * wheel-of-fortune.tiles}), and the small modules whose tiles the set has: {@code inns}, {@code
 * cathedrals} and {@code trade-goods}.
 *
 * <ul>
 *   <li><b>Wheel tiles.</b> Drawing a tile with the attribute {@code wheel=n} (1 to 3) moves the
 *       pig n segments clockwise ({@link WheelEvents.PigMoved}), carries out the event of the
 *       segment where it stops ({@link WheelEvents.EventResolved}), scores that segment's crown
 *       spaces and returns their followers ({@link WheelEvents.CrownsScored}), then the tile is
 *       placed as usual. The pig's segment is public state ({@link #PIG}).
 *   <li><b>Events.</b> Fortuna: the active player +3. Taxes: every knight scores its city's
 *       pennants plus the number of its owner's followers in that city. Famine: every farmer
 *       scores 1 per completed city its field touches. Storm: 1 per follower in supply. Inquisition:
 *       2 per monk (a follower in a cloister). Plague: every player, the active one first and then
 *       clockwise, takes back one of their followers from the land tiles ({@link
 *       WheelMoves.PlagueReturn}; {@code plague none} for a player who has none there). Event
 *       points are booked under {@link #SOURCE}; crown points under {@link #CROWNS}.
 *   <li><b>Crowns.</b> A player who deploys nothing on the tile just placed may put a follower on
 *       a free crown space ({@link WheelMoves.DeployOnCrown}, written {@code crown <segment>}; the
 *       follower stands on {@link CrownSpace}). Scoring a segment: 3 per follower, 6 for a follower
 *       alone on a two-crown segment.
 *   <li><b>Players.</b> 2 to 5; with {@link #SIX_PLAYERS} also 6. A 6-player game without it is
 *       refused by the setup hook with an {@link IllegalArgumentException} (the engine reports it
 *       as the module's fault when the game is created).
 *   <li><b>Board tile count.</b> {@link #BOARD_TILE_COUNT}: a road or city counts every board
 *       cell it covers ({@code per-cell}, default) or the board once ({@code whole-board}).
 * </ul>
 *
 * <p>Doubts and defaults (see {@code docs/expansions/wheel-of-fortune.md}): a wheel tile's event
 * happens when it is drawn, so a wheel tile that then fits nowhere is discarded after its event,
 * and the replacement tile, if it shows a wheel, moves the pig again. "Knights" and "followers"
 * count normal followers and large followers alike, each as 1. The Storm counts normal followers
 * in supply only. Followers on crown spaces are in no feature, count for no majority and are not
 * hit by the plague. The default wheel layout is provisional ({@link WheelLayout}).
 */
public final class WheelOfFortuneModule implements RuleModule {
  /** The module id. */
  public static final String ID = "wheel-of-fortune";

  /** The score source of the events' points. */
  public static final ScoreSource SOURCE = ScoreSource.of("wheel-of-fortune");

  /** The score source of the crown spaces' points. */
  public static final ScoreSource CROWNS = ScoreSource.of("wheel-crowns");

  /** The segment the pig stands on, from 0 (the start segment). */
  public static final StateKey<Integer> PIG = StateKey.of("wheel-of-fortune.pig", Integer.class, 0);

  /** How a road or city counts the board's cells. */
  public enum BoardTileCount {
    /** Every board cell the feature covers counts as a tile (current rules for large pieces). */
    PER_CELL,
    /** The board counts as one tile however many of its cells the feature covers. */
    WHOLE_BOARD
  }

  /** Option {@code wheel-of-fortune.board-tile-count}. */
  public static final RuleOption<BoardTileCount> BOARD_TILE_COUNT =
      RuleOption.choice(
          "wheel-of-fortune.board-tile-count",
          BoardTileCount.class,
          BoardTileCount.PER_CELL,
          "how roads and cities count the 4x4 board: per-cell (each cell a tile) or whole-board (once)");

  /** Option {@code wheel-of-fortune.six-players}. */
  public static final RuleOption<Boolean> SIX_PLAYERS =
      RuleOption.bool(
          "wheel-of-fortune.six-players",
          false,
          "allow a 6th player (the box has 5 colours; default false refuses 6 players)");

  /** One player's plague answer is pending. */
  record Plague(PlayerId player) implements DecisionStep {
    Plague {
      requireNonNull(player, "player");
    }

    @Override
    public String module() {
      return ID;
    }
  }

  /** Scores a segment's crowns (after the plague's answers). */
  record ScoreCrowns(int segment) implements Step {
    @Override
    public String module() {
      return ID;
    }
  }

  private static final FigureKind LARGE_FOLLOWER = FigureKind.of("large-follower");

  private final WheelLayout layout;

  /** Creates the module with the provisional default layout; {@link java.util.ServiceLoader} calls this. */
  public WheelOfFortuneModule() {
    this(WheelLayout.defaultLayout());
  }

  /** Creates the module with a wheel layout of one's own (for example real component data). */
  public WheelOfFortuneModule(WheelLayout layout) {
    this.layout = requireNonNull(layout, "layout");
  }

  /** The wheel layout this module plays. */
  public WheelLayout layout() {
    return layout;
  }

  @Override
  public ModuleDescriptor descriptor() {
    return ModuleDescriptor.builder(ID)
        .description("Wheel of Fortune: the pig, the wheel's events and crown spaces (provisional data)")
        .requires(WheelBoardModule.ID, WheelTilesModule.ID, "inns", "cathedrals", "trade-goods")
        .after(WheelTilesModule.ID)
        .options(BOARD_TILE_COUNT, SIX_PLAYERS)
        .provisional(layout.equals(WheelLayout.defaultLayout()))
        .build();
  }

  @Override
  public void register(HookRegistry registry) {
    boolean six = registry.option(SIX_PLAYERS);
    BoardTileCount count = registry.option(BOARD_TILE_COUNT);
    registry.scoreSource(SOURCE);
    registry.scoreSource(CROWNS);
    registry.stateSlot(PIG);
    registry.moveSyntax(new WheelMoveSyntax());
    registry.onSetup(
        ctx -> {
          if (ctx.playerCount() > 5 && !six) {
            throw new IllegalArgumentException(
                "Wheel of Fortune is for 2 to 5 players; set " + SIX_PLAYERS.key() + "=true for 6");
          }
        });
    registry.onTileDrawn(this::tileDrawn);
    registry.decisionHandler(
        Plague.class,
        new Hooks.DecisionHandler<Plague>() {
          @Override
          public void legalMoves(Plague step, GameContext ctx, List<Move> out) {
            for (Figure f : ctx.figures()) {
              if (f.owner().equals(Optional.of(step.player()))
                  && isFollower(f)
                  && f.location() instanceof Location.OnFeature) {
                out.add(new WheelMoves.PlagueReturn(f.id()));
              }
            }
            if (out.isEmpty()) {
              out.add(WheelMoves.PlagueReturn.NONE);
            }
          }

          @Override
          public void apply(Plague step, Move move, TurnContext ctx) {
            int id = ((WheelMoves.PlagueReturn) move).figureId();
            if (id >= 0) {
              ctx.returnToSupply(id);
            }
          }
        });
    registry.stepHandler(ScoreCrowns.class, (step, ctx) -> scoreCrowns(step.segment(), ctx));
    registry.deployOptions(
        (ctx, player, out) -> {
          if (ctx.placedThisTurn().isEmpty() || ctx.supply(player, FigureKind.FOLLOWER) <= 0) {
            return;
          }
          for (int s = 0; s < layout.size(); s++) {
            if (freeSpace(ctx, s) >= 0) {
              out.add(new WheelMoves.DeployOnCrown(s));
            }
          }
        });
    registry.moveHandler(
        WheelMoves.DeployOnCrown.class,
        (move, ctx) -> {
          int s = move.segment();
          int free = s < layout.size() ? freeSpace(ctx, s) : -1;
          if (free < 0) {
            throw new IllegalStateException("no free crown space in segment " + s);
          }
          ctx.deploy(ctx.activePlayer(), FigureKind.FOLLOWER, new CrownSpace(s, free));
        });
    if (count == BoardTileCount.WHOLE_BOARD) {
      registry.scoreModifier(WheelOfFortuneModule::wholeBoard);
    }
  }

  /** The first free crown space of a segment, or -1. */
  private int freeSpace(GameContext ctx, int segment) {
    boolean[] taken = new boolean[layout.segment(segment).crowns()];
    for (Figure f : ctx.figures()) {
      if (f.location() instanceof CrownSpace c && c.segment() == segment && c.index() < taken.length) {
        taken[c.index()] = true;
      }
    }
    for (int i = 0; i < taken.length; i++) {
      if (!taken[i]) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isFollower(Figure f) {
    return f.kind().equals(FigureKind.FOLLOWER) || f.kind().equals(LARGE_FOLLOWER);
  }

  private void tileDrawn(TurnContext ctx) {
    TileType tile = ctx.drawnTile().orElseThrow();
    String n = tile.attributes().get("wheel");
    if (n == null) {
      return;
    }
    int steps;
    try {
      steps = Integer.parseInt(n);
    } catch (NumberFormatException e) {
      throw new IllegalStateException("tile " + tile.id() + ": bad wheel number '" + n + "'", e);
    }
    int from = ctx.get(PIG);
    int to = Math.floorMod(from + steps, layout.size());
    ctx.set(PIG, to);
    ctx.emit(new WheelEvents.PigMoved(ctx.activePlayer(), tile.id(), from, to, steps));
    WheelEvent event = layout.segment(to).event();
    ctx.emit(new WheelEvents.EventResolved(to, event));
    if (event == WheelEvent.PLAGUE) {
      List<Step> pending = new ArrayList<>();
      for (int i = 0; i < ctx.playerCount(); i++) {
        pending.add(new Plague(PlayerId.of((ctx.activePlayer().seat() + i) % ctx.playerCount())));
      }
      pending.add(new ScoreCrowns(to));
      ctx.pushAll(pending);
      return;
    }
    resolve(event, ctx);
    scoreCrowns(to, ctx);
  }

  private static void resolve(WheelEvent event, TurnContext ctx) {
    int[] points = new int[ctx.playerCount()];
    switch (event) {
      case FORTUNA -> points[ctx.activePlayer().seat()] = 3;
      case TAXES -> {
        for (Feature city : features(ctx, FeatureKind.CITY)) {
          int pennants = city.attribute("pennant");
          int[] own = followersBySeat(city, ctx.playerCount());
          for (int p = 0; p < own.length; p++) {
            points[p] += own[p] * (pennants + own[p]);
          }
        }
      }
      case FAMINE -> {
        for (Feature field : features(ctx, FeatureKind.FIELD)) {
          int cities = 0;
          for (Feature c : field.adjacent(FeatureKind.CITY)) {
            if (c.isComplete()) {
              cities++;
            }
          }
          int[] own = followersBySeat(field, ctx.playerCount());
          for (int p = 0; p < own.length; p++) {
            points[p] += own[p] * cities;
          }
        }
      }
      case STORM -> {
        for (int p = 0; p < points.length; p++) {
          points[p] = ctx.supply(PlayerId.of(p), FigureKind.FOLLOWER);
        }
      }
      case INQUISITION -> {
        for (Feature cloister : features(ctx, FeatureKind.CLOISTER)) {
          int[] own = followersBySeat(cloister, ctx.playerCount());
          for (int p = 0; p < own.length; p++) {
            points[p] += 2 * own[p];
          }
        }
      }
      case PLAGUE -> throw new IllegalStateException("the plague is resolved by decisions");
    }
    for (int i = 0; i < points.length; i++) {
      int p = (ctx.activePlayer().seat() + i) % points.length;
      if (points[p] > 0) {
        ctx.award(PlayerId.of(p), points[p], SOURCE, null);
      }
    }
  }

  private static List<Feature> features(GameContext ctx, FeatureKind kind) {
    List<Feature> out = new ArrayList<>();
    for (Feature f : ctx.features()) {
      if (f.kind().equals(kind)) {
        out.add(f);
      }
    }
    return out;
  }

  private static int[] followersBySeat(Feature feature, int players) {
    int[] n = new int[players];
    for (Figure f : feature.figures()) {
      if (isFollower(f) && f.owner().isPresent()) {
        n[f.owner().get().seat()]++;
      }
    }
    return n;
  }

  private void scoreCrowns(int segment, TurnContext ctx) {
    List<Figure> on = new ArrayList<>();
    for (Figure f : ctx.figures()) {
      if (f.location() instanceof CrownSpace c && c.segment() == segment) {
        on.add(f);
      }
    }
    on.sort((a, b) -> Integer.compare(((CrownSpace) a.location()).index(), ((CrownSpace) b.location()).index()));
    int each = layout.segment(segment).crowns() == 2 && on.size() == 1 ? 6 : 3;
    ImmutableList.Builder<PlayerId> owners = ImmutableList.builder();
    for (Figure f : on) {
      PlayerId owner = f.owner().orElseThrow();
      owners.add(owner);
      ctx.award(owner, each, CROWNS, null);
      ctx.returnToSupply(f.id());
    }
    ctx.emit(new WheelEvents.CrownsScored(segment, owners.build(), on.isEmpty() ? 0 : each));
  }

  /** With {@code whole-board}: a road or city covering k board cells counts k - 1 tiles less. */
  private static int wholeBoard(Feature feature, boolean completed, int value, GameContext ctx) {
    if (!feature.kind().equals(FeatureKind.ROAD) && !feature.kind().equals(FeatureKind.CITY)) {
      return value;
    }
    int onBoard = 0;
    for (Position p : feature.cells()) {
      if (ctx.tileAt(p).map(t -> t.type().id().startsWith(WheelBoardModule.CELL_PREFIX)).orElse(false)) {
        onBoard++;
      }
    }
    if (onBoard < 2) {
      return value;
    }
    int units =
        feature.tileCount() + (feature.kind().equals(FeatureKind.CITY) ? feature.attribute("pennant") : 0);
    if (units <= 0 || value % units != 0) {
      return value;
    }
    return value / units * (units - (onBoard - 1));
  }
}
