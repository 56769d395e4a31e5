/**
 * Carcassonne expansions as rule modules. Each expansion gets a subpackage with its module, its
 * moves, events, options and tile resource; they are found by id through
 * {@link java.util.ServiceLoader}.
 */
package io.github.carcassonne.expansions;
