package io.github.carcassonne.expansions.innscathedrals;

import io.github.carcassonne.base.RoadsModule;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.tile.FeatureKind;

/**
 * {@code inns}: a road with at least one inn (a road segment with the attribute {@code inn})
 * scores 2 per tile when completed and nothing when it is still open in final scoring (rules
 * reference §4). Several inns on one road do not stack: the road is worth 2 per tile whether it
 * shows one inn or three.
 *
 * <p>The module is a {@link io.github.carcassonne.spi.Hooks.ScoreModifier} on roads: it sets the
 * value from the feature ({@code 2 * tileCount()}) rather than scaling the value it receives, so
 * a module that changes road values further should order itself {@code after("inns")}. The tiles
 * that show inns belong to tile modules ({@code inns-cathedrals.tiles}, River II); this module
 * adds no tile.
 *
 * <p>Option {@code inns.incomplete}: {@code zero} (official, default) or {@code normal} (house
 * rule seen in JCloisterZone-F: an open road with an inn scores 1 per tile like any road).
 *
 * <p>Doubts, and the defaults chosen: an inn on a road whose segment is cut by a cloister or a
 * junction belongs only to the road stub that carries the {@code inn} attribute (the tile file
 * says which). The inn counts wherever the road is scored, also for a road that is scored by
 * another module's job (no such module exists yet).
 */
public final class InnsModule implements RuleModule {
  /** The module id. */
  public static final String ID = "inns";

  /** The road segment attribute that marks an inn. */
  public static final String INN = "inn";

  /** What an open road with an inn scores at the end. */
  public static final RuleOption<Incomplete> INCOMPLETE =
      RuleOption.choice(
          "inns.incomplete",
          Incomplete.class,
          Incomplete.ZERO,
          "an open road with an inn scores nothing at the end (zero) or 1 per tile (normal)");

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Inns: a road with an inn scores 2 per tile completed, 0 if open at the end")
          .requires(RoadsModule.ID)
          .after(RoadsModule.ID)
          .options(INCOMPLETE)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public InnsModule() {}

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
    if (!feature.kind().equals(FeatureKind.ROAD) || feature.attribute(INN) == 0) {
      return value;
    }
    if (completed) {
      return 2 * feature.tileCount();
    }
    return zero ? 0 : value;
  }
}
