/**
 * Wheel of Fortune (rules reference §14, §14.x), a stand-alone game: the rules module {@code
 * wheel-of-fortune} ({@link io.github.carcassonne.expansions.wheel.WheelOfFortuneModule}), the
 * start board {@code wheel-of-fortune.board} and the tile set {@code wheel-of-fortune.tiles}. The
 * default data (tiles, wheel symbols, board edges, crown spaces) is provisional. See {@code
 * docs/expansions/wheel-of-fortune.md}.
 */
package io.github.carcassonne.expansions.wheel;
