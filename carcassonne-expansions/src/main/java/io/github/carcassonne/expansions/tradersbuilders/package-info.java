/**
 * Traders &amp; Builders (rules reference §5): the bundle {@code traders-builders} and its parts
 * {@code traders-builders.tiles}, {@code trade-goods}, {@code builder} and {@code pig}. See
 * {@code docs/expansions/traders-builders.md} for the rules, options and the doubts resolved.
 */
package io.github.carcassonne.expansions.tradersbuilders;
