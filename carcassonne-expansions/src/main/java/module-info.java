/**
 * Carcassonne expansions as rule modules for the core engine. Each expansion lives in a package
 * {@code io.github.carcassonne.expansions.<name>}, exported here and provided as a
 * {@link io.github.carcassonne.spi.RuleModule} once it exists. (The root package holds only its
 * package documentation, and javac refuses to export a package without types.)
 */
module io.github.carcassonne.expansions {
  requires transitive io.github.carcassonne.core;

  // Inns & Cathedrals
  exports io.github.carcassonne.expansions.innscathedrals;
  opens io.github.carcassonne.expansions.innscathedrals to io.github.carcassonne.core;

  // The River, The River II
  exports io.github.carcassonne.expansions.river;
  exports io.github.carcassonne.expansions.river2;
  opens io.github.carcassonne.expansions.river to io.github.carcassonne.core;
  opens io.github.carcassonne.expansions.river2 to io.github.carcassonne.core;

  // one provides clause per service: every set adds its lines here
  provides io.github.carcassonne.spi.RuleModule with
      io.github.carcassonne.expansions.innscathedrals.InnsModule,
      io.github.carcassonne.expansions.river.RiverCourseModule,
      io.github.carcassonne.expansions.river.RiverModule,
      io.github.carcassonne.expansions.river2.River2Module,
      io.github.carcassonne.expansions.river2.PigHerdModule;
}
