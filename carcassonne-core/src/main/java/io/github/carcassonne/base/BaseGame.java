package io.github.carcassonne.base;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import java.util.Map;

/**
 * The base game as a bundle, id {@code base}: {@code base.tiles} (the 72-tile catalog, start
 * tile, edge matching), {@code base.followers} (7 followers each, strength 1, deployment),
 * {@code base.roads}, {@code base.cities}, {@code base.cloisters} and {@code base.fields}.
 *
 * <p>Its options, shared by its parts:
 *
 * <ul>
 *   <li>{@code base.farmers} (default {@code true}): followers may be deployed on fields and
 *       fields score at the end.
 *   <li>{@code base.farm-era} (default {@code third}): how fields score, by the era of the farmer
 *       rule (rules reference §1.4): {@code third} 3 per completed city per field; {@code second}
 *       3 per completed city, a city paying a player at most once; {@code first} 4 per completed
 *       city to the majority of all fields touching it.
 *   <li>{@code base.two-tile-city} (default {@code four}): a completed city of two tiles scores 4
 *       ({@code four}, current rule) or 2 ({@code two}: 1 per tile and pennant, old printings).
 *   <li>{@code base.gardens} (default {@code false}): use the second-edition tile mix, where one
 *       each of E, H, I, M, N, R, U, V shows a garden (gardens mean nothing without the abbot).
 *   <li>{@code base.followers} (default 7): followers per player.
 * </ul>
 */
public final class BaseGame implements RuleModule, RuleSet.OptionValidator {
  /** The eras of the farmer rule. */
  public enum FarmEra {
    /** First printing: 4 per completed city to the majority of all its fields. */
    FIRST,
    /** Second era: 3 per completed city per field, at most once per city and player. */
    SECOND,
    /** Current rule: 3 per completed city, per field. */
    THIRD
  }

  /** The value of a completed two-tile city. */
  public enum TwoTileCity {
    /** 2 per tile and pennant, like any city: 4 points for two tiles. */
    FOUR,
    /** Old printings: 1 per tile and pennant. */
    TWO
  }

  /** Farmers on or off. */
  public static final RuleOption<Boolean> FARMERS =
      RuleOption.bool("base.farmers", true, "followers may be farmers; fields score at the end");

  /** The farmer-rule era. */
  public static final RuleOption<FarmEra> FARM_ERA =
      RuleOption.choice(
          "base.farm-era", FarmEra.class, FarmEra.THIRD, "how fields score (rules reference 1.4)");

  /** The two-tile city value. */
  public static final RuleOption<TwoTileCity> TWO_TILE_CITY =
      RuleOption.choice(
          "base.two-tile-city",
          TwoTileCity.class,
          TwoTileCity.FOUR,
          "a completed two-tile city scores 4 (four) or 2 (two)");

  /** Second-edition garden tiles. */
  public static final RuleOption<Boolean> GARDENS =
      RuleOption.bool(
          "base.gardens", false, "one each of E H I M N R U V shows a garden (second edition)");

  /** Followers per player. */
  public static final RuleOption<Integer> FOLLOWERS =
      RuleOption.integer("base.followers", 7, 1, 20, "followers per player");

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder("base")
          .description("The base game: 72 tiles, roads, cities, cloisters and fields")
          .bundle(
              TilesModule.ID,
              FollowersModule.ID,
              RoadsModule.ID,
              CitiesModule.ID,
              CloistersModule.ID,
              FieldsModule.ID)
          .options(FARMERS, FARM_ERA, TWO_TILE_CITY, GARDENS, FOLLOWERS)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public BaseGame() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    // a bundle registers nothing
  }

  @Override
  public void validate(Map<String, Object> values) {
    if (Boolean.FALSE.equals(values.get(FARMERS.key()))
        && values.get(FARM_ERA.key()) != FarmEra.THIRD) {
      throw new IllegalArgumentException(
          "options base.farm-era and base.farmers=false cannot be combined: without farmers no"
              + " field scores");
    }
  }
}
