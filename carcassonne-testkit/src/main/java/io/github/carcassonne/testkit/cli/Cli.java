package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.Engine;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.util.Map;

/** Small helpers shared by the commands. */
final class Cli {
  private Cli() {}

  /** Prints a usage or input error and returns {@link Main#EXIT_USAGE}. */
  static int fail(PrintWriter err, Exception e) {
    err.println("error: " + message(e));
    err.flush();
    return Main.EXIT_USAGE;
  }

  /** A one-line message for an exception. */
  static String message(Exception e) {
    if (e instanceof NoSuchFileException) {
      return e.getMessage() + ": no such file";
    }
    if (e instanceof IOException) {
      return "cannot read " + e.getMessage();
    }
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  /** The non-default options as {@code " (key=value, ...)"}, or empty. */
  static String optionsSuffix(Engine engine) {
    Map<String, String> opts = engine.nonDefaultOptions();
    if (opts.isEmpty()) {
      return "";
    }
    StringBuilder b = new StringBuilder(" (");
    opts.forEach((k, v) -> b.append(b.length() == 2 ? "" : ", ").append(k).append('=').append(v));
    return b.append(')').toString();
  }
}
