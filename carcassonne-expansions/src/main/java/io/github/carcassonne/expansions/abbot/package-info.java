/**
 * The Abbot and gardens (rules reference §3): module {@code gardens} ({@link
 * io.github.carcassonne.expansions.abbot.GardensModule}, the garden feature) and module {@code
 * abbot} ({@link io.github.carcassonne.expansions.abbot.AbbotModule}, the abbot figure and its
 * recall). See {@code docs/expansions/abbot.md}.
 */
package io.github.carcassonne.expansions.abbot;
