package io.github.carcassonne.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.RuleSet;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Plays 10,000 seeded random base games (2 to 6 players) to the end, checking the cheap
 * invariants after every move and the event fold at the end. Games run in parallel on the
 * machine's cores (the engine is shared: it holds no game). The observed speed is printed.
 */
class ManyGamesTest {
  static final int GAMES = 10_000;

  @Test
  void tenThousandRandomGamesKeepTheInvariants() {
    Engine engine = Engine.of(RuleSet.of("base"));
    AtomicLong moves = new AtomicLong();
    AtomicLong points = new AtomicLong();
    long t0 = System.nanoTime();
    long played = LongStream.range(0, GAMES).parallel().map(seed -> {
      GameSetup setup = RandomGames.setup(seed);
      String label = "game " + seed + " (" + setup.playerCount() + " players)";
      Invariants inv = new Invariants(engine, label);
      GameState start = engine.newGame(setup);
      RandomGames.Game g = RandomGames.play(engine, setup, ~seed, inv);
      Invariants.checkFold(start, g.events(), g.end(), label);
      assertTrue(g.end().isOver(), label);
      moves.addAndGet(g.moves().size());
      points.addAndGet(g.end().scores().totals().stream().mapToInt(Integer::intValue).sum());
      return 1;
    }).sum();
    double seconds = (System.nanoTime() - t0) / 1e9;
    assertEquals(GAMES, played);
    assertTrue(points.get() > GAMES * 20L, "games score points");
    System.out.printf(java.util.Locale.ROOT,
        "ManyGamesTest: %d games, %d moves in %.1f s: %.0f games/s, %.0f moves/s (%d cores)%n",
        played, moves.get(), seconds, played / seconds, moves.get() / seconds,
        Runtime.getRuntime().availableProcessors());
  }
}
