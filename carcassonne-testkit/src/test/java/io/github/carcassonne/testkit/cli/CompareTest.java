package io.github.carcassonne.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.expansions.river.RiverModule;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@link Compare}: two builds side by side, each in its own class loader. */
class CompareTest {

  /** The class path of this build's engine: core, expansions and Guava, as a jar would hold. */
  static List<URL> thisBuild() {
    List<URL> urls = new ArrayList<>();
    for (Class<?> k :
        List.of(
            Engine.class,
            RiverModule.class,
            ImmutableList.class,
            com.google.common.util.concurrent.internal.InternalFutureFailureAccess.class)) {
      URL u = k.getProtectionDomain().getCodeSource().getLocation();
      if (!urls.contains(u)) {
        urls.add(u);
      }
    }
    return urls;
  }

  @Test
  void eachBuildHasItsOwnEngineAndTheSameBuildPlaysTheSameGames() throws Exception {
    Object a = Compare.build(thisBuild());
    Object b = Compare.build(thisBuild());
    // separate class loaders: the engines are different classes, not this test's either
    assertNotSame(a.getClass(), b.getClass());
    assertNotEquals(CompareRounds.class, a.getClass());
    for (String mode : List.of("base-pure", "base-rollout", "every-module-pure", "base-tail")) {
      Compare.Outcome o = Compare.compare(new Object[] {a, b}, mode, 2, 3, 1);
      assertTrue(o.sameGames(), mode);
      assertEquals(3, o.ratios().length);
      assertTrue(o.oldRate() > 0 && o.newRate() > 0, mode);
      assertTrue(o.median() > 0 && Double.isFinite(o.median()), mode);
    }
  }

  /** A side that plays other games than the engine: every round's checksum is its seed. */
  public static final class OtherGames {
    /** As {@link CompareRounds#round}. */
    public long[] round(String mode, int games, long seed) {
      return new long[] {1_000_000, seed};
    }
  }

  @Test
  void buildsThatPlayOtherGamesAreTold() throws Exception {
    Object engine = Compare.build(thisBuild());
    Compare.Outcome o =
        Compare.compare(new Object[] {engine, new OtherGames()}, "base-rollout", 2, 2, 0);
    assertFalse(o.sameGames());
    // and the pure API and the rollout do draw other games from the same seeds
    long[] pure = (long[]) round(engine, "base-pure", 3, 11L);
    long[] rollout = (long[]) round(engine, "base-rollout", 3, 11L);
    assertNotEquals(pure[1], rollout[1]);
    assertEquals(pure[1], ((long[]) round(Compare.build(thisBuild()), "base-pure", 3, 11L))[1]);
    // a tail's rollouts start from the pure API's states at turn 60: other games again, the
    // same in every build
    long[] tail = (long[]) round(engine, "base-tail", 3, 11L);
    assertNotEquals(rollout[1], tail[1]);
    assertNotEquals(pure[1], tail[1]);
    assertEquals(tail[1], ((long[]) round(Compare.build(thisBuild()), "base-tail", 3, 11L))[1]);
  }

  static Object round(Object side, String mode, int games, long seed) throws Exception {
    return side.getClass().getMethod("round", String.class, int.class, long.class)
        .invoke(side, mode, games, seed);
  }

  @Test
  void anUnknownModeOrAMissingBuildIsAUsageError() {
    String path = thisBuild().get(0).getPath();
    Result mode = run("--old", path, "--new", path, "--mode", "base-fast");
    assertEquals(2, mode.exitCode);
    assertTrue(
        mode.err.contains(
            "no such mode: base-fast (known: base-pure, base-rollout, rivers-pure, rivers-rollout,"
                + " every-module-pure, every-module-rollout, base-tail, rivers-tail,"
                + " every-module-tail)"),
        mode.err);
    Result missing = run("--old", "/no/such/build.jar", "--new", path);
    assertEquals(2, missing.exitCode);
    assertTrue(
        missing.err.contains("--old: no such file or directory: /no/such/build.jar"), missing.err);
    assertThrows(
        IllegalArgumentException.class,
        () -> new CompareRounds().round("base-fast", 1, 0));
  }

  @Test
  void printsATableRowPerMode() {
    StringBuilder path = new StringBuilder();
    for (URL u : thisBuild()) {
      path.append(path.length() == 0 ? "" : java.io.File.pathSeparator).append(u.getPath());
    }
    Result r =
        run(
            "--old", path.toString(), "--new", path.toString(), "--mode", "base-pure", "--mode",
            "rivers-rollout", "--rounds", "2", "--games", "2", "--warmup", "0");
    assertEquals(0, r.exitCode, r.err);
    String[] lines = r.out.strip().split("\n");
    assertEquals(4, lines.length, r.out);
    assertTrue(lines[2].startsWith("| base-pure | 2 | "), lines[2]);
    assertTrue(lines[3].startsWith("| rivers-rollout | 2 | "), lines[3]);
    assertTrue(lines[3].endsWith("| yes |"), lines[3]);
  }

  record Result(int exitCode, String out, String err) {}

  static Result run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream stdout = System.out;
    CommandLine cl = new CommandLine(new Compare());
    cl.setErr(new java.io.PrintWriter(err, true, StandardCharsets.UTF_8));
    int code;
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      code = cl.execute(args);
    } finally {
      System.setOut(stdout);
    }
    return new Result(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
