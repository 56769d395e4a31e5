package io.github.carcassonne.tile;

import static java.util.Objects.requireNonNull;

/**
 * A tile definition text that {@link TileFormat} cannot read. The message has the form {@code
 * source:line:column: detail}, with a 1-based line and the 1-based column of the offending token.
 */
public final class TileFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;
  private final int column;
  private final String detail;

  /**
   * Creates an exception for an error at the given place.
   *
   * @param source the source name, for example a file name or resource name
   * @param line the 1-based line number
   * @param column the 1-based column of the offending token
   * @param detail what is wrong, without the location prefix
   */
  public TileFormatException(String source, int line, int column, String detail) {
    super(requireNonNull(source, "source") + ":" + line + ":" + column + ": " + detail);
    this.source = source;
    this.line = line;
    this.column = column;
    this.detail = requireNonNull(detail, "detail");
  }

  /**
   * Creates an exception for an error at the given place, caused by {@code cause}.
   *
   * @param source the source name, for example a file name or resource name
   * @param line the 1-based line number
   * @param column the 1-based column of the offending token
   * @param detail what is wrong, without the location prefix
   * @param cause the underlying exception, for example a model constructor's complaint
   */
  public TileFormatException(
      String source, int line, int column, String detail, Throwable cause) {
    this(source, line, column, detail);
    initCause(cause);
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
