/**
 * Carcassonne expansions as rule modules for the core engine. Each expansion lives in a package
 * {@code io.github.carcassonne.expansions.<name>}, exported here; a package with a tile file is
 * opened to the core, which reads the file. Every module is provided in the one {@code provides}
 * clause below (Java allows one per service) and listed in
 * {@code META-INF/services/io.github.carcassonne.spi.RuleModule} for class-path users.
 */
module io.github.carcassonne.expansions {
  requires transitive io.github.carcassonne.core;

  exports io.github.carcassonne.expansions.abbot;
  exports io.github.carcassonne.expansions.innscathedrals;
  exports io.github.carcassonne.expansions.kingrobber;
  exports io.github.carcassonne.expansions.messages;
  exports io.github.carcassonne.expansions.river;
  exports io.github.carcassonne.expansions.river2;
  exports io.github.carcassonne.expansions.tradersbuilders;
  exports io.github.carcassonne.expansions.wheel;

  opens io.github.carcassonne.expansions.innscathedrals to io.github.carcassonne.core;
  opens io.github.carcassonne.expansions.kingrobber to io.github.carcassonne.core;
  opens io.github.carcassonne.expansions.river to io.github.carcassonne.core;
  opens io.github.carcassonne.expansions.river2 to io.github.carcassonne.core;
  opens io.github.carcassonne.expansions.tradersbuilders to io.github.carcassonne.core;
  opens io.github.carcassonne.expansions.wheel to io.github.carcassonne.core;

  provides io.github.carcassonne.spi.RuleModule with
      // Abbot and gardens
      io.github.carcassonne.expansions.abbot.GardensModule,
      io.github.carcassonne.expansions.abbot.AbbotModule,
      // Inns & Cathedrals
      io.github.carcassonne.expansions.innscathedrals.InnsModule,
      io.github.carcassonne.expansions.innscathedrals.CathedralsModule,
      io.github.carcassonne.expansions.innscathedrals.LargeFollowerModule,
      io.github.carcassonne.expansions.innscathedrals.InnsCathedralsTiles,
      io.github.carcassonne.expansions.innscathedrals.InnsCathedrals,
      // King & Robber
      io.github.carcassonne.expansions.kingrobber.KingRobberModule,
      // The Messages
      io.github.carcassonne.expansions.messages.MessagesModule,
      // The River, The River II
      io.github.carcassonne.expansions.river.RiverCourseModule,
      io.github.carcassonne.expansions.river.RiverModule,
      io.github.carcassonne.expansions.river2.River2Module,
      io.github.carcassonne.expansions.river2.PigHerdModule,
      // Traders & Builders
      io.github.carcassonne.expansions.tradersbuilders.TradersBuilders,
      io.github.carcassonne.expansions.tradersbuilders.TradersBuildersTiles,
      io.github.carcassonne.expansions.tradersbuilders.TradeGoodsModule,
      io.github.carcassonne.expansions.tradersbuilders.BuilderModule,
      io.github.carcassonne.expansions.tradersbuilders.PigModule,
      // Wheel of Fortune
      io.github.carcassonne.expansions.wheel.WheelBoardModule,
      io.github.carcassonne.expansions.wheel.WheelTilesModule,
      io.github.carcassonne.expansions.wheel.WheelOfFortuneModule;
}
