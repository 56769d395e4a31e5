package io.github.carcassonne.expansions.tradersbuilders;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.base.BaseGame;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.ScoringJob;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code pig}: one pig per player (figure kind {@code pig}, strength 0) that fattens its owner's
 * farm (rules reference §5, §16).
 *
 * <ul>
 *   <li><b>Deployment.</b> Instead of a follower, a player may deploy the pig onto a field of the
 *       tile just placed where they already have a farmer ({@code deploy pig x,y spot}).
 *   <li><b>Scoring.</b> A player who wins a field and has their pig in it scores 1 more per
 *       completed city the field pays for: 4 instead of 3 (third farm era). The bonus goes to
 *       that player only, as a separate award with source {@code field} right after the
 *       field's own award; several pigs of one player in a field (after fields merge) do not
 *       stack. It composes with River II's pig-herd (+1 per city to every winner of a field
 *       with a pig-herd tile): a winner with a pig in a pig-herd field scores 5 per city, as
 *       JCloisterZone counts it.
 *   <li><b>Farm eras</b> ({@code base.farm-era}). Third (current): per field, as above, added
 *       at the {@code AWARD} stage of the field's final scoring job when the field's value is
 *       positive. Second (3 per city, a city paying a player once): a completed city pays a
 *       player 1 more if that player wins at least one field touching it that holds their pig
 *       (once per player and city). First (4 per city to the farmer majority over all fields
 *       touching it): a winner of a city who has a pig in one of the occupied fields touching
 *       it scores 5 for it. The sources describe the third era only; the other two are this
 *       library's reading of "+1 per city".
 *   <li><b>Return.</b> The pig goes back to supply with its owner's last farmer in its field
 *       (whatever removes it); fields are not scored during play, so otherwise it stays.
 * </ul>
 *
 * <p>Without farmers ({@code base.farmers=false}) no player ever has a farmer, so the pig can
 * never be deployed; the module is then inert.
 */
public final class PigModule implements RuleModule {
  /** The module id. */
  public static final String ID = "pig";

  /** The pig figure kind. */
  public static final FigureKind PIG = FigureKind.of("pig");

  /** Points the pig adds per completed city. */
  public static final int BONUS_PER_CITY = 1;

  private static final ImmutableSet<FeatureKind> KINDS = ImmutableSet.of(FeatureKind.FIELD);

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Pig: its owner's won field pays 4 instead of 3 per completed city")
          .requires("base.followers", "base.fields")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public PigModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    registry.figureKind(PIG, (figure, feature, ctx) -> 0);
    registry.onSetup(ctx -> ctx.addFigures(PIG, 1));
    registry.deployOptions((ctx, player, out) -> Companions.deployOptions(ctx, player, PIG, KINDS, out));
    registry.onFigureLeaves(Companions.returnWithLastFollower(PIG));
    if (!registry.option(BaseGame.FARMERS)) {
      return;
    }
    switch (registry.option(BaseGame.FARM_ERA)) {
      case THIRD ->
          registry.scoringHook(
              ScoringJob.Stage.AWARD,
              (job, feature, ctx) -> {
                if (!feature.kind().equals(FeatureKind.FIELD) || job.value() <= 0) {
                  return;
                }
                int cities = completedCities(feature).size();
                if (cities == 0) {
                  return;
                }
                for (PlayerId p : job.winners()) {
                  if (Companions.has(feature, p, PIG)) {
                    ctx.award(p, BONUS_PER_CITY * cities, ScoreSource.FIELD, feature.id());
                  }
                }
              });
      case SECOND -> registry.onFinalScoring(PigModule::secondEra);
      case FIRST -> registry.onFinalScoring(PigModule::firstEra);
      default -> throw new IllegalStateException("unknown farm era");
    }
  }

  /** The completed cities a field touches. */
  static List<Feature> completedCities(Feature field) {
    List<Feature> out = new ArrayList<>();
    for (Feature city : field.adjacent(FeatureKind.CITY)) {
      if (city.isComplete()) {
        out.add(city);
      }
    }
    return out;
  }

  private static List<Feature> occupiedFields(TurnContext ctx) {
    List<Feature> out = new ArrayList<>();
    for (Feature f : ctx.occupiedFeatures()) {
      if (f.kind().equals(FeatureKind.FIELD)) {
        out.add(f);
      }
    }
    return out;
  }

  /** Second era: +1 per player and completed city won through a field with the player's pig. */
  private static void secondEra(TurnContext ctx) {
    Set<String> paid = new HashSet<>();
    for (Feature field : occupiedFields(ctx)) {
      List<Feature> cities = completedCities(field);
      for (PlayerId p : ctx.majority(field)) {
        if (!Companions.has(field, p, PIG)) {
          continue;
        }
        int points = 0;
        for (Feature city : cities) {
          if (paid.add(p.seat() + "@" + city.id())) {
            points += BONUS_PER_CITY;
          }
        }
        if (points > 0) {
          ctx.award(p, points, ScoreSource.FIELD, field.id());
        }
      }
    }
  }

  /**
   * First era: each completed city pays its farmer majority (over all fields touching it); a
   * winner with a pig in one of those fields gets 1 more.
   */
  private static void firstEra(TurnContext ctx) {
    List<Feature> fields = occupiedFields(ctx);
    for (Feature city : ctx.features()) {
      if (!city.kind().equals(FeatureKind.CITY) || !city.isComplete()) {
        continue;
      }
      int[] strength = new int[ctx.playerCount()];
      boolean[] pig = new boolean[ctx.playerCount()];
      int best = 0;
      for (Feature field : fields) {
        if (!touches(field, city)) {
          continue;
        }
        for (Figure fig : field.figures()) {
          if (fig.owner().isEmpty()) {
            continue;
          }
          int seat = fig.owner().get().seat();
          strength[seat] += ctx.strength(fig);
          best = Math.max(best, strength[seat]);
          pig[seat] |= fig.kind().equals(PIG);
        }
      }
      if (best == 0) {
        continue;
      }
      for (int p = 0; p < strength.length; p++) {
        if (strength[p] == best && pig[p]) {
          ctx.award(PlayerId.of(p), BONUS_PER_CITY, ScoreSource.FIELD, city.id());
        }
      }
    }
  }

  private static boolean touches(Feature field, Feature city) {
    ImmutableList<Feature> cities = field.adjacent(FeatureKind.CITY);
    for (Feature c : cities) {
      if (c.id().equals(city.id())) {
        return true;
      }
    }
    return false;
  }
}
