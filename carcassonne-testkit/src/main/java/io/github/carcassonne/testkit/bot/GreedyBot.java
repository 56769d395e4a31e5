package io.github.carcassonne.testkit.bot;

import io.github.carcassonne.Actor;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Picks the move with the best immediate score change: own score minus the best opponent's,
 * after applying the move and then resolving the same player's immediately following decisions
 * (a placement's deployment, a module's follow-up such as the Messages' marker choice, behind
 * which points wait): each is taken by the same one-step rule (the move with the best margin
 * right after it, the first legal move among equals), until another player decides, chance is
 * next or the game is over, at most {@value #FOLLOW_UP_DEPTH} decisions deep. On the base game
 * this judges a placement by its best deployment. Ties are broken by the seeded random stream.
 */
final class GreedyBot implements Bot {
  /** How many of the same player's follow-up decisions a move's value looks through. */
  static final int FOLLOW_UP_DEPTH = 8;

  private final SplittableRandom rnd;

  GreedyBot(long seed) {
    this.rnd = new SplittableRandom(seed);
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public Move choose(Engine engine, GameState state, PlayerId me) {
    List<Move> legal = Bots.legalFor(engine, state, me);
    if (legal.size() == 1) {
      return legal.get(0);
    }
    int best = Integer.MIN_VALUE;
    List<Move> ties = new ArrayList<>();
    for (Move m : legal) {
      int value = resolvedMargin(engine, engine.apply(state, m).state(), me);
      if (value > best) {
        best = value;
        ties.clear();
      }
      if (value == best) {
        ties.add(m);
      }
    }
    return ties.get(rnd.nextInt(ties.size()));
  }

  /**
   * The margin once the player's immediately following decisions are resolved by the one-step
   * rule (best margin right after the move, the first legal move among equals), at most {@link
   * #FOLLOW_UP_DEPTH} of them.
   */
  static int resolvedMargin(Engine engine, GameState state, PlayerId me) {
    GameState s = state;
    for (int depth = 0; depth < FOLLOW_UP_DEPTH && !s.isOver(); depth++) {
      Actor actor = engine.toAct(s);
      if (!actor.isPlayer() || !actor.player().orElseThrow().equals(me)) {
        break;
      }
      GameState best = null;
      int bestValue = Integer.MIN_VALUE;
      for (Move m : engine.legalMoves(s)) {
        GameState after = engine.apply(s, m).state();
        int value = margin(after, me);
        if (value > bestValue) {
          bestValue = value;
          best = after;
        }
      }
      if (best == null) {
        break;
      }
      s = best;
    }
    return margin(s, me);
  }

  /** Own score minus the best opponent's. */
  static int margin(GameState state, PlayerId me) {
    int own = 0;
    int other = Integer.MIN_VALUE;
    List<Integer> totals = state.scores().totals();
    for (int seat = 0; seat < totals.size(); seat++) {
      if (seat == me.seat()) {
        own = totals.get(seat);
      } else {
        other = Math.max(other, totals.get(seat));
      }
    }
    return own - other;
  }
}
