package io.github.carcassonne.notation;

import static java.util.Objects.requireNonNull;

/**
 * A game record text, or a move in notation, that {@link RecordFormat} cannot read. The message
 * has the form {@code source:line:column: detail}, with a 1-based line and the 1-based column of
 * the offending token (for a missing token, the column just past the end of the line).
 */
public final class RecordFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;
  private final int column;
  private final String detail;

  /**
   * Creates an exception for an error at the given place.
   *
   * @param source the source name, for example a file name
   * @param line the 1-based line number
   * @param column the 1-based column of the offending token
   * @param detail what is wrong, without the location prefix
   */
  public RecordFormatException(String source, int line, int column, String detail) {
    super(requireNonNull(source, "source") + ":" + line + ":" + column + ": " + detail);
    this.source = source;
    this.line = line;
    this.column = column;
    this.detail = requireNonNull(detail, "detail");
  }

  /** The source name given to the parser. */
  public String source() {
    return source;
  }

  /** The 1-based line number of the error. */
  public int line() {
    return line;
  }

  /** The 1-based column of the offending token. */
  public int column() {
    return column;
  }

  /** The message without the {@code source:line:column: } prefix. */
  public String detail() {
    return detail;
  }
}
