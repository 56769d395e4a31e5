/**
 * The Carcassonne rules engine: the public API ({@code io.github.carcassonne}), board and tile
 * data, the feature read API, score sheets, the rule-module SPI, the base game and the game
 * record notation. The engine's internals ({@code io.github.carcassonne.internal}) are not
 * exported.
 */
module io.github.carcassonne.core {
  requires transitive com.google.common;
  requires static org.immutables.value;

  exports io.github.carcassonne;
  exports io.github.carcassonne.base;
  exports io.github.carcassonne.board;
  exports io.github.carcassonne.feature;
  exports io.github.carcassonne.notation;
  exports io.github.carcassonne.score;
  exports io.github.carcassonne.spi;
  exports io.github.carcassonne.tile;

  uses io.github.carcassonne.spi.RuleModule;

  provides io.github.carcassonne.spi.RuleModule with
      io.github.carcassonne.base.BaseGame,
      io.github.carcassonne.base.TilesModule,
      io.github.carcassonne.base.FollowersModule,
      io.github.carcassonne.base.RoadsModule,
      io.github.carcassonne.base.CitiesModule,
      io.github.carcassonne.base.CloistersModule,
      io.github.carcassonne.base.FieldsModule;
}
