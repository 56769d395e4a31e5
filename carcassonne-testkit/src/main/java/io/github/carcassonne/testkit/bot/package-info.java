/**
 * Computer players for tests, simulations and play: {@link io.github.carcassonne.testkit.bot.Bot}
 * and the factory {@link io.github.carcassonne.testkit.bot.Bots} with the {@code random},
 * {@code greedy} and {@code mcts} bots (see {@code docs/bots.md}).
 */
package io.github.carcassonne.testkit.bot;
