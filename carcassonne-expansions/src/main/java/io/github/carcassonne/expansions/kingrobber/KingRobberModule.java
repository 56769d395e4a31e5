package io.github.carcassonne.expansions.kingrobber;

import io.github.carcassonne.PlayerId;
import io.github.carcassonne.base.CitiesModule;
import io.github.carcassonne.base.RoadsModule;
import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.ScoringJob;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import java.util.Optional;

/**
 * {@code king-robber}: the King and the Robber (Baron) tokens and the set's 5 land tiles, rules
 * reference §10.
 *
 * <ul>
 *   <li><b>King.</b> The player who places the tile that completes a city with more tiles than any
 *       city completed before takes the king (the first completed city sets the first record).
 *       A city of equal size leaves the token where it is: only a strictly larger one takes it.
 *   <li><b>Robber.</b> The same for roads and the robber.
 *   <li>The placing player takes the token whoever owns the feature, also when nobody has a
 *       figure on it. Tokens and records are public state ({@link #KING}, {@link #ROBBER}); every
 *       new record emits {@link TokenTaken}.
 *   <li><b>Final scoring.</b> The king's holder scores 1 point per completed city on the board,
 *       the robber's holder 1 per completed road, under the score source {@link #SOURCE}
 *       ({@code king-robber}), after the features' own final scoring.
 *   <li><b>Tiles.</b> With {@code king-robber.tiles} (default {@code true}) the 5 land tiles of
 *       {@code king-robber.tiles} go into the base game's pile ({@code main}).
 * </ul>
 *
 * <p>Doubts, and the defaults chosen:
 *
 * <ul>
 *   <li>"Completes" is the tile placement that completes the feature: the module watches every
 *       scoring job of a completed feature during play (not final scoring, where nothing is
 *       completed) and credits the active player.
 *   <li>Several features completed by one tile are taken in the order they are scored; the
 *       outcome is the same in any order, because a token only moves to the active player.
 *   <li>The reference's house variants of the final scoring (JCloisterZone's {@code 10/20},
 *       {@code 15/40} and {@code continuously}) are not implemented and have no option: the
 *       reference names them but does not say what they award, so there is no rule to implement.
 *       Only the official rule (1 point per completed feature) is played.
 *   <li>The City of Carcassonne's +1 for the king (with the Count) is left to the Count's module.
 *   <li>Retailer text that tied records "share" the token is not supported by any rule text: a
 *       tie keeps the current holder.
 * </ul>
 */
public final class KingRobberModule implements RuleModule {
  /** The module id. */
  public static final String ID = "king-robber";

  /** The tile resource, in this package. */
  public static final String RESOURCE = "king-robber.tiles";

  /** The score source of the tokens' points. */
  public static final ScoreSource SOURCE = ScoreSource.of("king-robber");

  /** The king: holder and the largest completed city in tiles. */
  public static final StateKey<TokenState> KING =
      StateKey.of("king-robber.king", TokenState.class, TokenState.NONE);

  /** The robber: holder and the longest completed road in tiles. */
  public static final StateKey<TokenState> ROBBER =
      StateKey.of("king-robber.robber", TokenState.class, TokenState.NONE);

  /** Whether the set's land tiles are played. */
  public static final RuleOption<Boolean> TILES =
      RuleOption.bool("king-robber.tiles", true, "add the set's 5 land tiles to the bag");

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("King & Robber: tokens for the largest city and longest road; 5 tiles")
          .after(TilesModule.ID, CitiesModule.ID, RoadsModule.ID)
          .options(TILES)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public KingRobberModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  /**
   * The set's tiles. Parsed once, on first use.
   *
   * @return the King &amp; Robber tile set
   */
  public static TileSet tiles() {
    return Holder.SET;
  }

  /** Lazy holder of the tile set. */
  private static final class Holder {
    static final TileSet SET = TileFormat.resource(KingRobberModule.class, RESOURCE);
  }

  @Override
  public void register(HookRegistry registry) {
    registry.scoreSource(SOURCE);
    registry.stateSlot(KING);
    registry.stateSlot(ROBBER);
    if (registry.option(TILES)) {
      TileSet set = tiles();
      registry.tileSet(set);
      registry.onSetup(
          ctx -> {
            TilesModule.putInBag(ctx, set, TilesModule.PILE);
          });
    }
    registry.scoringHook(
        ScoringJob.Stage.BEFORE_MAJORITY,
        (job, feature, ctx) -> {
          if (job.completed() && !ctx.isFinalScoring()) {
            if (feature.kind().equals(FeatureKind.CITY)) {
              record(ctx, Token.KING, KING, feature);
            } else if (feature.kind().equals(FeatureKind.ROAD)) {
              record(ctx, Token.ROBBER, ROBBER, feature);
            }
          }
        });
    registry.onFinalScoring(KingRobberModule::finalPoints);
  }

  private static void record(TurnContext ctx, Token token, StateKey<TokenState> key, Feature f) {
    TokenState now = ctx.get(key);
    int size = f.tileCount();
    if (size <= now.record()) {
      return;
    }
    PlayerId player = ctx.activePlayer();
    ctx.set(key, new TokenState(Optional.of(player), size));
    ctx.emit(new TokenTaken(token, player, now.holder(), f.id(), size));
  }

  /**
   * The tokens' final scoring: the king's holder scores the completed cities, then the robber's
   * holder the completed roads. One pass over the features counts both.
   */
  private static void finalPoints(TurnContext ctx) {
    Optional<PlayerId> king = ctx.get(KING).holder();
    Optional<PlayerId> robber = ctx.get(ROBBER).holder();
    if (king.isEmpty() && robber.isEmpty()) {
      return;
    }
    int cities = 0;
    int roads = 0;
    for (Feature f : ctx.features()) {
      FeatureKind kind = f.kind();
      if (kind.equals(FeatureKind.CITY)) {
        if (king.isPresent() && f.isComplete()) {
          cities++;
        }
      } else if (kind.equals(FeatureKind.ROAD)) {
        if (robber.isPresent() && f.isComplete()) {
          roads++;
        }
      }
    }
    if (cities > 0) {
      ctx.award(king.get(), cities, SOURCE, null);
    }
    if (roads > 0) {
      ctx.award(robber.get(), roads, SOURCE, null);
    }
  }
}
