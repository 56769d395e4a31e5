package io.github.carcassonne.expansions.tradersbuilders;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.notation.MoveSyntax;
import io.github.carcassonne.spi.DecisionStep;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import java.util.List;
import java.util.Optional;

/**
 * {@code builder}: one builder per player (figure kind {@code builder}, strength 0) and the
 * builder's double turn (rules reference §5, §17, §18).
 *
 * <ul>
 *   <li><b>Deployment.</b> Instead of a follower, a player may deploy the builder onto a road or
 *       city of the tile just placed where they already have a follower
 *       ({@code deploy builder x,y spot}). Several players' builders may share a feature.
 *   <li><b>Trigger.</b> When the player later places a tile that extends a road or city holding
 *       their builder (completing it by extension counts), a {@link BuilderTriggered} event
 *       marks the turn. The trigger is tested when the tile is placed, so the second half
 *       happens even if the builder leaves during the first (the feature is completed and
 *       scored, say).
 *   <li><b>The second half.</b> At the end of the turn the player is asked ({@link BuilderOffer}):
 *       {@link ExtraTurn} ({@code builder-turn}) takes a second turn at once, {@code skip}
 *       declines. With {@code builder.extra-turn=must} (the S-EN seed text) there is no question:
 *       the second turn always follows. The second turn is a whole turn of the engine (a
 *       {@code TurnStarted} event, start-of-turn hooks, the draw, placement, one deployment,
 *       scoring, end-of-turn hooks), announced by a {@link SecondTurnStarted} event. It never
 *       earns a third: a tile placed in a second half triggers nothing. Nothing is offered when
 *       no drawable tile is left.
 *   <li><b>Halves.</b> Limits that hold per turn hold per half (one deployment in each half).
 *       {@link #HALF} tells other modules which half is being played and the turn number at
 *       which the double turn began, so that a rule that holds once per <em>player turn</em>
 *       (the Tower's ransom) can treat both halves as one.
 *   <li><b>Return.</b> The builder returns when its feature is scored (with the feature's
 *       figures), and when its owner has no follower left in that feature (it leaves with its
 *       owner's last follower, whatever removes it).
 * </ul>
 *
 * <p>Doubts and defaults: the choice is offered at the end of the first half (after its
 * scoring), not right after the placement, so a player decides knowing what the tile scored;
 * an abbey tile (Abbey &amp; Mayor, not supported yet) that closes a feature should not trigger
 * the builder, which an abbey module must tell by not placing through the draw; a follower is
 * any owned figure other than a builder, pig or barn.
 */
public final class BuilderModule implements RuleModule {
  /** The module id. */
  public static final String ID = "builder";

  /** The builder figure kind. */
  public static final FigureKind BUILDER = FigureKind.of("builder");

  /** Whether the builder's second turn is optional. */
  public enum ExtraTurnRule {
    /** The player may take the second turn (HiG "makes possible", RGG "is allowed"). */
    MAY,
    /** The second turn is always taken (the S-EN seed text). */
    MUST
  }

  /** The builder's second turn: optional (official) or mandatory (S-EN). */
  public static final RuleOption<ExtraTurnRule> EXTRA_TURN =
      RuleOption.choice(
          "builder.extra-turn",
          ExtraTurnRule.class,
          ExtraTurnRule.MAY,
          "the builder's second turn: may (official, the player chooses) or must (S-EN text)");

  /**
   * Which half of a player's turn is being played.
   *
   * @param turn the turn number at which the player's (double) turn began
   * @param half 1 for an ordinary turn or a first half, 2 for a builder's second half
   */
  public record HalfTurn(int turn, int half) {
    /** Validates the components. */
    public HalfTurn {
      if (turn < 0 || half < 1 || half > 2) {
        throw new IllegalArgumentException("bad half turn: " + turn + "/" + half);
      }
    }
  }

  /** Where the builder's second turn stands in the current turn. */
  public enum Pending {
    /** Nothing: no builder was extended this turn. */
    NONE,
    /** A tile placed this turn extended a feature with the player's builder. */
    TRIGGERED,
    /** The player takes the second turn next. */
    GRANTED
  }

  /** The public slot naming the half being played. */
  public static final StateKey<HalfTurn> HALF =
      StateKey.of("builder.half", HalfTurn.class, new HalfTurn(0, 1));

  /** The public slot with the state of this turn's builder trigger. */
  public static final StateKey<Pending> PENDING =
      StateKey.of("builder.pending", Pending.class, Pending.NONE);

  /**
   * The placed tile extended a feature holding the player's builder: a second turn follows (or
   * is offered, with {@code builder.extra-turn=may}) at the end of this turn.
   *
   * @param player the player
   * @param feature the extended road or city
   */
  public record BuilderTriggered(PlayerId player, FeatureId feature) implements GameEvent {
    /** Validates the components. */
    public BuilderTriggered {
      requireNonNull(player, "player");
      requireNonNull(feature, "feature");
    }
  }

  /**
   * A builder's second turn began (right after the {@code TurnStarted} event of its turn).
   *
   * @param player the player
   * @param turn the new turn's number
   */
  public record SecondTurnStarted(PlayerId player, int turn) implements GameEvent {
    /** Validates the components. */
    public SecondTurnStarted {
      requireNonNull(player, "player");
    }
  }

  /**
   * The end-of-turn question: take the builder's second turn ({@link ExtraTurn}) or not
   * ({@link Move.Skip}).
   *
   * @param player who decides (the active player)
   */
  public record BuilderOffer(PlayerId player) implements DecisionStep {
    /** Validates the components. */
    public BuilderOffer {
      requireNonNull(player, "player");
    }

    @Override
    public String module() {
      return ID;
    }
  }

  /** Takes the builder's second turn. Notation {@code builder-turn}. */
  public record ExtraTurn() implements Move {
    /** The single instance. */
    public static final ExtraTurn INSTANCE = new ExtraTurn();

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof ExtraTurn;
    }

    @Override
    public int hashCode() {
      return 0;
    }

    @Override
    public String notation() {
      return WORD;
    }
  }

  /** The move word of {@link ExtraTurn}. */
  public static final String WORD = "builder-turn";

  /** Reads {@code builder-turn}. */
  static final class Syntax implements MoveSyntax {
    @Override
    public ImmutableSet<String> words() {
      return ImmutableSet.of(WORD);
    }

    @Override
    public Move parse(String word, ImmutableList<String> arguments) {
      if (!arguments.isEmpty()) {
        throw new BadArgument(0, WORD + " takes no arguments");
      }
      return ExtraTurn.INSTANCE;
    }

    @Override
    public boolean handles(Move move) {
      return move instanceof ExtraTurn;
    }
  }

  private static final ImmutableSet<FeatureKind> KINDS =
      ImmutableSet.of(FeatureKind.ROAD, FeatureKind.CITY);

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Builder: extending its road or city gives a second turn")
          .requires("base.followers")
          .options(EXTRA_TURN)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public BuilderModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    boolean must = registry.option(EXTRA_TURN) == ExtraTurnRule.MUST;
    registry.figureKind(BUILDER, (figure, feature, ctx) -> 0);
    registry.stateSlot(HALF);
    registry.stateSlot(PENDING);
    registry.moveSyntax(new Syntax());
    registry.onSetup(ctx -> ctx.addFigures(BUILDER, 1));
    registry.deployOptions(
        (ctx, player, out) -> Companions.deployOptions(ctx, player, BUILDER, KINDS, out));
    registry.onFigureLeaves(Companions.returnWithLastFollower(BUILDER));
    registry.onStartOfTurn(BuilderModule::startOfTurn);
    registry.onTilePlaced(BuilderModule::tilePlaced);
    registry.onEndOfTurn(
        ctx -> {
          if (ctx.get(PENDING) != Pending.TRIGGERED) {
            return;
          }
          if (ctx.drawableTilesLeft() == 0) {
            ctx.set(PENDING, Pending.NONE);
          } else if (must) {
            ctx.set(PENDING, Pending.GRANTED);
          } else {
            ctx.push(new BuilderOffer(ctx.activePlayer()));
          }
        });
    registry.decisionHandler(
        BuilderOffer.class,
        new Hooks.DecisionHandler<BuilderOffer>() {
          @Override
          public void legalMoves(BuilderOffer step, GameContext ctx, List<Move> out) {
            out.add(ExtraTurn.INSTANCE);
            out.add(Move.Skip.INSTANCE);
          }

          @Override
          public void apply(BuilderOffer step, Move move, TurnContext ctx) {
            ctx.set(PENDING, move instanceof ExtraTurn ? Pending.GRANTED : Pending.NONE);
          }
        });
    registry.succession(
        (ctx, proposed) ->
            ctx.get(PENDING) == Pending.GRANTED && !proposed.gameOver()
                ? new Hooks.Next(ctx.activePlayer(), false)
                : proposed);
  }

  private static void startOfTurn(TurnContext ctx) {
    HalfTurn previous = ctx.get(HALF);
    if (ctx.get(PENDING) == Pending.GRANTED) {
      ctx.set(HALF, new HalfTurn(previous.turn(), 2));
      ctx.emit(new SecondTurnStarted(ctx.activePlayer(), ctx.turn()));
    } else {
      ctx.set(HALF, new HalfTurn(ctx.turn(), 1));
    }
    ctx.set(PENDING, Pending.NONE);
  }

  private static void tilePlaced(TurnContext ctx) {
    if (ctx.get(HALF).half() == 2 || ctx.get(PENDING) != Pending.NONE) {
      return;
    }
    Optional<Position> at = ctx.placedThisTurn();
    if (at.isEmpty()) {
      return;
    }
    PlayerId player = ctx.activePlayer();
    if (ctx.supply(player, BUILDER) > 0) {
      return; // one builder each: in supply means not on the board
    }
    if (ctx.occupiedSegments(at.get()) == 0) {
      return; // no figure on the tile's features, so not the builder either: no views built
    }
    for (Feature f : ctx.featuresOn(at.get())) {
      if (KINDS.contains(f.kind()) && Companions.has(f, player, BUILDER)) {
        ctx.set(PENDING, Pending.TRIGGERED);
        ctx.emit(new BuilderTriggered(player, f.id()));
        return;
      }
    }
  }
}
