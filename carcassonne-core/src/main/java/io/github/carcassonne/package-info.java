/**
 * The engine's entry points: {@link io.github.carcassonne.Engine} over a
 * {@link io.github.carcassonne.RuleSet}, immutable {@link io.github.carcassonne.GameState}s,
 * {@link io.github.carcassonne.Move}s and {@link io.github.carcassonne.GameEvent}s.
 */
package io.github.carcassonne;
