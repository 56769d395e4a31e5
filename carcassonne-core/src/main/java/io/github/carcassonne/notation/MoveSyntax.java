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
