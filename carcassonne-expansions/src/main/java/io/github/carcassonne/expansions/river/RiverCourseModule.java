package io.github.carcassonne.expansions.river;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.PlacementQuery;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.SetupContext;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * {@code river.course}: how a river is laid, shared by {@code river} and {@code river-2} (both
 * require it, so that the rules run once when both sets are played). It keeps the river's open
 * ends in the state slot {@link #COURSE} and adds:
 *
 * <ul>
 *   <li>a placement rule for tiles with a river edge: the tile continues the river from exactly
 *       one open end (its other river edges face empty cells, and no other end flows into its
 *       cell); afterwards every open end flows into an empty cell of its own; and, by the option
 *       {@code river.u-turn-rule} (or {@code river-2.u-turn-rule}):
 *       <ul>
 *         <li>{@code no-same-turn-twice} (official, default): a branch may not bend the same way
 *             as its last bend (straight tiles between keep the last bend), and every branch
 *             must stay continuable: at each open end, some river tile still to come has a
 *             place (edge matching, continuation and the bend rule), as long as any is to come;
 *         <li>{@code look-ahead} (S-EN): any bend, but every river tile still to be drawn must
 *             keep at least one legal place (edge matching and the continuation rule above);
 *       </ul>
 *   <li>a deployment filter: no figure is ever deployed on water (a segment of kind
 *       {@code river});
 *   <li>the bookkeeping: tiles drawn leave {@link RiverCourse#pending()}, tiles placed move the
 *       open ends.
 * </ul>
 *
 * <p>Tiles without a river edge are not constrained: they cannot touch an open end anyway, since
 * edge matching makes water meet water. A river tile that fits nowhere is discarded by the
 * engine and the next tile is drawn (see {@code docs/expansions/river.md}).
 */
public final class RiverCourseModule implements RuleModule {
  /** The module id. */
  public static final String ID = "river.course";

  /** The river's open ends and the river tiles still to come. */
  public static final StateKey<RiverCourse> COURSE =
      StateKey.of("river.course", RiverCourse.class, RiverCourse.EMPTY);

  /** The pile of shuffled river tiles, drawn before the base game's pile. */
  public static final String RIVER_PILE = "river";

  private static final Side[] SIDES = Side.values();

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("River rules shared by the River sets: continue the river, no U-turn")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public RiverCourseModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  /** The option {@code <module>.start-tile} of a river set. */
  public static RuleOption<StartTile> startTileOption(String moduleId) {
    return RuleOption.choice(
        moduleId + ".start-tile",
        StartTile.class,
        StartTile.DISCARD,
        "the base start tile, replaced by the spring, stays out (discard) or is shuffled into the"
            + " normal tiles (shuffle-in)");
  }

  /** The option {@code <module>.u-turn-rule} of a river set. */
  public static RuleOption<UTurnRule> uTurnRuleOption(String moduleId) {
    return RuleOption.choice(
        moduleId + ".u-turn-rule",
        UTurnRule.class,
        UTurnRule.NO_SAME_TURN_TWICE,
        "no two bends in a row turn the same way (no-same-turn-twice), or no river tile may leave"
            + " a river tile still to come without a place (look-ahead, S-EN)");
  }

  @Override
  public void register(HookRegistry registry) {
    boolean lookAhead =
        registry.option(uTurnRuleOption("river")) == UTurnRule.LOOK_AHEAD
            || registry.option(uTurnRuleOption("river-2")) == UTurnRule.LOOK_AHEAD;
    registry.stateSlot(COURSE);
    registry.placementRule(RiverCourse::isRiverTile, (q, ctx) -> allows(q, ctx, lookAhead));
    registry.onTileDrawn(
        ctx -> {
          Optional<TileType> t = ctx.drawnTile();
          if (t.isPresent() && RiverCourse.isRiverTile(t.get())) {
            ctx.set(COURSE, ctx.get(COURSE).drawn(t.get()));
          }
        });
    registry.onTilePlaced(RiverCourseModule::track);
    registry.deployFilter(
        (ctx, player, move) ->
            !(move instanceof Move.Deploy d
                && d.location() instanceof Location.OnFeature on
                && onWater(ctx, on)));
  }

  // ------------------------------------------------------------------ setup helpers

  /**
   * Lays the spring on the origin, unless another river set already laid it there, and opens
   * its river edge. Call from a setup hook of a module ordered before {@code base.tiles}.
   *
   * @return true if this call laid the spring, false if it already lay there
   * @throws IllegalStateException if another tile lies on the origin
   */
  public static boolean laySpring(SetupContext ctx, TileType spring) {
    Optional<PlacedTile> there = ctx.tileAt(Position.ORIGIN);
    if (there.isPresent()) {
      if (there.get().type().id().equals(spring.id())) {
        return false;
      }
      throw new IllegalStateException(
          "the origin holds "
              + there.get().type().id()
              + ": the river's spring "
              + spring.id()
              + " cannot be laid there");
    }
    ctx.placeStart(spring, Position.ORIGIN, Rotation.R0);
    ctx.set(COURSE, ctx.get(COURSE).withSource(Position.ORIGIN, spring, Rotation.R0));
    return true;
  }

  /** Puts river tiles into a pile (created at the end of the piles if new) and counts them. */
  public static void addRiverTiles(TurnContext ctx, String pile, TileType type, int count) {
    if (count <= 0) {
      return;
    }
    ctx.addTiles(pile, type.id(), count);
    ctx.set(COURSE, ctx.get(COURSE).withPending(type, count));
  }

  /**
   * The tile set that makes the base start tile known to a rule set, for
   * {@link #shuffleInStartTile}: the base start tile with count 0.
   */
  public static TileSet startTileSet() {
    TileSet base = BaseTiles.set();
    TileType start = base.type(base.startTile().orElseThrow()).orElseThrow();
    return new TileSet(
        "river.start-tile", ImmutableMap.of(start, 0), Optional.empty(), ImmutableMap.of());
  }

  /** Adds the base start tile to the base pile (option {@code start-tile=shuffle-in}). */
  public static void shuffleInStartTile(TurnContext ctx) {
    ctx.addTiles(TilesModule.PILE, BaseTiles.set().startTile().orElseThrow(), 1);
  }

  // ------------------------------------------------------------------ rules

  private static BiFunction<Position, Side, EdgeKind> board(GameContext ctx) {
    return (pos, side) -> {
      Optional<PlacedTile> t = ctx.tileAt(pos);
      return t.isEmpty() ? null : t.get().type().edge(side, t.get().rotation());
    };
  }

  static boolean allows(PlacementQuery q, GameContext ctx, boolean lookAhead) {
    TileType tile = q.tile();
    if (!RiverCourse.isRiverTile(tile)) {
      return true;
    }
    RiverCourse course = ctx.get(COURSE);
    Position at = q.position();
    // the rule is asked for every free cell and rotation: a tile can only continue the river on
    // a cell an open end flows into (RiverCourse.extend refuses any other), so most are refused
    // here without building the extension
    if (!course.flowsInto(at.x(), at.y())) {
      return false;
    }
    Rotation rotation = q.rotation();
    BiFunction<Position, Side, EdgeKind> board = board(ctx);
    Optional<RiverCourse.Extension> ext = course.extend(at, tile, rotation, board);
    if (ext.isEmpty()) {
      return false;
    }
    RiverCourse after = ext.get().course();
    if (!lookAhead && ext.get().bendsTwice()) {
      return false;
    }
    BiFunction<Position, Side, EdgeKind> withTile =
        (pos, side) -> pos.equals(at) ? tile.edge(side, rotation) : board.apply(pos, side);
    if (after.pending().isEmpty()) {
      return true;
    }
    ImmutableList<TileType> toCome = after.pending();
    // the edges facing each open end's target cell, once per end (not per tile type and rotation)
    ImmutableList<RiverCourse.End> ends = after.ends();
    EdgeKind[][] facing = new EdgeKind[ends.size()][];
    for (int i = 0; i < ends.size(); i++) {
      facing[i] = facing(ends.get(i).target(), withTile);
    }
    if (lookAhead) {
      // every tile still to come keeps a place
      for (int k = 0; k < toCome.size(); k++) {
        TileType next = toCome.get(k);
        if (k > 0 && sameType(toCome.get(k - 1), next)) {
          continue;
        }
        boolean any = false;
        for (int i = 0; i < ends.size() && !any; i++) {
          any = fitsAt(next, after, ends.get(i).target(), facing[i], false);
        }
        if (!any) {
          return false;
        }
      }
      return true;
    }
    // every branch stays continuable: some tile still to come fits at each open end
    for (int i = 0; i < ends.size(); i++) {
      boolean any = false;
      for (int k = 0; k < toCome.size() && !any; k++) {
        TileType next = toCome.get(k);
        any =
            !(k > 0 && sameType(toCome.get(k - 1), next))
                && fitsAt(next, after, ends.get(i).target(), facing[i], true);
      }
      if (!any) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if two neighbours of a pending list are copies of one type. The list is sorted by id,
   * so each type is tried once by skipping a copy of the type before it; compared by reference
   * first, then by value (a tile type's equals walks the whole type).
   */
  private static boolean sameType(TileType before, TileType t) {
    return before == t || (before.id().equals(t.id()) && before.equals(t));
  }

  /** The edges the neighbours of {@code cell} show towards it, by side of the cell (null: none). */
  private static EdgeKind[] facing(Position cell, BiFunction<Position, Side, EdgeKind> edges) {
    EdgeKind[] out = new EdgeKind[4];
    for (Side s : SIDES) {
      out[s.ordinal()] = edges.apply(cell.neighbour(s), s.opposite());
    }
    return out;
  }

  /**
   * True if {@code type} has a place on the empty cell {@code x} an end of the course flows
   * into: edges match the neighbours ({@code facing}, by side of {@code x}), it continues the
   * river as {@link RiverCourse#extend} requires, and, if {@code bendRule}, it does not bend the
   * same way twice.
   */
  private static boolean fitsAt(
      TileType type, RiverCourse course, Position x, EdgeKind[] facing, boolean bendRule) {
    for (Rotation r : type.distinctRotations()) {
      boolean match = true;
      for (int s = 0; s < 4 && match; s++) {
        EdgeKind theirs = facing[s];
        EdgeKind ours = type.edge(SIDES[s], r);
        match = theirs == null || theirs == ours || theirs.equals(ours);
      }
      if (match && course.continues(x, type, r, facing, bendRule)) {
        return true;
      }
    }
    return false;
  }

  private static void track(TurnContext ctx) {
    Optional<Position> at = ctx.placedThisTurn();
    if (at.isEmpty()) {
      return;
    }
    PlacedTile placed = ctx.tileAt(at.get()).orElseThrow();
    if (!RiverCourse.isRiverTile(placed.type())) {
      return;
    }
    RiverCourse course = ctx.get(COURSE);
    RiverCourse next =
        course
            .extend(at.get(), placed.type(), placed.rotation(), board(ctx))
            .map(RiverCourse.Extension::course)
            .orElseGet(
                () ->
                    course.laidElsewhere(
                        at.get(),
                        placed.type(),
                        placed.rotation(),
                        p -> ctx.tileAt(p).isPresent()));
    ctx.set(COURSE, next);
  }

  /** True if the spot names a river segment of the tile there. */
  static boolean onWater(GameContext ctx, Location.OnFeature on) {
    Optional<PlacedTile> t = ctx.tileAt(on.position());
    if (t.isEmpty()) {
      return false;
    }
    List<Segment> segments = t.get().type().segments();
    for (int i = 0; i < segments.size(); i++) {
      if (segments.get(i).kind().equals(FeatureKind.RIVER)) {
        Optional<String> spot = ctx.spot(on.position(), i);
        if (spot.isPresent() && spot.get().equals(on.spot())) {
          return true;
        }
      }
    }
    return false;
  }
}
