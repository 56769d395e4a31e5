/**
 * Tile types, tile sets and the tile definition format.
 *
 * <p>A tile set is a text resource read by {@link io.github.carcassonne.tile.TileFormat}; see
 * {@code docs/tile-format.md} for the grammar.
 */
package io.github.carcassonne.tile;
