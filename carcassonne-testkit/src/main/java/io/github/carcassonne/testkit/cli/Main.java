package io.github.carcassonne.testkit.cli;

import java.io.PrintWriter;
import java.nio.charset.Charset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code carcassonne} command line: {@code play}, {@code simulate}, {@code replay},
 * {@code tiles} and {@code modules}. Every command has {@code --help}; errors go to standard
 * error with a non-zero exit status: 1 for a failed game or an internal error, 2 for a usage
 * error or a malformed file, 3 for an illegal move in a replayed record.
 */
@Command(
    name = "carcassonne",
    mixinStandardHelpOptions = true,
    version = "carcassonne-engine testkit 0.1.0-SNAPSHOT",
    description = "Plays, simulates and replays Carcassonne games between bots.",
    subcommands = {
      PlayCommand.class,
      SimulateCommand.class,
      ReplayCommand.class,
      TilesCommand.class,
      ModulesCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {
  /** Exit status of a failed game or an internal error. */
  public static final int EXIT_FAILURE = 1;
  /** Exit status of a usage error or a malformed input file. */
  public static final int EXIT_USAGE = 2;
  /** Exit status of an illegal move in a replayed record. */
  public static final int EXIT_ILLEGAL_MOVE = 3;

  @Spec CommandSpec spec;

  /** Creates the top-level command; picocli calls this. */
  public Main() {}

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(System.out, true, Charset.defaultCharset());
    PrintWriter err = new PrintWriter(System.err, true, Charset.defaultCharset());
    int status = execute(out, err, args);
    out.flush();
    err.flush();
    System.exit(status);
  }

  /**
   * Runs the command line in-process with the given output streams and returns its exit status
   * instead of exiting.
   *
   * @param out standard output
   * @param err standard error
   * @param args the arguments, for example {@code "play", "--seed", "7"}
   * @return the exit status: 0 on success
   */
  public static int execute(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cl = new CommandLine(new Main());
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          CommandLine c = ex.getCommandLine();
          c.getErr().println("error: " + ex.getMessage());
          c.getErr()
              .println("Try '" + c.getCommandSpec().qualifiedName() + " --help' for more information.");
          c.getErr().flush();
          return EXIT_USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parseResult) -> {
          c.getErr().println("error: " + ex);
          ex.printStackTrace(c.getErr());
          c.getErr().flush();
          return EXIT_FAILURE;
        });
    int status = cl.execute(args);
    out.flush();
    err.flush();
    return status;
  }
}
