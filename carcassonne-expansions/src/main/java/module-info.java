/**
 * Carcassonne expansions as rule modules for the core engine. Each expansion lives in a package
 * {@code io.github.carcassonne.expansions.<name>}, exported here and provided as a
 * {@link io.github.carcassonne.spi.RuleModule} once it exists. (The root package holds only its
 * package documentation, and javac refuses to export a package without types.)
 */
module io.github.carcassonne.expansions {
  requires transitive io.github.carcassonne.core;

  // Traders & Builders
  exports io.github.carcassonne.expansions.tradersbuilders;
  opens io.github.carcassonne.expansions.tradersbuilders to io.github.carcassonne.core;

  provides io.github.carcassonne.spi.RuleModule with
      // Traders & Builders
      io.github.carcassonne.expansions.tradersbuilders.TradersBuilders,
      io.github.carcassonne.expansions.tradersbuilders.TradersBuildersTiles,
      io.github.carcassonne.expansions.tradersbuilders.TradeGoodsModule,
      io.github.carcassonne.expansions.tradersbuilders.BuilderModule,
      io.github.carcassonne.expansions.tradersbuilders.PigModule;
}
