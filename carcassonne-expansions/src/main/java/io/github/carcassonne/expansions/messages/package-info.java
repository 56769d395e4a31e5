/**
 * The Messages (rules reference §15): module {@code messages} ({@link
 * io.github.carcassonne.expansions.messages.MessagesModule}), two score markers per player and
 * the deck of eight messages drawn on dark spaces. See {@code docs/expansions/messages.md}.
 */
package io.github.carcassonne.expansions.messages;
