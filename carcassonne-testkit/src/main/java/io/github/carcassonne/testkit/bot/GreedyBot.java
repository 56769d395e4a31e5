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
 * after applying the move and letting the engine run until the next decision of anyone (or the
 * next chance node). A tile placement is judged by its best follow-up decision of the same
 * player (its best deployment). Ties are broken by the seeded random stream.
 */
final class GreedyBot implements Bot {
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
      GameState next = engine.apply(state, m).state();
      int value =
          m instanceof Move.PlaceTile ? bestFollowUp(engine, next, me) : margin(next, me);
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

  /** The best margin over the same player's next decision, or the margin if someone else acts. */
  private static int bestFollowUp(Engine engine, GameState state, PlayerId me) {
    Actor actor = engine.toAct(state);
    if (!actor.isPlayer() || !actor.player().orElseThrow().equals(me)) {
      return margin(state, me);
    }
    int best = Integer.MIN_VALUE;
    for (Move m : engine.legalMoves(state)) {
      best = Math.max(best, margin(engine.apply(state, m).state(), me));
    }
    return best == Integer.MIN_VALUE ? margin(state, me) : best;
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
