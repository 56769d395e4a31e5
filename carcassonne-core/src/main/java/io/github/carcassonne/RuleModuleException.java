package io.github.carcassonne;

import static java.util.Objects.requireNonNull;

/**
 * A fault inside a rule module: a hook threw, broke an invariant, or the hooks looped past the
 * step budget of one {@code apply}. It names the module and the step. The state the caller holds
 * is unchanged.
 */
public final class RuleModuleException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String module;
  private final String step;

  /** Creates the exception. */
  public RuleModuleException(String module, String step, String message, Throwable cause) {
    super("module '" + module + "' failed in " + step + ": " + message, cause);
    this.module = requireNonNull(module, "module");
    this.step = requireNonNull(step, "step");
  }

  /** The id of the module at fault. */
  public String module() {
    return module;
  }

  /** The step or hook that failed. */
  public String step() {
    return step;
  }
}
