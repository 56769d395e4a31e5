package io.github.carcassonne.testkit.cli;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.bot.Bot;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code simulate}: many games in parallel, with statistics that do not depend on threads. */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
      "Plays N games between bots in parallel and prints statistics: score mean and spread per"
          + " seat and per bot with 95%% confidence intervals on win rates, mean points by"
          + " source, mean legal moves per decision, mean tiles placed and discarded per game,"
          + " allocated bytes per game and, last, the throughput in games per second.",
      "Game i gets a seed derived from (--seed, i) and results are reduced in game order, so"
          + " every figure but allocation and throughput is the same for any --threads.",
      "A game that fails stops the run: its index and seed are printed and the exit status"
          + " is 1."
    })
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin GameOptions game;

  @Option(
      names = "--games",
      paramLabel = "N",
      required = true,
      description = "number of games to play")
  int games;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "worker threads (default: all cores)")
  Integer threads;

  @Option(
      names = "--rotate-seats",
      description = "rotate the bots over the seats: game i seats bot (s + i) mod N in seat s")
  boolean rotateSeats;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text (statistics, default), csv or json (one row per game, JSON Lines)",
      defaultValue = "text")
  String format;

  /**
   * One finished game as the report reads it ({@link RunResults} keeps the rows and makes these
   * when asked). {@code points} holds each seat's points by score source, seat by seat over
   * {@code sources}; it is never modified.
   */
  record Game(
      int index,
      long seed,
      ImmutableList<String> bots,
      ImmutableList<Integer> scores,
      ImmutableList<String> sources,
      int[] points,
      long decisions,
      long legalMoves,
      int tilesPlaced,
      int tilesDiscarded) {
    /** The points of seat {@code seat} from the {@code k}th of {@link #sources}. */
    int points(int seat, int k) {
      return points[seat * sources.size() + k];
    }

    /** The points of seat {@code seat} from the source with id {@code source}; 0 if none. */
    int points(int seat, String source) {
      int k = sources.indexOf(source);
      return k < 0 ? 0 : points(seat, k);
    }

    /** The seats with the highest score. */
    List<Integer> winners() {
      int top = Integer.MIN_VALUE;
      for (int s : scores) {
        top = Math.max(top, s);
      }
      List<Integer> out = new ArrayList<>();
      for (int i = 0; i < scores.size(); i++) {
        if (scores.get(i) == top) {
          out.add(i);
        }
      }
      return out;
    }
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    GameOptions o = game;
    RuleSet rules;
    try {
      o.validate();
      if (games < 1) {
        throw new IllegalArgumentException("--games must be at least 1, not " + games);
      }
      if (threads != null && threads < 1) {
        throw new IllegalArgumentException("--threads must be at least 1, not " + threads);
      }
      if (!format.equals("text") && !format.equals("csv") && !format.equals("json")) {
        throw new IllegalArgumentException("--format must be text, csv or json, not " + format);
      }
      rules = o.ruleSet();
    } catch (IllegalArgumentException | IOException e) {
      return Cli.fail(err, e);
    }
    Engine engine = Engine.of(rules);
    int workers = Math.min(games, threads != null ? threads : Runtime.getRuntime().availableProcessors());
    ImmutableList<String> names = o.botNames();
    GameSetup template = GameSetup.of(o.players, o.seed);
    RunResults results;
    try {
      results =
          new RunResults(games, o.players, o.seed, names, rotateSeats, sources(engine, template));
    } catch (IllegalArgumentException e) {
      return Cli.fail(err, e);
    }
    AtomicInteger next = new AtomicInteger();
    AtomicInteger failedIndex = new AtomicInteger(Integer.MAX_VALUE);
    Throwable[] failures = new Throwable[games];
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    boolean measureAllocation = mx.isThreadAllocatedMemorySupported();
    if (measureAllocation && !mx.isThreadAllocatedMemoryEnabled()) {
      mx.setThreadAllocatedMemoryEnabled(true);
    }
    List<Worker> pool = new ArrayList<>();
    for (int w = 0; w < workers; w++) {
      Worker worker =
          new Worker(
              engine,
              template,
              o.seed,
              names,
              rotateSeats,
              games,
              next,
              failedIndex,
              results,
              failures,
              measureAllocation ? mx : null);
      Thread t = new Thread(worker, "simulate-" + w);
      t.setDaemon(true);
      worker.thread = t;
      pool.add(worker);
    }
    pool.get(0).thread.start();
    if (workers > 1 && workers >= Runtime.getRuntime().availableProcessors()) {
      // When the workers take every core, the JIT's compiler threads would share the cores with
      // them, and every worker would run slow code for longer. The first worker plays alone
      // until the JIT has compiled what the games run (the process's other threads fall idle),
      // then the others join. This shortens the whole run; results do not depend on it.
      WarmUp.await(pool.get(0), games);
    }
    for (int w = 1; w < workers; w++) {
      pool.get(w).thread.start();
    }
    Progress progress = new Progress(err, games, pool);
    try {
      for (Worker w : pool) {
        while (w.thread.isAlive()) {
          w.thread.join(200);
          progress.tick();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("error: interrupted");
      return Main.EXIT_FAILURE;
    }
    progress.finish();
    int failed = failedIndex.get();
    if (failed != Integer.MAX_VALUE) {
      Throwable t = failures[failed];
      err.println(
          "error: game " + failed + " failed (seed " + Seeds.derive(o.seed, failed) + ", bots "
              + String.join(",", rotateSeats ? rotate(names, failed) : names) + "): " + t);
      t.printStackTrace(err);
      err.println(
          "repeat it with: play --seed " + Seeds.derive(o.seed, failed) + " --bots "
              + String.join(",", rotateSeats ? rotate(names, failed) : names) + " --players "
              + o.players);
      return Main.EXIT_FAILURE;
    }
    long firstStart = Long.MAX_VALUE;
    long lastEnd = Long.MIN_VALUE;
    long allocated = 0;
    for (Worker w : pool) {
      if (w.done > 0) {
        firstStart = Math.min(firstStart, w.firstStart);
        lastEnd = Math.max(lastEnd, w.lastEnd);
      }
      allocated += w.allocated;
    }
    long halfStart = 0;
    for (Worker w : pool) {
      halfStart = Math.max(halfStart, w.halfStart);
    }
    double seconds = Math.max(1e-9, (lastEnd - firstStart) / 1e9);
    // the second half of the games, from the start of the middle one: after the JIT's warm-up
    double halfSeconds = Math.max(1e-9, (lastEnd - halfStart) / 1e9);
    int halfGames = games - games / 2;
    List<Game> all = results.all();
    switch (format) {
      case "csv" -> Reports.csv(out, all, o.players);
      case "json" -> Reports.json(out, all);
      default -> {
        out.println(
            String.format(
                Locale.ROOT,
                "simulate: %d games, %d players, rules %s%s, seed %d, threads %d%s",
                games,
                o.players,
                String.join(",", rules.moduleIds()),
                Cli.optionsSuffix(engine),
                o.seed,
                workers,
                rotateSeats ? ", seats rotated" : ""));
        out.println("bots: " + String.join(",", names));
        Reports.statistics(out, all, o.players);
        out.println(
            String.format(
                Locale.ROOT,
                "allocated: %d bytes/game%s",
                allocated / games,
                measureAllocation ? "" : " (not measured on this JVM)"));
        out.println(
            String.format(
                Locale.ROOT,
                "throughput: %.2f games/s (second half: %.2f games/s)",
                games / seconds,
                halfGames / halfSeconds));
      }
    }
    return 0;
  }

  /** The bots of game {@code i} with seats rotated: seat s gets bot (s + i) mod N. */
  static ImmutableList<String> rotate(List<String> names, int i) {
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (int s = 0; s < names.size(); s++) {
      out.add(names.get((s + i) % names.size()));
    }
    return out.build();
  }

  /**
   * One worker thread: takes game indices from a shared counter and keeps its own timing,
   * allocation and progress figures, so that workers share no counter they write per game but
   * the index counter.
   */
  private static final class Worker implements Runnable {
    private final Engine engine;
    private final GameSetup template;
    private final long runSeed;
    private final ImmutableList<String> names;
    private final boolean rotateSeats;
    private final int games;
    private final AtomicInteger next;
    private final AtomicInteger failedIndex;
    private final RunResults results;
    private final Throwable[] failures;
    private final com.sun.management.ThreadMXBean mx;
    Thread thread;
    long firstStart = Long.MAX_VALUE;
    long lastEnd = Long.MIN_VALUE;
    /** When this worker started the middle game (index games / 2), if it did; else 0. */
    long halfStart;
    long allocated;
    /** Games finished by this worker; written by it alone, read by the progress bar. */
    volatile int done;

    Worker(
        Engine engine,
        GameSetup template,
        long runSeed,
        ImmutableList<String> names,
        boolean rotateSeats,
        int games,
        AtomicInteger next,
        AtomicInteger failedIndex,
        RunResults results,
        Throwable[] failures,
        com.sun.management.ThreadMXBean mx) {
      this.engine = engine;
      this.template = template;
      this.runSeed = runSeed;
      this.names = names;
      this.rotateSeats = rotateSeats;
      this.games = games;
      this.next = next;
      this.failedIndex = failedIndex;
      this.results = results;
      this.failures = failures;
      this.mx = mx;
    }

    @Override
    public void run() {
      long tid = Thread.currentThread().getId();
      long before = mx != null ? mx.getThreadAllocatedBytes(tid) : 0;
      int finished = 0;
      int i;
      while ((i = next.getAndIncrement()) < games && failedIndex.get() == Integer.MAX_VALUE) {
        long seed = Seeds.derive(runSeed, i);
        ImmutableList<String> seatBots = rotateSeats ? rotate(names, i) : names;
        long start = System.nanoTime();
        if (finished == 0) {
          firstStart = start;
        }
        if (i == games / 2) {
          halfStart = start;
        }
        try {
          play(engine, template.withSeed(seed), i, seatBots, results);
        } catch (RuntimeException | Error e) {
          failures[i] = e;
          failedIndex.accumulateAndGet(i, Math::min);
        }
        lastEnd = System.nanoTime();
        done = ++finished;
      }
      if (mx != null) {
        allocated = mx.getThreadAllocatedBytes(tid) - before;
      }
    }
  }

  /** Plays game {@code index} and writes its row. */
  static void play(
      Engine engine, GameSetup setup, int index, ImmutableList<String> bots, RunResults out) {
    List<Bot> seated = GameOptions.makeBots(bots, setup.seed());
    GameRunner.Counts r = GameRunner.count(engine, setup, seated);
    out.put(
        index,
        r.end().scores(),
        r.decisions(),
        r.legalMoves(),
        r.tilesPlaced(),
        r.tilesDiscarded());
  }

  /**
   * The score sources a new game's sheet lists, over every seat, in order; none if the new game
   * fails (the workers then report the failing game, or keep each game's sources with it).
   */
  static List<ScoreSource> sources(Engine engine, GameSetup setup) {
    ScoreSheet sheet;
    try {
      sheet = engine.newGame(setup).scores();
    } catch (RuntimeException e) {
      return List.of();
    }
    List<ImmutableMap<ScoreSource, Integer>> by = new ArrayList<>();
    for (int p = 0; p < setup.players().size(); p++) {
      by.add(sheet.bySource(PlayerId.of(p)));
    }
    return RunResults.sourcesOf(by);
  }

  /**
   * The warm-up of a run whose workers take every core: the first worker plays alone while the
   * JIT compiles what the games run, measured in windows of {@link #WINDOW_NANOS}. The others
   * start once the first worker has finished min(1000, N/20) games and the rest of the process
   * (the JIT's compiler threads, above all) used under a seventh of a core in two windows in a
   * row; at the latest once it has finished N/5 games, or when it ends. Where the process's CPU
   * time cannot be read, the others start instead once three windows in a row were not 10% faster
   * than the best window before them.
   *
   * <p>The JIT's idleness is the better signal: the first worker's speed levels off for a while
   * in code the JIT has not finished optimising (on a slow 2-core machine it did so after about
   * 1,000 games while the JIT stayed busy for over 4 s), and a second worker started then shares
   * the JIT's core. Waiting for the JIT gave 20% more games per second over 30,000 games there.
   */
  private static final class WarmUp {
    private static final long WINDOW_NANOS = 250_000_000L;

    private WarmUp() {}

    static void await(Worker first, int games) {
      int least = Math.min(1000, games / 20);
      int most = games / 5;
      CpuBesides cpu = CpuBesides.of(first.thread);
      long windowStart = System.nanoTime();
      int doneAtStart = first.done;
      long cpuAtStart = cpu == null ? -1 : cpu.nanos();
      double best = 0;
      int flat = 0;
      int quiet = 0;
      while (first.thread.isAlive()) {
        try {
          first.thread.join(5);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
        int done = first.done;
        if (done >= most) {
          return;
        }
        long now = System.nanoTime();
        if (now - windowStart < WINDOW_NANOS) {
          continue;
        }
        double rate = (done - doneAtStart) / ((now - windowStart) / 1e9);
        flat = rate < best * 1.1 ? flat + 1 : 0;
        best = Math.max(best, rate);
        long cpuNow = cpu == null ? -1 : cpu.nanos();
        boolean idle =
            cpuNow >= 0 && cpuAtStart >= 0 && cpuNow - cpuAtStart < (now - windowStart) / 7;
        quiet = idle ? quiet + 1 : 0;
        if (done >= least && (cpu != null ? quiet >= 2 : flat >= 3)) {
          return;
        }
        windowStart = now;
        doneAtStart = done;
        cpuAtStart = cpuNow;
      }
    }
  }

  /**
   * The CPU time the process has used besides one thread (the JIT's compiler threads, the garbage
   * collector, this one), in nanoseconds; null where the JVM cannot tell.
   */
  private record CpuBesides(
      com.sun.management.OperatingSystemMXBean os,
      java.lang.management.ThreadMXBean threads,
      long threadId) {
    static CpuBesides of(Thread thread) {
      if (!(ManagementFactory.getOperatingSystemMXBean()
          instanceof com.sun.management.OperatingSystemMXBean os)) {
        return null;
      }
      java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      CpuBesides c = new CpuBesides(os, threads, thread.getId());
      return threads.isThreadCpuTimeSupported() && c.nanos() >= 0 ? c : null;
    }

    long nanos() {
      long process = os.getProcessCpuTime();
      long thread = threads.getThreadCpuTime(threadId);
      return process < 0 || thread < 0 ? -1 : process - thread;
    }
  }

  /** A progress bar on standard error, shown only once a run has taken over a second. */
  private static final class Progress {
    private final PrintWriter err;
    private final int total;
    private final List<Worker> workers;
    private final long start = System.nanoTime();
    private boolean shown;

    Progress(PrintWriter err, int total, List<Worker> workers) {
      this.err = err;
      this.total = total;
      this.workers = workers;
    }

    void tick() {
      if (System.nanoTime() - start < 1_000_000_000L) {
        return;
      }
      shown = true;
      int sum = 0;
      for (Worker w : workers) {
        sum += w.done;
      }
      int d = Math.min(sum, total);
      int width = 30;
      int filled = (int) ((long) d * width / total);
      err.print(
          String.format(
              Locale.ROOT, "\r[%s%s] %d/%d games", "#".repeat(filled), " ".repeat(width - filled), d,
              total));
      err.flush();
    }

    void finish() {
      if (shown) {
        tick();
        err.println();
        err.flush();
      }
    }
  }

  /** Score source ids in order of first appearance over the games. */
  static List<String> sources(List<Game> games) {
    Set<String> out = new LinkedHashSet<>();
    ImmutableList<String> last = null;
    for (Game g : games) {
      if (g.sources() != last) {
        last = g.sources();
        out.addAll(last);
      }
    }
    return new ArrayList<>(out);
  }
}
