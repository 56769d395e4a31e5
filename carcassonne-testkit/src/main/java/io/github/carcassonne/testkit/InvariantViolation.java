package io.github.carcassonne.testkit;

/**
 * An invariant of the engine's contract that a state or a transition breaks. The message names
 * the invariant, says what was found, and describes the state.
 */
public final class InvariantViolation extends AssertionError {
  private static final long serialVersionUID = 1L;

  private final String invariant;
  private final String detail;

  /**
   * Creates a violation.
   *
   * @param invariant the invariant's short name, for example {@code figures conserved}
   * @param message what was found, with the state
   */
  public InvariantViolation(String invariant, String message) {
    super("invariant '" + invariant + "' broken: " + message);
    this.invariant = invariant;
    this.detail = message;
  }

  /** The invariant's short name, one of the names {@link Invariants} documents. */
  public String invariant() {
    return invariant;
  }

  /** What was found, without the invariant's name. */
  String detail() {
    return detail;
  }
}
