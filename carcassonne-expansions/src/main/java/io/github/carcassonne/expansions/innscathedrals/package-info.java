/**
 * Inns &amp; Cathedrals (rules reference §4): the modules {@code inns}, {@code cathedrals} and
 * {@code large-follower}, the tile module {@code inns-cathedrals.tiles} and the bundle
 * {@code inns-cathedrals}.
 */
package io.github.carcassonne.expansions.innscathedrals;
