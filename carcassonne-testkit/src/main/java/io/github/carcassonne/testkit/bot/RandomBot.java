package io.github.carcassonne.testkit.bot;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import java.util.List;
import java.util.SplittableRandom;

/** Picks a uniformly random legal move at each decision, through the public API only. */
final class RandomBot implements Bot {
  private final SplittableRandom rnd;

  RandomBot(long seed) {
    this.rnd = new SplittableRandom(seed);
  }

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Move choose(Engine engine, GameState state, PlayerId me) {
    List<Move> legal = Bots.legalFor(engine, state, me);
    return legal.get(rnd.nextInt(legal.size()));
  }
}
