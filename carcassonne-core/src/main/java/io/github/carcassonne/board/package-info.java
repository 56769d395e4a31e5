/** Board geometry: positions, sides, rotations and the named locations on a tile. */
package io.github.carcassonne.board;
