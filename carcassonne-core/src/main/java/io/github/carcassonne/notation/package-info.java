/**
 * Game records and move notation: {@link io.github.carcassonne.notation.GameRecord}, the saved
 * form of a game, and {@link io.github.carcassonne.notation.RecordFormat}, which reads and writes
 * it as line-based text (grammar in {@code docs/notation.md}). Module moves are read through
 * {@link io.github.carcassonne.notation.MoveSyntax}.
 */
package io.github.carcassonne.notation;
