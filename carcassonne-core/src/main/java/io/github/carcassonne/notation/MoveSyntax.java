package io.github.carcassonne.notation;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Move;

/**
 * How a kind of move is read from a game record: the move words it owns and the moves it reads
 * back. A move is always written as its {@link Move#notation()}; a syntax reads that text back
 * into an equal move.
 *
 * <p>The core moves ({@code draw place deploy skip score}) have a built-in syntax. A rule module
 * that adds moves of its own registers a {@code MoveSyntax} for them with
 * {@link io.github.carcassonne.spi.HookRegistry#moveSyntax}; {@link
 * io.github.carcassonne.RuleSet#moveSyntaxes()} lists a rule set's syntaxes, which callers pass
 * to the {@link RecordFormat} methods that take syntaxes, for example {@link
 * RecordFormat#parse(String, String, java.util.List)}.
 *
 * <p>A move line is split at spaces and tabs into tokens; the first is the move word and the
 * rest are the arguments. Implementations must be stateless and thread-safe.
 */
public interface MoveSyntax {

  /**
   * The move words this syntax reads, each lower case ({@code [a-z][a-z0-9-]*}), for example
   * {@code tower}. A word may belong to only one syntax.
   */
  ImmutableSet<String> words();

  /**
   * Reads a move.
   *
   * @param word the move word, one of {@link #words()}
   * @param arguments the tokens after the word: none is empty, none contains a space, a tab or
   *     {@code #}
   * @return the move
   * @throws BadArgument naming the argument at fault, or {@code arguments.size()} for a missing
   *     one
   */
  Move parse(String word, ImmutableList<String> arguments);

  /** True if this syntax reads moves like {@code move} back from their notation. */
  boolean handles(Move move);

  /**
   * Checks that a move has exactly {@code n} arguments.
   *
   * @param arguments the move's arguments
   * @param n how many it takes
   * @param form the move's form for the message, for example {@code "recall-abbot <x>,<y> <spot>"}
   * @throws BadArgument naming the first missing or surplus argument
   */
  static void expectArguments(ImmutableList<String> arguments, int n, String form) {
    if (arguments.size() < n) {
      throw new BadArgument(arguments.size(), "missing argument: expected '" + form + "'");
    }
    if (arguments.size() > n) {
      throw new BadArgument(
          n, "unexpected '" + arguments.get(n) + "': expected '" + form + "'");
    }
  }

  /**
   * Reads argument {@code index} as a cell, {@code x,y}.
   *
   * @throws BadArgument if it is not one
   */
  static io.github.carcassonne.board.Position position(ImmutableList<String> arguments, int index) {
    String t = arguments.get(index);
    java.util.regex.Matcher m = Syntaxes.POSITION.matcher(t);
    if (!m.matches()) {
      throw new BadArgument(index, "bad position '" + t + "': expected x,y, e.g. 0,-1");
    }
    try {
      return io.github.carcassonne.board.Position.of(
          Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    } catch (NumberFormatException e) {
      throw new BadArgument(index, "position out of range: '" + t + "'");
    }
  }

  /**
   * Reads argument {@code index} as a spot name ({@code N}, {@code ESE}, {@code C}, ...).
   *
   * @throws BadArgument if it is not one
   */
  static String spot(ImmutableList<String> arguments, int index) {
    String t = arguments.get(index);
    if (!Syntaxes.SPOT.matcher(t).matches()) {
      throw new BadArgument(index, "bad spot '" + t + "': expected a spot name such as N, ESE or C");
    }
    return t;
  }

  /**
   * A move's arguments that a syntax cannot read. The record parser turns it into a {@link
   * RecordFormatException} at the argument's column.
   */
  final class BadArgument extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int index;

    /**
     * Creates the exception.
     *
     * @param index the 0-based index of the argument at fault; the number of arguments if one
     *     is missing at the end of the line
     * @param message what is wrong
     */
    public BadArgument(int index, String message) {
      super(message);
      this.index = index;
    }

    /** The 0-based index of the argument at fault, or the argument count for a missing one. */
    public int index() {
      return index;
    }
  }
}
