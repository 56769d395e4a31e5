package io.github.carcassonne.spi;

/**
 * A rule module: a value with a descriptor and one {@link #register} method that adds the
 * module's hooks, tiles, figures and state slots to a rule set being built.
 *
 * <p>Modules are found by id through {@link java.util.ServiceLoader} (declare them in
 * {@code module-info.java} with {@code provides} and in {@code META-INF/services}) or passed to
 * {@link io.github.carcassonne.RuleSet.Builder#module} directly. A module must be stateless and
 * thread-safe: one instance serves every rule set and every game.
 *
 * <p>Every rule set build makes every module on the class path through {@link
 * java.util.ServiceLoader} and asks each for its {@link #descriptor}, whether or not the rule
 * set uses it. Keep the public no-argument constructor and {@link #descriptor} cheap: read tile
 * files and other data in {@link #register}, or on first use (a holder class), not when the
 * module is made.
 */
public interface RuleModule {

  /** The module's descriptor: id, version, requirements, ordering, conflicts and options. */
  ModuleDescriptor descriptor();

  /**
   * Adds the module's hooks to the registry. Called once per rule set build; a bundle (a
   * descriptor with {@link ModuleDescriptor#bundle()} parts) registers nothing.
   */
  void register(HookRegistry registry);

  /** The module's id, from its descriptor. */
  default String id() {
    return descriptor().id();
  }
}
