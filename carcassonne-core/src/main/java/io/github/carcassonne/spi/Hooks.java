package io.github.carcassonne.spi;

import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Figure;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.Feature;
import java.util.List;

/**
 * The hook kinds of the rule-module SPI, one functional interface each. How each kind combines
 * across modules is said on {@link HookRegistry}'s method that registers it, and in
 * {@code docs/spi.md}.
 */
public final class Hooks {
  private Hooks() {}

  /** Setup: tiles into the bag, figures, the start tile. Folded in module order. */
  @FunctionalInterface
  public interface Setup {
    /** Prepares the game. */
    void setup(SetupContext ctx);
  }

  /**
   * A hook that runs at a point of the turn: start of turn, after a tile is drawn, after it is
   * placed, end of turn, final scoring. Folded in module order; each may push steps.
   */
  @FunctionalInterface
  public interface Turn {
    /** Runs the hook. */
    void run(TurnContext ctx);
  }

  /** Offers moves before the draw (playing an abbey tile instead of drawing). Union. */
  @FunctionalInterface
  public interface MoveGenerator {
    /** Adds the moves offered to {@code player}. */
    void moves(GameContext ctx, PlayerId player, List<Move> out);
  }

  /**
   * May forbid a placement of the drawn tile. Any deny wins. The engine asks when the tile is
   * drawn, about every free cell and distinct rotation (those whose edges match, where edge
   * matching is declared), and keeps the answers as the legal placements of the decision that
   * follows, which {@code legalMoves} returns without asking again; a placement passed to {@code
   * apply} may be asked about again. A rule answers from the query and the game alone.
   */
  @FunctionalInterface
  public interface PlacementRule {
    /** True if this rule allows the placement described by {@code query}. */
    boolean allows(PlacementQuery query, GameContext ctx);
  }

  /** Generates deployment moves for the active player after placement. Union, module order. */
  @FunctionalInterface
  public interface DeployGenerator {
    /** Adds moves ({@code Deploy} or a module's own) to {@code out}. */
    void generate(GameContext ctx, PlayerId player, List<Move> out);
  }

  /** Filters generated deployment moves. Any deny wins. */
  @FunctionalInterface
  public interface DeployFilter {
    /** True if {@code move} stays legal. */
    boolean allows(GameContext ctx, PlayerId player, Move move);
  }

  /** Handles a module's own move kind (exactly one handler per move class). */
  @FunctionalInterface
  public interface MoveHandler<M extends Move> {
    /** Applies a legal move. */
    void apply(M move, TurnContext ctx);
  }

  /** Runs an automatic step (exactly one handler per step class). The step is already popped. */
  @FunctionalInterface
  public interface StepHandler<S extends Step> {
    /** Runs the step; it may push further steps, itself at a later stage too. */
    void run(S step, TurnContext ctx);
  }

  /** Handles a decision step (exactly one handler per step class). */
  public interface DecisionHandler<S extends DecisionStep> {
    /** Adds the legal moves, in a documented order. */
    void legalMoves(S step, GameContext ctx, List<Move> out);

    /** Applies a legal move; the step is already popped. */
    void apply(S step, Move move, TurnContext ctx);
  }

  /** Handles a chance step (exactly one handler per step class). */
  public interface ChanceHandler<S extends ChanceStep> {
    /** Adds the outcomes with integer weights. */
    void outcomes(S step, GameContext ctx, List<ChanceOutcome> out);

    /** Applies an outcome; the step is already popped. */
    void apply(S step, Move outcome, TurnContext ctx);
  }

  /** The base value of a feature kind when scored (exactly one per kind). */
  @FunctionalInterface
  public interface FeatureScorer {
    /** The points each winner gets: {@code completed} during play, else in final scoring. */
    int value(Feature feature, boolean completed, GameContext ctx);
  }

  /** Changes a feature's value (inn, cathedral, besieged city). Folded in module order. */
  @FunctionalInterface
  public interface ScoreModifier {
    /** The new value. */
    int modify(Feature feature, boolean completed, int value, GameContext ctx);
  }

  /** Runs at a stage of a scoring job; may push decisions. Folded in module order. */
  @FunctionalInterface
  public interface ScoringHook {
    /** Runs the hook for {@code job}. */
    void run(ScoringJob job, Feature feature, TurnContext ctx);
  }

  /** Decides whether a feature of a kind is complete (exactly one per kind). */
  @FunctionalInterface
  public interface CompletionRule {
    /**
     * Complete when the feature has no open edge (the rule of roads and cities). Declaring this
     * very instance, rather than an equal lambda, lets the engine check it without making a
     * feature view.
     */
    CompletionRule CLOSED = feature -> feature.openEdges() == 0;

    /**
     * Complete when all 8 cells around the feature's tile hold tiles (the rule of cloisters;
     * never, for a feature that touches a side of its tile). Declaring this very instance, rather
     * than an equal lambda, lets the engine check it without making a feature view.
     */
    CompletionRule SURROUNDED = feature -> feature.neighbours() == 8;

    /** True if complete. */
    boolean isComplete(Feature feature);
  }

  /**
   * Sees an award before it is booked. Returns the award to book (changed or not), or null if it
   * took the award over (it pushed a decision and will call {@link TurnContext#commitAward}).
   * Folded in module order.
   */
  @FunctionalInterface
  public interface AwardInterceptor {
    /** The award to pass on, or null. */
    Award intercept(Award award, TurnContext ctx);
  }

  /** Sees every booked award (the Messages' dark spaces, King and Robber). Module order. */
  @FunctionalInterface
  public interface AwardObserver {
    /** Observes a booked award. */
    void booked(Award award, TurnContext ctx);
  }

  /** The strength of a figure kind in a feature (exactly one per kind; 0 never counts). */
  @FunctionalInterface
  public interface Strength {
    /** The strength. */
    int strength(Figure figure, Feature feature, GameContext ctx);
  }

  /** Runs when a figure leaves the board (the builder and pig follow). Folded in module order. */
  @FunctionalInterface
  public interface FigureLeaves {
    /** Reacts to {@code figure} having left {@code from}. */
    void left(Figure figure, Location from, TurnContext ctx);
  }

  /**
   * Decides who plays next and whether the game ends. Folded in module order: each hook gets the
   * proposal of the previous one (the first gets the next seat, and game over when no drawable
   * tile is left).
   */
  @FunctionalInterface
  public interface Succession {
    /** The next turn's proposal. */
    Next next(GameContext ctx, Next proposed);
  }

  /**
   * Who plays next.
   *
   * @param player the next active player
   * @param gameOver true to go to final scoring instead
   */
  public record Next(PlayerId player, boolean gameOver) {}
}
