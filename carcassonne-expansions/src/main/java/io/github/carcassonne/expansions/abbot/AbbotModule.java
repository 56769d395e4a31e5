package io.github.carcassonne.expansions.abbot;

import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.base.CloistersModule;
import io.github.carcassonne.base.FollowersModule;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import java.util.List;
import java.util.Optional;

/**
 * {@code abbot} (requires {@code gardens}): every player has one abbot (figure kind {@link #ABBOT},
 * strength 1 in cloisters and gardens), rules reference §3.
 *
 * <ul>
 *   <li><b>Deployment.</b> After placing a tile the player may deploy the abbot, instead of any
 *       other figure, on a cloister or a garden of that tile that has no figure on it (the
 *       {@code deploy abbot x,y C} moves come after the followers' deployments). Only the
 *       abbot may stand on a garden ({@code gardens} enforces it); the abbot may stand nowhere
 *       else.
 *   <li><b>Scoring.</b> A cloister or garden with the abbot scores for its owner like one with a
 *       monk: 9 when completed (the abbot returns), 1 plus its neighbours at the end.
 *   <li><b>Recall.</b> In a turn where the player deploys no figure, he may instead take the abbot
 *       back from the board: the move {@link RecallAbbot} ({@code recall-abbot x,y C}) is offered
 *       among the deployment moves, after the abbot's deployments. The abbot's
 *       feature is scored at once at its final-scoring value (1 plus its neighbours) through an
 *       ordinary scoring job ({@code completed = false}), so score modifiers, award interceptors
 *       and observers see it as usual and the points carry the feature's own source
 *       ({@code cloister} or {@code garden}); then the abbot goes back to supply. The module emits
 *       {@link AbbotRecalled} first.
 * </ul>
 *
 * <p>Doubts, and the defaults chosen:
 *
 * <ul>
 *   <li>Who scores a recall: the scoring job's majority decides, as for every feature. Nobody can
 *       join the abbot (cloisters and gardens never merge and an occupied one takes no further
 *       figure), so in practice the abbot's owner scores alone.
 *   <li>The recall is a deployment-step action, so it needs a placed tile: in a turn whose tile
 *       was discarded with no other tile placed there is no deployment step and no recall. On a
 *       builder's double turn each placement has its own deployment step, so a player may recall
 *       the abbot in one and deploy it again in the other.
 *   <li>The recall value is 1 plus the neighbours even when the tile just placed surrounds the
 *       abbot's cloister (then it is 9 anyway; the completion that follows finds no figure).
 *   <li>The tile mix is not this module's: {@code base.gardens=true} swaps in the second-edition
 *       garden tiles (the C2 box, where the abbot comes from, has them). {@code base + abbot}
 *       without it is a valid game in which the abbot can go only to cloisters (and to the
 *       gardens of other sets' tiles). The module does not set or require the option: a module
 *       cannot change another module's default, and refusing the rule set without it would make
 *       the plain {@code base,abbot} fail.
 *   <li>Other cloister-like features (abbeys, shrines) of later modules are not offered to the
 *       abbot: it takes features of kind {@code cloister} and {@code garden} only.
 * </ul>
 */
public final class AbbotModule implements RuleModule {
  /** The module id. */
  public static final String ID = "abbot";

  /** The abbot's figure kind. */
  public static final FigureKind ABBOT = GardensModule.ABBOT;

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Abbot: one each, on cloisters and gardens; recall it to score at once")
          .requires(GardensModule.ID)
          .after(GardensModule.ID, FollowersModule.ID, CloistersModule.ID)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public AbbotModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  /** True if the abbot may stand on features of this kind. */
  static boolean abbotKind(FeatureKind kind) {
    return kind.equals(FeatureKind.CLOISTER) || kind.equals(FeatureKind.GARDEN);
  }

  @Override
  public void register(HookRegistry registry) {
    registry.figureKind(ABBOT, (figure, feature, ctx) -> abbotKind(feature.kind()) ? 1 : 0);
    registry.onSetup(ctx -> ctx.addFigures(ABBOT, 1));
    // the base game's rule for the abbot's kinds, then the recall move
    registry.deployOnEmptyFeatures(
        ABBOT, ImmutableSet.of(FeatureKind.CLOISTER, FeatureKind.GARDEN));
    registry.deployOptions(AbbotModule::recallOption);
    registry.moveSyntax(new AbbotMoveSyntax());
    registry.moveHandler(RecallAbbot.class, AbbotModule::recall);
    registry.stepHandler(
        ReturnAbbot.class,
        (step, ctx) -> {
          for (Figure f : ctx.figures()) {
            if (f.id() == step.figure() && !f.inSupply()) {
              ctx.returnToSupply(f.id());
            }
          }
        });
  }

  /** The recall move, after the abbot's deployments (listed by the engine, see register). */
  private static void recallOption(GameContext ctx, PlayerId player, List<Move> out) {
    abbotOnBoard(ctx, player)
        .ifPresent(f -> out.add(RecallAbbot.of((Location.OnFeature) f.location())));
  }

  /** The player's abbot if it stands on a feature. */
  static Optional<Figure> abbotOnBoard(GameContext ctx, PlayerId player) {
    if (ctx.supply(player, ABBOT) > 0) {
      return Optional.empty(); // one abbot each: in supply means not on the board
    }
    for (Figure f : ctx.figures()) {
      if (f.kind().equals(ABBOT)
          && f.owner().equals(Optional.of(player))
          && f.location() instanceof Location.OnFeature) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  private static void recall(RecallAbbot move, TurnContext ctx) {
    PlayerId player = ctx.activePlayer();
    Figure abbot =
        abbotOnBoard(ctx, player)
            .filter(f -> f.location().equals(move.location()))
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "no abbot of " + player + " at " + move.location().notation()));
    Feature feature = null;
    for (Feature f : ctx.featuresOn(move.position())) {
      if (f.figures().contains(abbot)) {
        feature = f;
      }
    }
    if (feature == null) {
      throw new IllegalStateException("the abbot " + abbot + " stands on no feature");
    }
    ctx.emit(new AbbotRecalled(player, feature.id(), feature.kind()));
    ctx.push(new ReturnAbbot(abbot.id()));
    ctx.scoreFeature(feature.id(), false);
  }
}
