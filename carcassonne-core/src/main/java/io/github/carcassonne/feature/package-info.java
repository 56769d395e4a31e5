/** The read API over the board's features: roads, cities, fields, cloisters and module kinds. */
package io.github.carcassonne.feature;
