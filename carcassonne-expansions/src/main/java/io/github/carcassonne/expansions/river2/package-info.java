/**
 * The River II (rules reference §2.2): the module {@code river-2}
 * ({@link io.github.carcassonne.expansions.river2.River2Module}), its tile set
 * ({@link io.github.carcassonne.expansions.river2.River2Tiles}) and the pig herd,
 * {@code pig-herd} ({@link io.github.carcassonne.expansions.river2.PigHerdModule}). See
 * {@code docs/expansions/river.md}.
 */
package io.github.carcassonne.expansions.river2;
