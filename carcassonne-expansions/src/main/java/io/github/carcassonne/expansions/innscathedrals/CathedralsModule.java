package io.github.carcassonne.expansions.innscathedrals;

import io.github.carcassonne.base.CitiesModule;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code cathedrals}: a city with at least one cathedral (a city segment with the attribute
 * {@code cathedral}) scores 3 per tile and 3 per pennant when completed, and nothing when it is
 * still open in final scoring (rules reference §4). Two cathedrals in one city do not stack.
 *
 * <p>The module is a {@link io.github.carcassonne.spi.Hooks.ScoreModifier} on cities: it sets the
 * value from the feature ({@code 3 * (tileCount() + attribute("pennant"))}) rather than scaling
 * the value it receives, so a module that changes city values further (a besieged city) should
 * order itself {@code after("cathedrals")}.
 *
 * <p>Option {@code cathedrals.incomplete}: {@code zero} (official, default) or {@code normal}
 * (house rule seen in JCloisterZone-F: an open city with a cathedral scores 1 per tile and
 * pennant like any city).
 *
 * <p>Interactions and doubts, with the defaults chosen:
 *
 * <ul>
 *   <li>{@code base.two-tile-city=two} never meets a cathedral with the set's tiles: the
 *       cathedral tile has city on all four sides, so a closed city with it covers at least five
 *       tiles. Should another set's tile put a cathedral in a two-tile city, the cathedral rule
 *       wins (3 per tile and pennant).
 *   <li>For farmers a cathedral city is an ordinary completed city (3 points per field, or what
 *       {@code base.farm-era} says): fields are scored by {@code base.fields}, which this module
 *       does not touch.
 * </ul>
 */
public final class CathedralsModule implements RuleModule {
  /** The module id. */
  public static final String ID = "cathedrals";

  /** The city segment attribute that marks a cathedral. */
  public static final String CATHEDRAL = "cathedral";

  /** What an open city with a cathedral scores at the end. */
  public static final RuleOption<Incomplete> INCOMPLETE =
      RuleOption.choice(
          "cathedrals.incomplete",
          Incomplete.class,
          Incomplete.ZERO,
          "an open city with a cathedral scores nothing at the end (zero) or 1 per tile and"
              + " pennant (normal)");

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description(
              "Cathedrals: a city with a cathedral scores 3 per tile and pennant completed, 0 if"
                  + " open at the end")
          .requires(CitiesModule.ID)
          .after(CitiesModule.ID)
          .options(INCOMPLETE)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public CathedralsModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    boolean zero = registry.option(INCOMPLETE) == Incomplete.ZERO;
    registry.scoreModifier((feature, completed, value, ctx) -> value(feature, completed, value, zero));
  }

  private static int value(Feature feature, boolean completed, int value, boolean zero) {
    if (!feature.kind().equals(FeatureKind.CITY) || feature.attribute(CATHEDRAL) == 0) {
      return value;
    }
    if (completed) {
      return 3 * (feature.tileCount() + feature.attribute(CitiesModule.PENNANT));
    }
    return zero ? 0 : value;
  }
}
