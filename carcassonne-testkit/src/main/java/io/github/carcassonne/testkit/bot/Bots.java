package io.github.carcassonne.testkit.bot;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import java.util.List;
import java.util.Locale;

/**
 * Makes bots by name.
 *
 * <ul>
 *   <li>{@code random}: a uniformly random legal move at each decision.
 *   <li>{@code greedy}: the move with the best immediate score change (own score minus the best
 *       opponent's), looking through the same player's immediately following decisions (a
 *       placement's deployment, a module's follow-up such as a marker choice), each taken by the
 *       same one-step rule; ties are broken by the seeded random stream.
 *   <li>{@code mcts}, {@code mcts:ITER}: Monte Carlo tree search (UCT) over determinised views,
 *       {@value MctsBot#DEFAULT_ITERATIONS} iterations per decision unless {@code ITER} is given.
 * </ul>
 */
public final class Bots {
  /** The bot names {@link #create} accepts (mcts also as {@code mcts:ITER}). */
  public static final ImmutableList<String> NAMES = ImmutableList.of("random", "greedy", "mcts");

  private Bots() {}

  /**
   * Makes a bot.
   *
   * @param name {@code random}, {@code greedy}, {@code mcts} or {@code mcts:ITER} with ITER a
   *     positive iteration budget
   * @param seed the seed of the bot's random stream
   * @throws IllegalArgumentException for an unknown name or a bad budget
   */
  public static Bot create(String name, long seed) {
    if (name == null) {
      throw new IllegalArgumentException("bot name must not be null");
    }
    String n = name.trim().toLowerCase(Locale.ROOT);
    if (n.equals("random")) {
      return new RandomBot(seed);
    }
    if (n.equals("greedy")) {
      return new GreedyBot(seed);
    }
    if (n.equals("mcts")) {
      return new MctsBot(seed, MctsBot.DEFAULT_ITERATIONS);
    }
    if (n.startsWith("mcts:")) {
      String budget = n.substring("mcts:".length());
      int iterations;
      try {
        iterations = Integer.parseInt(budget);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "bad mcts budget '" + budget + "': expected a positive number of iterations", e);
      }
      if (iterations < 1) {
        throw new IllegalArgumentException(
            "bad mcts budget '" + budget + "': expected a positive number of iterations");
      }
      return new MctsBot(seed, iterations);
    }
    throw new IllegalArgumentException(
        "unknown bot '" + name + "'; known: random, greedy, mcts, mcts:ITER");
  }

  /** Checks that {@code me} is to act and returns the legal moves. */
  static List<Move> legalFor(Engine engine, GameState state, PlayerId me) {
    Actor actor = engine.toAct(state);
    if (!actor.isPlayer() || !actor.player().orElseThrow().equals(me)) {
      throw new IllegalArgumentException(me + " is not to act: " + actor);
    }
    List<Move> legal = engine.legalMoves(state);
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("no legal move for " + me);
    }
    return legal;
  }
}
