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
  provides io.github.carcassonne.spi.RuleModule with
      io.github.carcassonne.expansions.innscathedrals.InnsModule,
      io.github.carcassonne.expansions.innscathedrals.CathedralsModule,
      io.github.carcassonne.expansions.innscathedrals.LargeFollowerModule,
      io.github.carcassonne.expansions.innscathedrals.InnsCathedralsTiles,
      io.github.carcassonne.expansions.innscathedrals.InnsCathedrals;
}
