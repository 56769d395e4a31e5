package io.github.carcassonne.expansions.innscathedrals;

import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;

/**
 * {@code inns-cathedrals}: the bundle of Inns &amp; Cathedrals (rules reference §4): {@code inns},
 * {@code cathedrals}, {@code large-follower} and the tiles {@code inns-cathedrals.tiles}. Play it
 * with the base game: {@code RuleSet.of("base", "inns-cathedrals")}.
 *
 * <p>The options belong to the modules, so that a set that requires only one of them (River II's
 * inn tile requires {@code inns}) has it too: {@code inns.incomplete} and
 * {@code cathedrals.incomplete}, each {@code zero} (official, default) or {@code normal} (a house
 * rule: open roads with inns and open cities with cathedrals score as if they had none).
 *
 * <p>The set's sixth player colour needs nothing here: the engine allows 2 to 6 players with or
 * without it. The 50/100 point tiles are the score track's business; scores are unbounded.
 */
public final class InnsCathedrals implements RuleModule {
  /** The bundle id. */
  public static final String ID = "inns-cathedrals";

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Inns & Cathedrals: inns, cathedrals, the large follower and 18 tiles")
          .bundle(InnsModule.ID, CathedralsModule.ID, LargeFollowerModule.ID, InnsCathedralsTiles.ID)
          .build();

  /** Creates the bundle; {@link java.util.ServiceLoader} calls this. */
  public InnsCathedrals() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    // a bundle registers nothing
  }
}
