package io.github.carcassonne.spi;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;

/**
 * What a rule module is and how it combines with others.
 *
 * @param id the module id, lower case with dashes and dots, for example {@code base.roads}
 * @param version the module's rule version, recorded in game records
 * @param description one sentence for {@code modules} listings
 * @param requires modules this one needs; the rule set builder adds them and reports it
 * @param after modules this one's hooks must run after, when both are present
 * @param before modules this one's hooks must run before, when both are present
 * @param conflictsWith modules that cannot be enabled together with this one
 * @param options the module's rule variants, keys prefixed by the module id
 * @param bundle for a bundle, the module ids it expands to; empty for a module with rules
 * @param provisional true if the module's data rests on facts no source settles
 */
public record ModuleDescriptor(
    String id,
    int version,
    String description,
    ImmutableList<String> requires,
    ImmutableList<String> after,
    ImmutableList<String> before,
    ImmutableList<String> conflictsWith,
    ImmutableList<RuleOption<?>> options,
    ImmutableList<String> bundle,
    boolean provisional) {

  /** Validates the descriptor. */
  public ModuleDescriptor {
    checkArgument(id != null && id.matches("[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)*"), "bad module id: %s", id);
    checkArgument(version >= 1, "module version must be positive");
    requireNonNull(description, "description");
    requireNonNull(requires, "requires");
    requireNonNull(after, "after");
    requireNonNull(before, "before");
    requireNonNull(conflictsWith, "conflictsWith");
    requireNonNull(options, "options");
    requireNonNull(bundle, "bundle");
    for (RuleOption<?> o : options) {
      checkArgument(
          o.key().startsWith(id + "."), "option %s of module %s must start with '%s.'", o.key(), id, id);
    }
  }

  /** A builder for a module with this id. */
  public static Builder builder(String id) {
    return new Builder(id);
  }

  /** True if this module is a bundle of other modules. */
  public boolean isBundle() {
    return !bundle.isEmpty();
  }

  /** Builds a {@link ModuleDescriptor}. */
  public static final class Builder {
    private final String id;
    private int version = 1;
    private String description = "";
    private final ImmutableList.Builder<String> requires = ImmutableList.builder();
    private final ImmutableList.Builder<String> after = ImmutableList.builder();
    private final ImmutableList.Builder<String> before = ImmutableList.builder();
    private final ImmutableList.Builder<String> conflicts = ImmutableList.builder();
    private final ImmutableList.Builder<RuleOption<?>> options = ImmutableList.builder();
    private final ImmutableList.Builder<String> bundle = ImmutableList.builder();
    private boolean provisional;

    private Builder(String id) {
      this.id = id;
    }

    /** Sets the rule version (default 1). */
    public Builder version(int v) {
      this.version = v;
      return this;
    }

    /** Sets the description. */
    public Builder description(String d) {
      this.description = d;
      return this;
    }

    /** Adds required modules. */
    public Builder requires(String... ids) {
      requires.add(ids);
      return this;
    }

    /** Adds modules to run after. */
    public Builder after(String... ids) {
      after.add(ids);
      return this;
    }

    /** Adds modules to run before. */
    public Builder before(String... ids) {
      before.add(ids);
      return this;
    }

    /** Adds conflicting modules. */
    public Builder conflictsWith(String... ids) {
      conflicts.add(ids);
      return this;
    }

    /** Adds options. */
    public Builder options(RuleOption<?>... opts) {
      options.add(opts);
      return this;
    }

    /** Makes this a bundle of the given modules. */
    public Builder bundle(String... ids) {
      bundle.add(ids);
      return this;
    }

    /** Marks the module's data provisional. */
    public Builder provisional(boolean p) {
      this.provisional = p;
      return this;
    }

    /** Builds the descriptor. */
    public ModuleDescriptor build() {
      return new ModuleDescriptor(
          id,
          version,
          description,
          requires.build(),
          after.build(),
          before.build(),
          conflicts.build(),
          options.build(),
          bundle.build(),
          provisional);
    }
  }
}
