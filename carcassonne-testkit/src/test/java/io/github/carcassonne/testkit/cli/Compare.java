package io.github.carcassonne.testkit.cli;

import com.google.common.collect.ImmutableMap;
import com.google.common.math.Quantiles;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Compares the speed of two builds of the engine in alternating rounds in one JVM: each build
 * in its own class loader, the same games on the same thread, round by round in turn (the
 * first build first in even rounds, second in odd ones), timed by the thread's CPU time. On a
 * shared or noisy machine, where two JMH runs minutes apart differ by more than a change's
 * effect, this compares the builds under the same conditions. Run by {@code scripts/compare},
 * which builds the two revisions first.
 *
 * <p>It prints, per mode, both builds' games per second over all rounds and the median of the
 * rounds' speed ratios (second build over first) with its quartiles, and says whether the two
 * builds played the same games (a checksum of every game's final scores, turns and tiles).
 *
 * <p>Options ({@code --help} lists them): {@code --old} and {@code --new} the builds' class
 * paths (a jar, or entries joined by the path separator), {@code --mode} what to play
 * (repeatable), {@code --rounds}, {@code --games} per round, {@code --warmup} rounds.
 */
@Command(
    name = "scripts/compare",
    mixinStandardHelpOptions = true,
    version = "scripts/compare (carcassonne-engine 0.1.0-SNAPSHOT)",
    description = {
      "Compares two builds' speed in alternating rounds in one JVM (thread CPU time).",
      "scripts/compare [options] OLD NEW builds OLD and NEW (git revisions, jars, or . for this"
          + " checkout) and passes them as --old and --new."
    })
public final class Compare implements Callable<Integer> {
  @Option(
      names = "--old",
      required = true,
      paramLabel = "PATH",
      description = "the first build: a jar, or class path entries joined by the path separator")
  String old;

  @Option(
      names = "--new",
      required = true,
      paramLabel = "PATH",
      description = "the second build, the same way")
  String nu;

  @Option(
      names = "--mode",
      paramLabel = "MODE",
      description =
          "base, rivers or every-module, then -pure, -rollout or -tail (rollouts from the"
              + " first decision at turn 60, reached through the pure API); repeatable"
              + " (default: base-pure)")
  List<String> modes = new ArrayList<>(List.of("base-pure"));

  @Option(
      names = "--rounds",
      paramLabel = "N",
      description = "measured rounds per mode (default: ${DEFAULT-VALUE})")
  int rounds = 60;

  @Option(
      names = "--games",
      paramLabel = "N",
      description =
          "games per round (default: about a quarter of a second's worth on a 2-core machine:"
              + " 4,000 base-rollout, 1,500 rivers-rollout, 1,000 base-pure, 750"
              + " every-module-rollout, 600 rivers-pure, 250 every-module-pure; 4,000"
              + " base-tail, 1,000 rivers-tail and 300 every-module-tail, whose start states"
              + " take longer to make than their rollouts to time)")
  Integer games;

  @Option(
      names = "--warmup",
      paramLabel = "N",
      description = "unmeasured rounds per build and mode first (default: ${DEFAULT-VALUE})")
  int warmup = 8;

  /** The command line this runs under, for usage errors. */
  @Spec CommandSpec spec;

  /** picocli makes one. */
  Compare() {}

  /**
   * Games per round by default, by mode (in the order the errors list them): about a quarter of
   * a second each on a 2-core machine.
   */
  static final ImmutableMap<String, Integer> GAMES =
      ImmutableMap.of(
          "base-pure", 1_000,
          "base-rollout", 4_000,
          "rivers-pure", 600,
          "rivers-rollout", 1_500,
          "every-module-pure", 250,
          "every-module-rollout", 750,
          "base-tail", 4_000,
          "rivers-tail", 1_000,
          "every-module-tail", 300);

  /**
   * One mode's outcome.
   *
   * @param oldRate the first build's games per second of thread CPU time, over all rounds
   * @param newRate the second build's
   * @param ratios each round's speed ratio, second build over first (above 1: the second is
   *     faster), sorted
   * @param sameGames true if both builds played the same games in every round
   */
  record Outcome(double oldRate, double newRate, double[] ratios, boolean sameGames) {
    /** The median ratio. */
    double median() {
      return Quantiles.median().compute(ratios);
    }

    /** The ratio's lower and upper quartiles. */
    double[] quartiles() {
      Map<Integer, Double> q = Quantiles.quartiles().indexes(1, 3).compute(ratios);
      return new double[] {q.get(1), q.get(3)};
    }
  }

  /**
   * Runs the comparison and prints the outcome.
   *
   * @param args see the class comment, or {@code --help}
   */
  public static void main(String[] args) {
    System.exit(new CommandLine(new Compare()).execute(args));
  }

  @Override
  public Integer call() throws Exception {
    CommandLine cl = spec.commandLine();
    if (rounds < 1 || warmup < 0 || (games != null && games < 1)) {
      throw new ParameterException(
          cl, "--rounds and --games must be at least 1, --warmup at least 0");
    }
    for (String mode : modes) {
      if (!GAMES.containsKey(mode)) {
        throw new ParameterException(
            cl, "no such mode: " + mode + " (known: " + String.join(", ", GAMES.keySet()) + ")");
      }
    }
    Object[] sides = {side(old, "--old"), side(nu, "--new")};
    System.out.printf(
        Locale.ROOT,
        "| mode | games per round | old (games/s) | new (games/s) | new/old, median of %d rounds"
            + " (quartiles) | same games |%n| --- | --- | --- | --- | --- | --- |%n",
        rounds);
    for (String mode : modes) {
      int n = games != null ? games : GAMES.get(mode);
      Outcome o = compare(sides, mode, n, rounds, warmup);
      double[] q = o.quartiles();
      System.out.printf(
          Locale.ROOT,
          "| %s | %,d | %,.0f | %,.0f | %.4f (%.4f to %.4f) | %s |%n",
          mode,
          n,
          o.oldRate(),
          o.newRate(),
          o.median(),
          q[0],
          q[1],
          o.sameGames() ? "yes" : "no: the builds play different games");
    }
    return 0;
  }

  /** A build's {@link CompareRounds}, made in a class loader of its own over {@code path}. */
  private Object side(String path, String option) throws ReflectiveOperationException {
    List<URL> urls = new ArrayList<>();
    for (String entry : path.split(java.io.File.pathSeparator)) {
      Path p = Path.of(entry);
      if (!Files.exists(p)) {
        throw new ParameterException(
            spec.commandLine(), option + ": no such file or directory: " + entry);
      }
      try {
        urls.add(p.toUri().toURL());
      } catch (MalformedURLException e) {
        throw new ParameterException(spec.commandLine(), option + ": " + e.getMessage());
      }
    }
    return build(urls);
  }

  /**
   * A new {@link CompareRounds} in a class loader over {@code urls} alone (the platform's
   * classes besides): the class is defined there from its own bytes, so that it links to that
   * build's engine.
   */
  static Object build(List<URL> urls) throws ReflectiveOperationException {
    ClassLoader loader = new BuildLoader(urls.toArray(new URL[0]));
    return loader.loadClass(CompareRounds.class.getName()).getConstructor().newInstance();
  }

  /**
   * Plays {@code warmup} unmeasured rounds on each side, then {@code rounds} measured ones in
   * alternating order, each with the same seeds on both sides.
   */
  static Outcome compare(Object[] sides, String mode, int games, int rounds, int warmup)
      throws ReflectiveOperationException {
    Method[] round = new Method[2];
    for (int i = 0; i < 2; i++) {
      round[i] = sides[i].getClass().getMethod("round", String.class, int.class, long.class);
    }
    for (int w = 0; w < warmup; w++) {
      for (int i = 0; i < 2; i++) {
        play(round[i], sides[i], mode, games, 1_000_000L * w);
      }
    }
    double[] ratios = new double[rounds];
    long[] nanos = new long[2];
    boolean same = true;
    for (int k = 0; k < rounds; k++) {
      long seed = 7_000_000L + (long) k * games;
      long[][] r = new long[2][];
      int first = k % 2;
      r[first] = play(round[first], sides[first], mode, games, seed);
      r[1 - first] = play(round[1 - first], sides[1 - first], mode, games, seed);
      same &= r[0][1] == r[1][1];
      // the second build's speed over the first's: the first's time over the second's
      ratios[k] = (double) r[0][0] / Math.max(1, r[1][0]);
      nanos[0] += r[0][0];
      nanos[1] += r[1][0];
    }
    Arrays.sort(ratios);
    double total = (double) rounds * games;
    return new Outcome(
        total / (Math.max(1, nanos[0]) / 1e9), total / (Math.max(1, nanos[1]) / 1e9), ratios, same);
  }

  private static long[] play(Method round, Object side, String mode, int games, long seed)
      throws ReflectiveOperationException {
    try {
      return (long[]) round.invoke(side, mode, games, seed);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw e;
    }
  }

  /**
   * A build's class loader: its class path, then the platform's classes; {@link CompareRounds}
   * is defined from the bytes this class was loaded with.
   */
  private static final class BuildLoader extends URLClassLoader {
    BuildLoader(URL[] urls) {
      super(urls, ClassLoader.getPlatformClassLoader());
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      if (!name.equals(CompareRounds.class.getName())) {
        return super.findClass(name);
      }
      String resource = CompareRounds.class.getSimpleName() + ".class";
      try (InputStream in = CompareRounds.class.getResourceAsStream(resource)) {
        if (in == null) {
          throw new ClassNotFoundException(name);
        }
        byte[] bytes = in.readAllBytes();
        return defineClass(name, bytes, 0, bytes.length);
      } catch (IOException e) {
        throw new ClassNotFoundException(name, e);
      }
    }
  }
}
