package io.github.carcassonne.testkit.cli;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.score.ScoreSource;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import picocli.CommandLine;

/**
 * {@code simulate}'s work per game, on as many threads as JMH runs ({@code -t 1}, {@code -t 2},
 * {@code -t max}): a worker's loop body as the command runs it, with the command's defaults
 * (the base game with farmers, two random bots, seed 1). Each operation takes the next game
 * index from a counter the threads share, seats the bots from the game's seed, plays the game
 * through the pure API with the simulator's counts and writes the game's row of the report (a
 * report per thread, reused every 4,096 games). One operation is one game.
 *
 * <p>Unlike a {@code simulate} run, this measures steady state (after JMH's warm-up) and leaves
 * out the command's start, its warm-up rule for runs that take every core and its summary; see
 * docs/performance.md. Pinned to one core: {@code taskset -c 0 scripts/bench SimulateBenchmark}
 * (JMH's forked JVM keeps the affinity).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SimulateBenchmark {
  /** The games a thread's report holds before it starts over. */
  static final int ROWS = 1 << 12;

  Engine engine;
  GameSetup template;
  ImmutableList<String> bots;
  List<ScoreSource> sources;
  int players;
  long seed;
  final AtomicInteger next = new AtomicInteger();

  /** JMH makes one per run. */
  public SimulateBenchmark() {}

  /** Builds the engine and the bots' names from {@code simulate}'s defaults. */
  @Setup
  public void setup() throws IOException {
    SimulateCommand command = new SimulateCommand();
    // every option at its default but the required game count, which the benchmark does not use
    new CommandLine(command).parseArgs("--games", "1");
    GameOptions o = command.game;
    o.validate();
    engine = Engine.of(o.ruleSet());
    players = o.players;
    seed = o.seed;
    bots = o.botNames();
    template = GameSetup.of(players, seed);
    sources = SimulateCommand.sources(engine, template);
  }

  /** A thread's report: the rows its games write. */
  @State(Scope.Thread)
  public static class Report {
    RunResults rows;

    /** JMH makes one per thread. */
    public Report() {}

    /** Sizes the report like a run of {@link #ROWS} games. */
    @Setup
    public void setup(SimulateBenchmark b) {
      rows = new RunResults(ROWS, b.players, b.seed, b.bots, false, b.sources);
    }
  }

  /** Plays the next game and writes its row; returns its index. */
  @Benchmark
  public int game(Report report) {
    int i = next.getAndIncrement() & Integer.MAX_VALUE;
    SimulateCommand.play(
        engine, template.withSeed(Seeds.derive(seed, i)), i & (ROWS - 1), bots, report.rows);
    return i;
  }
}
