package io.github.carcassonne.spi;

import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.Optional;
import java.util.Set;

/**
 * Where a module registers its hooks and data while a rule set is built. Each method says how
 * registrations by several modules combine; "module order" is the order the rule set builder
 * computes from {@code requires}, {@code after} and {@code before}, ties broken by module id.
 *
 * <p>A registry is valid only during {@link RuleModule#register}.
 */
public interface HookRegistry {

  /** The value of one of the rule set's options (so registration may depend on options). */
  <T> T option(RuleOption<T> option);

  // ---- data

  /** Makes a tile set's types known (counts go into the bag in a setup hook). */
  void tileSet(TileSet set);

  /** Makes an edge kind known; two kinds with one code are an error. */
  void edgeKind(EdgeKind kind);

  /** Makes a score source known; sheets list sources in registration order. */
  void scoreSource(ScoreSource source);

  /** Declares a module state slot. */
  <T> void stateSlot(StateKey<T> key);

  /** Declares a figure kind and its strength function (exactly one module per kind). */
  void figureKind(FigureKind kind, Hooks.Strength strength);

  /**
   * Declares how a feature kind is scored: its score source and base value (exactly one module
   * per kind). A kind with no scorer is inert.
   */
  void featureScoring(FeatureKind kind, ScoreSource source, Hooks.FeatureScorer scorer);

  /**
   * Declares when features of a kind are complete (exactly one per kind). Roads and cities use
   * {@code f -> f.openEdges() == 0}; a kind with no rule is never complete during play. If
   * {@code dependsOnNeighbours} is true the engine also checks such features on the 8 cells
   * around each placed tile (cloisters).
   */
  void completion(FeatureKind kind, boolean dependsOnNeighbours, Hooks.CompletionRule rule);

  /** Sets how many score tracks each player has (the most any module asks for wins; default 1). */
  void scoreTracks(int tracks);

  /** Declares that the order of features completed at once matters: the active player chooses. */
  void completionOrderMatters();

  // ---- turn phases

  /** Setup. Folded in module order. */
  void onSetup(Hooks.Setup hook);

  /** Start of each turn. Folded in module order. */
  void onStartOfTurn(Hooks.Turn hook);

  /** Moves offered before the draw. Union, module order. */
  void beforeChance(Hooks.MoveGenerator generator);

  /** After a tile is drawn, before it is placed. Folded in module order. */
  void onTileDrawn(Hooks.Turn hook);

  /**
   * Declares edge matching: a tile may lie only where every side it shares with a placed tile
   * shows the same edge kind. The engine checks it from precomputed edge codes before any
   * placement rule (the base game's {@code base.tiles} declares it). Declaring it twice is
   * harmless.
   */
  void edgeMatching();

  /** A placement rule. Any deny wins. */
  void placementRule(Hooks.PlacementRule rule);

  /**
   * A placement rule that concerns only some tile types (the river's rules, say): the engine
   * asks it only when placing a tile of a type {@code appliesTo} accepts, decided once per type
   * when the rule set is built. Any deny wins.
   */
  void placementRule(
      java.util.function.Predicate<io.github.carcassonne.tile.TileType> appliesTo,
      Hooks.PlacementRule rule);

  /** After the drawn tile is placed, before deployment. Folded in module order. */
  void onTilePlaced(Hooks.Turn hook);

  /** Deployment moves. Union in module order. */
  void deployOptions(Hooks.DeployGenerator generator);

  /**
   * Deployment moves by the base game's rule, in module order with those of {@link
   * #deployOptions}: after a placement, a figure of {@code kind} onto each segment of the tile
   * just placed whose feature kind is one of {@code kinds} and whose feature has no figures, if
   * the player has one in supply; in segment order, each {@code new Move.Deploy(kind, new
   * Location.OnFeature(position, spot))} with the segment's canonical spot. The same moves as the
   * generator this default registers, which asks the context; the engine lists them from its
   * own tables instead (the follower and large follower options use it).
   */
  default void deployOnEmptyFeatures(FigureKind kind, Set<FeatureKind> kinds) {
    ImmutableSet<FeatureKind> set = ImmutableSet.copyOf(kinds);
    deployOptions(
        (ctx, player, out) -> {
          Optional<Position> at = ctx.placedThisTurn();
          if (at.isEmpty() || ctx.supply(player, kind) <= 0) {
            return;
          }
          Position pos = at.get();
          Optional<PlacedTile> tile = ctx.tileAt(pos);
          if (tile.isEmpty()) {
            return;
          }
          int occupied = ctx.occupiedSegments(pos);
          TileType type = tile.get().type();
          for (int s = 0; s < type.segments().size(); s++) {
            if ((occupied & (1 << s)) == 0 && set.contains(type.segments().get(s).kind())) {
              Optional<String> spot = ctx.spot(pos, s);
              if (spot.isPresent()) {
                out.add(new Move.Deploy(kind, new Location.OnFeature(pos, spot.get())));
              }
            }
          }
        });
  }

  /** Deployment filter. Any deny wins. */
  void deployFilter(Hooks.DeployFilter filter);

  /**
   * How the module's own moves are read from game records. Union; two syntaxes owning one move
   * word are an error. {@link io.github.carcassonne.RuleSet#moveSyntaxes()} lists them.
   */
  void moveSyntax(io.github.carcassonne.notation.MoveSyntax syntax);

  /** The handler of a module's move kind. Exactly one per class. */
  <M extends Move> void moveHandler(Class<M> type, Hooks.MoveHandler<M> handler);

  /** The handler of an automatic step kind. Exactly one per class. */
  <S extends Step> void stepHandler(Class<S> type, Hooks.StepHandler<S> handler);

  /** The handler of a decision step kind. Exactly one per class. */
  <S extends DecisionStep> void decisionHandler(Class<S> type, Hooks.DecisionHandler<S> handler);

  /** The handler of a chance step kind. Exactly one per class. */
  <S extends ChanceStep> void chanceHandler(Class<S> type, Hooks.ChanceHandler<S> handler);

  /** A value modifier. Folded in module order after the base value. */
  void scoreModifier(Hooks.ScoreModifier modifier);

  /** A hook at a stage of every scoring job. Folded in module order. */
  void scoringHook(ScoringJob.Stage stage, Hooks.ScoringHook hook);

  /** An award interceptor. Folded in module order. */
  void awardInterceptor(Hooks.AwardInterceptor interceptor);

  /** An award observer. Module order. */
  void awardObserver(Hooks.AwardObserver observer);

  /** Runs when a figure leaves the board. Folded in module order. */
  void onFigureLeaves(Hooks.FigureLeaves hook);

  /** End of each turn, after scoring. Folded in module order. */
  void onEndOfTurn(Hooks.Turn hook);

  /** Who plays next, and whether the game ends. Folded in module order. */
  void succession(Hooks.Succession hook);

  /**
   * Final scoring, after incomplete features with figures have been scored. Folded in module
   * order.
   */
  void onFinalScoring(Hooks.Turn hook);
}
