/**
 * Text rendering of game states: {@link io.github.carcassonne.testkit.render.AsciiBoard} draws
 * the board and the score table, for the command line and for test failure messages.
 */
package io.github.carcassonne.testkit.render;
