package io.github.carcassonne.base;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code base.fields}: fields are never complete; at the end, farmers score the completed cities
 * their field touches, by the era of {@code base.farm-era} (third by default: each field on its
 * own, 3 per completed adjacent city to the field's majority). Without {@code base.farmers} fields
 * score nothing.
 *
 * <p>In the third era fields score through the ordinary final-scoring jobs (so
 * {@link io.github.carcassonne.Engine#value} gives a field's worth); in the first and second eras
 * the scoring looks across fields, so this module scores them in its final-scoring hook and a
 * field's own value reads 0.
 */
public final class FieldsModule implements RuleModule {
  /** The module id. */
  public static final String ID = "base.fields";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Fields: farmers score completed cities at the end (farm-era option)")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public FieldsModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
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

  @Override
  public void register(HookRegistry registry) {
    registry.scoreSource(ScoreSource.FIELD);
    if (!registry.option(BaseGame.FARMERS)) {
      return;
    }
    BaseGame.FarmEra era = registry.option(BaseGame.FARM_ERA);
    if (era == BaseGame.FarmEra.THIRD) {
      registry.featureScoring(
          FeatureKind.FIELD,
          ScoreSource.FIELD,
          (f, completed, ctx) -> 3 * ctx.completedAdjacent(f, FeatureKind.CITY));
      return;
    }
    registry.featureScoring(FeatureKind.FIELD, ScoreSource.FIELD, (f, completed, ctx) -> 0);
    if (era == BaseGame.FarmEra.SECOND) {
      registry.onFinalScoring(FieldsModule::secondEra);
    } else {
      registry.onFinalScoring(FieldsModule::firstEra);
    }
  }

  private static List<Feature> occupiedFields(GameContext ctx) {
    List<Feature> out = new ArrayList<>();
    for (Feature f : ctx.occupiedFeatures()) {
      if (f.kind().equals(FeatureKind.FIELD)) {
        out.add(f);
      }
    }
    return out;
  }

  /** Second era: per field, 3 per completed city, but a city pays a player only once. */
  private static void secondEra(TurnContext ctx) {
    Set<String> paid = new HashSet<>();
    for (Feature field : occupiedFields(ctx)) {
      ImmutableList<PlayerId> winners = ctx.majority(field);
      List<Feature> cities = completedCities(field);
      for (PlayerId p : winners) {
        int points = 0;
        for (Feature city : cities) {
          if (paid.add(p.seat() + "@" + city.id())) {
            points += 3;
          }
        }
        if (points > 0) {
          ctx.award(p, points, ScoreSource.FIELD, field.id());
        }
      }
    }
  }

  /** First era: each completed city pays 4 to the farmer majority over all fields touching it. */
  private static void firstEra(TurnContext ctx) {
    List<Feature> fields = occupiedFields(ctx);
    List<Feature> cities = new ArrayList<>();
    for (Feature f : ctx.features()) {
      if (f.kind().equals(FeatureKind.CITY) && f.isComplete()) {
        cities.add(f);
      }
    }
    for (Feature city : cities) {
      int[] strength = new int[ctx.playerCount()];
      int best = 0;
      for (Feature field : fields) {
        boolean touches = false;
        for (Feature c : field.adjacent(FeatureKind.CITY)) {
          touches |= c.id().equals(city.id());
        }
        if (!touches) {
          continue;
        }
        for (Figure fig : field.figures()) {
          if (fig.owner().isPresent()) {
            int seat = fig.owner().get().seat();
            strength[seat] += ctx.strength(fig);
            best = Math.max(best, strength[seat]);
          }
        }
      }
      if (best == 0) {
        continue;
      }
      FeatureId id = city.id();
      for (int p = 0; p < strength.length; p++) {
        if (strength[p] == best) {
          ctx.award(PlayerId.of(p), 4, ScoreSource.FIELD, id);
        }
      }
    }
  }
}
