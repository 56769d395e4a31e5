package io.github.carcassonne.bench;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RolloutPolicy;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code legalMoves} and {@code apply} on fixed states of a seeded random base game (2 players)
 * at turns 20, 40 and 60, each waiting for the placement of its drawn tile, and a rollout from
 * there to the end; and the replay of a whole recorded game. Five warm-up iterations of 2 s:
 * with three of 1 s, {@code apply} was still warming up on the project's machine (errors larger
 * than the means).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class StepBenchmark {
  @Param({"20", "40", "60"})
  public int turn;

  private Engine engine;
  private GameState atPlacement;
  private GameState beforeDraw;
  private Move draw;
  private Move placement;
  private GameState fresh;
  private GameRecord record;
  private long rolloutSeed;

  /** Plays the seeded game to the turn, and records a whole game. */
  @Setup
  public void setup() {
    engine = Engine.of(RuleSet.of("base"));
    SplittableRandom random = new SplittableRandom(7);
    GameState s = engine.newGame(GameSetup.of(2, 7L));
    List<Move> moves = new ArrayList<>();
    GameState previous = null;
    while (!s.isOver()) {
      Transition t;
      if (engine.toAct(s).isChance()) {
        previous = s;
        t = engine.resolveChance(s);
        moves.add(
            t.events().stream()
                .filter(e -> e instanceof io.github.carcassonne.GameEvent.TileDrawn)
                .map(e -> (Move) new Move.DrawTile(((io.github.carcassonne.GameEvent.TileDrawn) e).tileId()))
                .findFirst()
                .orElseThrow());
      } else {
        List<Move> legal = engine.legalMoves(s);
        Move m = legal.get(random.nextInt(legal.size()));
        if (atPlacement == null && s.turn() == turn && m instanceof Move.PlaceTile) {
          atPlacement = s;
          beforeDraw = previous;
          draw = moves.get(moves.size() - 1);
          placement = m;
        }
        moves.add(m);
        t = engine.apply(s, m);
      }
      s = t.state();
    }
    record = RecordFormat.of(engine, GameSetup.of(2, 7L), moves);
  }

  /**
   * A state equal to the one at the placement, made anew before each call so that {@code
   * legalMoves} computes its list (a state remembers the list once computed).
   */
  @Setup(Level.Invocation)
  public void freshState() {
    fresh = engine.apply(beforeDraw, draw).state();
  }

  /** The legal placements of the drawn tile, computed (not remembered). */
  @Benchmark
  public List<Move> legalMoves() {
    return engine.legalMoves(fresh);
  }

  /** Placing the drawn tile. */
  @Benchmark
  public Transition apply() {
    return engine.apply(atPlacement, placement);
  }

  /**
   * A uniformly random rollout from the placement to the end of the game, as a search bot plays
   * from a node of its tree (the board handed over to the rollout grows with the turn).
   */
  @Benchmark
  public GameState rollout() {
    return engine.rollout(atPlacement, RolloutPolicy.uniform(), Integer.MAX_VALUE, rolloutSeed++);
  }

  /** Replaying the whole recorded game (independent of {@code turn}). */
  @Benchmark
  public GameState replay() {
    return engine.replay(record);
  }
}
