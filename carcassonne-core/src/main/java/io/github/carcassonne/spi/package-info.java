/**
 * The rule-module SPI: how the base game and every expansion plug into the turn engine.
 *
 * <p>A {@link io.github.carcassonne.spi.RuleModule} registers hooks of the kinds in
 * {@link io.github.carcassonne.spi.Hooks} through a
 * {@link io.github.carcassonne.spi.HookRegistry}. The turn is data: a queue of
 * {@link io.github.carcassonne.spi.Step}s in the state. See {@code docs/spi.md}.
 */
package io.github.carcassonne.spi;
