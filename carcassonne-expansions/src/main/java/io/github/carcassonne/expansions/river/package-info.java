/**
 * The River (rules reference §2.1): the module {@code river}
 * ({@link io.github.carcassonne.expansions.river.RiverModule}), its tile set
 * ({@link io.github.carcassonne.expansions.river.RiverTiles}) and the rules every river set
 * shares, {@code river.course} ({@link io.github.carcassonne.expansions.river.RiverCourseModule}).
 * See {@code docs/expansions/river.md}.
 */
package io.github.carcassonne.expansions.river;
