/**
 * The base game: its tile set ({@link io.github.carcassonne.base.BaseTiles}) and, in time, its
 * rule modules (edge matching, roads, cities, cloisters, fields).
 */
package io.github.carcassonne.base;
