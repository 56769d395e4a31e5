package io.github.carcassonne.testkit.cli;

import com.google.common.math.Quantiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Measures the speed issue's targets (#4) on this machine and prints them as a table, with the
 * machine's yardsticks beside them: {@code MachineBenchmark} (a fixed integer workload) and
 * {@code BareEngineBenchmark} (a bare base-game engine written only to find the limit). Run by
 * {@code scripts/targets}, which builds the jar and the benchmarks first; it takes about ten
 * minutes with the defaults on a 2-core machine.
 *
 * <p>The issue's targets are written in games per second on its 2-core machine; figures on
 * another machine compare through the yardsticks (docs/performance.md, "The readings so far").
 * The 30,000-game {@code simulate} runs start a fresh JVM each, as a user's would, so they
 * include the JVM's warm-up; the JMH figures do not. The two-thread target is judged both ways:
 * by those whole runs, and in steady state by JMH's {@code SimulateBenchmark} on one thread and
 * on two.
 *
 * <p>The machine this project measures on switches between a fast and a slow mode within a run,
 * so JMH benchmarks run minutes apart may meet different modes. The rollout's and the pure API's
 * shares of the bare engine are therefore measured once more in alternating rounds of a quarter
 * of a second ({@code io.github.carcassonne.bench.Yardstick}, a JVM per path), and each target
 * is also judged by that share against the target's share of the issue's bare engine (77,000
 * games/s on its machine).
 *
 * <p>Options ({@code --help} lists them): {@code --jar FILE} the simulator's jar (required),
 * {@code --forks N} JMH forks of each benchmark (default 3), {@code --runs N} {@code
 * simulate} runs on one thread (default 5; half as many, at least one, on two threads), {@code
 * --rounds N} alternating rounds for the shares (default 40).
 */
@Command(
    name = "scripts/targets",
    mixinStandardHelpOptions = true,
    version = "scripts/targets (carcassonne-engine 0.1.0-SNAPSHOT)",
    description =
        "Measures the speed issue's targets (#4) on this machine and prints them beside the"
            + " yardsticks MachineBenchmark and BareEngineBenchmark.")
public final class Targets implements Callable<Integer> {
  @Option(
      names = "--jar",
      required = true,
      paramLabel = "FILE",
      description = "the simulator's jar")
  Path jar;

  @Option(
      names = "--forks",
      paramLabel = "N",
      description = "JMH forks of each benchmark (default: ${DEFAULT-VALUE})")
  int forks = 3;

  @Option(
      names = "--runs",
      paramLabel = "N",
      description =
          "simulate runs on one thread (default: ${DEFAULT-VALUE}); half as many, at least one,"
              + " on two threads")
  int runs = 5;

  @Option(
      names = "--rounds",
      paramLabel = "N",
      description =
          "alternating rounds of the engine and the bare engine for the shares (default:"
              + " ${DEFAULT-VALUE}; a quarter of a second each side)")
  int rounds = 40;

  /** The command line this runs under, for usage errors (printed where it prints). */
  @Spec CommandSpec spec;

  /** picocli makes one. */
  Targets() {}

  /** The issue's figures. */
  static final double PURE = 5_000;

  static final double SIMULATE = 5_000;
  static final double ROLLOUT = 30_000;
  static final double BYTES = 300_000;
  static final double ALL_MODULES = 1_000;
  static final double THREADS = 1.7;

  /** The issue's bare engine on its machine, games per second. */
  static final double ISSUE_BARE = 77_000;

  /**
   * A share of the bare engine's speed measured in alternating rounds ({@code
   * io.github.carcassonne.bench.Yardstick}, in a JVM of its own): the median of the rounds and
   * its quartiles, and both sides' games per second over the rounds.
   */
  record Share(double median, double lower, double upper, double bareRate, double engineRate) {
    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%.2f (quartiles %.2f to %.2f; %,.0f against %,.0f games/s)",
          median,
          lower,
          upper,
          engineRate,
          bareRate);
    }

    /** Whether the share reaches {@code target} of the issue's bare engine in games per second. */
    boolean reaches(double target) {
      return median >= target / ISSUE_BARE;
    }
  }

  /**
   * A JMH figure: its score and error (99.9% confidence, as JMH prints it), and the slowest and
   * fastest of its measured iterations over all forks (on a machine that switches between a fast
   * and a slow mode, iterations gather about two speeds, and the score is their mix; see
   * docs/performance.md).
   */
  record Score(double score, double error, double min, double max) {
    @Override
    public String toString() {
      return String.format(
          Locale.ROOT, "%,.1f ± %,.1f (iterations %,.0f to %,.0f)", score, error, min, max);
    }
  }

  /**
   * Runs the measurements and prints the table.
   *
   * @param args see the class comment, or {@code --help}
   */
  public static void main(String[] args) {
    System.exit(new CommandLine(new Targets()).execute(args));
  }

  @Override
  public Integer call() throws Exception {
    if (!Files.isRegularFile(jar)) {
      throw new ParameterException(
          spec.commandLine(), "--jar must name the simulator's jar, not " + jar);
    }
    if (forks < 1 || runs < 1 || rounds < 1) {
      throw new ParameterException(
          spec.commandLine(), "--forks, --runs and --rounds must be at least 1");
    }

    Collection<RunResult> base =
        jmh(
            "io\\.github\\.carcassonne\\.bench\\.(MachineBenchmark\\.syntheticGame"
                + "|BareEngineBenchmark\\.bareGame"
                + "|PlayoutBenchmark\\.(randomPlayout|rolloutPlayout))$",
            forks);
    Collection<RunResult> all =
        jmh(
            "io\\.github\\.carcassonne\\.expansions\\.bench\\.AllModulesBenchmark"
                + "\\.randomPlayout$",
            forks);
    Collection<RunResult> steadyOne = jmh(STEADY, forks, 1);
    Collection<RunResult> steadyTwo = jmh(STEADY, forks, 2);
    List<Double> one = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      one.add(simulate(jar, 1));
    }
    List<Double> two = new ArrayList<>();
    for (int i = 0; i < Math.max(1, runs / 2); i++) {
      two.add(simulate(jar, 2));
    }

    Share rolloutShare = share("rollout", rounds);
    Share pureShare = share("pure", rounds);

    Score machine = score(base, "MachineBenchmark.syntheticGame");
    Score bare = score(base, "BareEngineBenchmark.bareGame");
    Score pure = score(base, "PlayoutBenchmark.randomPlayout");
    Score rollout = score(base, "PlayoutBenchmark.rolloutPlayout");
    double bytes = secondary(base, "PlayoutBenchmark.randomPlayout", "gc.alloc.rate.norm");
    Score modules = score(all, "AllModulesBenchmark.randomPlayout");
    Score steady1 = score(steadyOne, "SimulateBenchmark.game");
    Score steady2 = score(steadyTwo, "SimulateBenchmark.game");
    double oneMedian = median(one);
    double twoMedian = median(two);

    System.out.println();
    System.out.println("The speed issue's targets (#4) on this machine");
    System.out.printf(
        Locale.ROOT,
        "yardsticks: MachineBenchmark %s ops/s; BareEngineBenchmark %s games/s (forks: %d)%n",
        machine,
        bare,
        forks);
    System.out.printf(
        Locale.ROOT,
        "shares of the bare engine in alternating rounds on one thread (%d rounds, a JVM per"
            + " path; unlike two JMH runs, both sides meet the machine in the same mode):"
            + " rollout %s, pure API %s%n",
        rounds,
        rolloutShare,
        pureShare);
    System.out.println();
    row("target", "measured", "status");
    row("---", "---", "---");
    row(
        "pure API >= 5,000 games/s (JMH)",
        pure + ", " + ratio(pure.score(), bare.score()) + " of the bare engine",
        met(pure.score() >= PURE) + relative(pureShare, PURE));
    row(
        "simulate --games 30000 --threads 1 >= 5,000",
        described(one),
        met(oneMedian >= SIMULATE) + " by the median; " + count(one, SIMULATE) + " of " + one.size()
            + " runs");
    row(
        "rollout >= 30,000 games/s (JMH)",
        rollout + ", " + ratio(rollout.score(), bare.score()) + " of the bare engine",
        met(rollout.score() >= ROLLOUT)
            + " (the aim: half the bare engine)"
            + relative(rolloutShare, ROLLOUT));
    row(
        "<= 300 KB allocated per game, pure API",
        String.format(Locale.ROOT, "%,.0f B/game", bytes),
        met(bytes <= BYTES));
    row(
        "every module >= 1,000 games/s, pure API (JMH)",
        modules + ", " + ratio(modules.score(), bare.score()) + " of the bare engine",
        met(modules.score() >= ALL_MODULES));
    row(
        "simulate on 2 threads >= 1.7 x 1 thread",
        "whole runs: "
            + described(two)
            + "; medians "
            + ratio(twoMedian, oneMedian)
            + "x. Steady state (JMH SimulateBenchmark): "
            + steady1
            + " on 1 thread, "
            + steady2
            + " on 2, "
            + ratio(steady2.score(), steady1.score())
            + "x",
        threadsStatus(oneMedian, twoMedian, steady1.score(), steady2.score()));
    return 0;
  }

  /**
   * The two-thread target's status, judged over whole runs (the medians of {@code simulate}'s
   * games per second on one thread and on two) and in steady state (JMH's figures).
   */
  static String threadsStatus(double wholeOne, double wholeTwo, double steadyOne, double steadyTwo) {
    return met(wholeTwo >= THREADS * wholeOne)
        + " over 30,000 games; "
        + met(steadyTwo >= THREADS * steadyOne)
        + " in steady state";
  }

  /**
   * The status against the issue's bare engine: whether the share measured in alternating
   * rounds reaches the target's share of 77,000 games/s.
   */
  private static String relative(Share share, double target) {
    return String.format(
        Locale.ROOT,
        "; by the share %s (%.2f of the bare engine in alternating rounds; the target is %.3f of"
            + " the issue's 77,000)",
        met(share.reaches(target)),
        share.median(),
        target / ISSUE_BARE);
  }

  private static final Pattern YARDSTICK =
      Pattern.compile(
          "^yardstick (\\S+) ([0-9.]+) ([0-9.]+) ([0-9.]+) ([0-9.]+) ([0-9.]+) ([0-9]+)$");

  /**
   * Runs {@code io.github.carcassonne.bench.Yardstick} for one path in a fresh JVM on this
   * class path and returns the share it printed.
   */
  static Share share(String mode, int rounds) throws IOException, InterruptedException {
    Share found =
        lastInChild(
            List.of(
                "-cp",
                System.getProperty("java.class.path"),
                "io.github.carcassonne.bench.Yardstick",
                mode,
                Integer.toString(rounds)),
            ProcessBuilder.Redirect.INHERIT,
            line -> yardstick(line, mode),
            "the yardstick's " + mode + " rounds");
    System.out.println("yardstick " + mode + ": " + found);
    return found;
  }

  /**
   * Runs a fresh JVM of this one's runtime with {@code arguments} and returns what {@code parse}
   * makes of the last of its output lines it recognises; fails, naming {@code what}, when the JVM
   * exits with an error or prints no such line.
   */
  private static <T> T lastInChild(
      List<String> arguments,
      ProcessBuilder.Redirect errors,
      Function<String, Optional<T>> parse,
      String what)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(arguments);
    Process p = new ProcessBuilder(command).redirectError(errors).start();
    Optional<T> found = Optional.empty();
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        Optional<T> t = parse.apply(line);
        if (t.isPresent()) {
          found = t;
        }
      }
    }
    int status = p.waitFor();
    if (status != 0 || found.isEmpty()) {
      throw new IllegalStateException(what + " failed (exit " + status + ")");
    }
    return found.get();
  }

  /** The share a line the yardstick printed gives for {@code mode}, if it is that line. */
  static Optional<Share> yardstick(String line, String mode) {
    Matcher m = YARDSTICK.matcher(line);
    if (!m.find() || !m.group(1).equals(mode)) {
      return Optional.empty();
    }
    return Optional.of(
        new Share(
            Double.parseDouble(m.group(2)),
            Double.parseDouble(m.group(3)),
            Double.parseDouble(m.group(4)),
            Double.parseDouble(m.group(5)),
            Double.parseDouble(m.group(6))));
  }

  /** {@code simulate}'s games in steady state, a JMH run on one thread and one on two. */
  private static final String STEADY =
      "io\\.github\\.carcassonne\\.testkit\\.cli\\.SimulateBenchmark\\.game$";

  /** The benchmarks matching {@code include}, on one thread with JMH's GC profiler. */
  private static Collection<RunResult> jmh(String include, int forks) throws RunnerException {
    return jmh(include, forks, 0);
  }

  /**
   * The benchmarks matching {@code include} on {@code threads} threads, or (0) on one thread
   * with JMH's GC profiler for the bytes per game.
   */
  private static Collection<RunResult> jmh(String include, int forks, int threads)
      throws RunnerException {
    OptionsBuilder options = new OptionsBuilder();
    options.include(include).forks(forks);
    if (threads > 0) {
      options.threads(threads);
    } else {
      options.addProfiler(GCProfiler.class);
    }
    return new Runner(options.build()).run();
  }

  private static Score score(Collection<RunResult> results, String suffix) {
    Result<?> r = find(results, suffix).getPrimaryResult();
    return new Score(
        r.getScore(), r.getScoreError(), r.getStatistics().getMin(), r.getStatistics().getMax());
  }

  private static double secondary(Collection<RunResult> results, String suffix, String label) {
    Result<?> r = find(results, suffix).getSecondaryResults().get(label);
    if (r == null) {
      throw new IllegalStateException("no " + label + " for " + suffix);
    }
    return r.getScore();
  }

  private static RunResult find(Collection<RunResult> results, String suffix) {
    for (RunResult r : results) {
      if (r.getParams().getBenchmark().endsWith(suffix)) {
        return r;
      }
    }
    throw new IllegalStateException("no result for " + suffix);
  }

  private static final Pattern THROUGHPUT = Pattern.compile("^throughput: ([0-9.]+) games/s");

  /** Runs {@code simulate --games 30000} in a fresh JVM and returns the throughput it printed. */
  static double simulate(Path jar, int threads) throws IOException, InterruptedException {
    double found =
        lastInChild(
            List.of(
                "-jar",
                jar.toString(),
                "simulate",
                "--games",
                "30000",
                "--threads",
                Integer.toString(threads)),
            ProcessBuilder.Redirect.DISCARD,
            line -> {
              OptionalDouble t = throughput(line);
              return t.isPresent() ? Optional.of(t.getAsDouble()) : Optional.empty();
            },
            "simulate on " + threads + " threads");
    System.out.printf(
        Locale.ROOT, "simulate --games 30000 --threads %d: %.2f games/s%n", threads, found);
    return found;
  }

  /** The throughput a line of {@code simulate}'s text report gives, if it is that line. */
  static OptionalDouble throughput(String line) {
    Matcher m = THROUGHPUT.matcher(line);
    return m.find() ? OptionalDouble.of(Double.parseDouble(m.group(1))) : OptionalDouble.empty();
  }

  private static double median(List<Double> xs) {
    return Quantiles.median().compute(xs);
  }

  private static int count(List<Double> xs, double atLeast) {
    int n = 0;
    for (double x : xs) {
      if (x >= atLeast) {
        n++;
      }
    }
    return n;
  }

  private static String described(List<Double> xs) {
    StringBuilder b = new StringBuilder();
    for (double x : xs) {
      b.append(b.length() == 0 ? "" : " / ").append(String.format(Locale.ROOT, "%,.0f", x));
    }
    return b.append(String.format(Locale.ROOT, " games/s (median %,.0f)", median(xs))).toString();
  }

  private static String ratio(double a, double b) {
    return String.format(Locale.ROOT, "%.2f", a / b);
  }

  private static String met(boolean met) {
    return met ? "met" : "not met";
  }

  private static void row(String target, String measured, String status) {
    System.out.println("| " + target + " | " + measured + " | " + status + " |");
  }
}
