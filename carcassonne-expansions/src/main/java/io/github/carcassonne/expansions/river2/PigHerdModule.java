package io.github.carcassonne.expansions.river2;

import io.github.carcassonne.PlayerId;
import io.github.carcassonne.base.BaseGame;
import io.github.carcassonne.base.FieldsModule;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code pig-herd}: a field with a pig herd (a field segment with the attribute {@code pigherd},
 * River II's tile {@code river-2:II+}) pays every farmer who wins it 1 more point per completed
 * city it touches, as if each of them had a pig there (rules reference §2.2, §16; JCloisterZone
 * {@code Field.java}). Several herds in one field do not stack; a herd stacks with a player's own
 * pig (both add 1 per city), as in JCloisterZone.
 *
 * <p>In the current farm era ({@code base.farm-era=third}) the herd changes the field's value (so
 * {@link io.github.carcassonne.Engine#value} reports it). In the first and second eras, where
 * {@code base.fields} scores fields in a final-scoring hook, this module awards the bonus in a
 * final-scoring hook of its own to the field's majority, 1 per completed city touching the field
 * (rule doubt: no source describes herds with the old farm rules). Without farmers the herd does
 * nothing. Points are field points ({@link ScoreSource#FIELD}).
 */
public final class PigHerdModule implements RuleModule {
  /** The module id. */
  public static final String ID = "pig-herd";

  /** The field segment attribute that marks a pig herd. */
  public static final String PIGHERD = "pigherd";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Pig herd: the farmers who win its field score 1 more per completed city")
          .after(FieldsModule.ID)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public PigHerdModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    if (!registry.option(BaseGame.FARMERS)) {
      return;
    }
    if (registry.option(BaseGame.FARM_ERA) == BaseGame.FarmEra.THIRD) {
      registry.scoreModifier(
          (feature, completed, value, ctx) ->
              hasHerd(feature) ? value + completedCities(feature) : value);
    } else {
      registry.onFinalScoring(PigHerdModule::oldEras);
    }
  }

  private static boolean hasHerd(Feature feature) {
    return feature.kind().equals(FeatureKind.FIELD) && feature.attribute(PIGHERD) > 0;
  }

  private static int completedCities(Feature field) {
    int n = 0;
    for (Feature city : field.adjacent(FeatureKind.CITY)) {
      if (city.isComplete()) {
        n++;
      }
    }
    return n;
  }

  private static void oldEras(TurnContext ctx) {
    for (Feature f : ctx.occupiedFeatures()) {
      if (!hasHerd(f)) {
        continue;
      }
      int bonus = completedCities(f);
      if (bonus == 0) {
        continue;
      }
      for (PlayerId p : ctx.majority(f)) {
        ctx.award(p, bonus, ScoreSource.FIELD, f.id());
      }
    }
  }
}
