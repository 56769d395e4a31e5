package io.github.carcassonne;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.internal.Compiled;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A validated, ordered and compiled set of rule modules with their options. Immutable and shared
 * by any number of games and threads.
 *
 * <p>Building a rule set expands bundles ({@code base} is a bundle of the base game's modules),
 * adds required modules and reports them ({@link #addedModules()}), rejects conflicts naming both
 * modules, rejects unknown option keys and bad values, orders the modules ({@code requires},
 * {@code after} and {@code before}; ties by id, never by class-path order) and compiles every
 * hook into arrays.
 *
 * <pre>{@code
 * RuleSet rules = RuleSet.builder()
 *     .modules("base")
 *     .option("base.fields.era", "2")
 *     .build();
 * }</pre>
 */
public final class RuleSet {
  private final ImmutableList<String> requested;
  private final ImmutableList<ModuleDescriptor> modules;
  private final ImmutableList<String> added;
  private final ImmutableMap<String, String> options;
  /** Every option's default as text, bundle options included, sorted by key. */
  final ImmutableMap<String, String> defaultOptions;
  final Compiled compiled;

  private RuleSet(
      ImmutableList<String> requested,
      ImmutableList<ModuleDescriptor> modules,
      ImmutableList<String> added,
      ImmutableMap<String, String> options,
      ImmutableMap<String, String> defaultOptions,
      Compiled compiled) {
    this.requested = requested;
    this.modules = modules;
    this.added = added;
    this.options = options;
    this.defaultOptions = defaultOptions;
    this.compiled = compiled;
  }

  /** A rule set of the given module ids with default options. */
  public static RuleSet of(String... moduleIds) {
    return builder().modules(moduleIds).build();
  }

  /** A new builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** Every module found through {@link ServiceLoader}, by id. */
  public static ImmutableMap<String, RuleModule> availableModules() {
    Map<String, RuleModule> out = new TreeMap<>();
    for (RuleModule m : ServiceLoader.load(RuleModule.class, RuleSet.class.getClassLoader())) {
      out.putIfAbsent(m.id(), m);
    }
    return ImmutableMap.copyOf(out);
  }

  /** The module ids as requested (bundles not expanded). */
  public ImmutableList<String> requestedModules() {
    return requested;
  }

  /** The modules with rules, in module order (bundles expanded, requirements added). */
  public ImmutableList<ModuleDescriptor> modules() {
    return modules;
  }

  /** The ids of {@link #modules()}. */
  public ImmutableList<String> moduleIds() {
    ImmutableList.Builder<String> b = ImmutableList.builder();
    for (ModuleDescriptor d : modules) {
      b.add(d.id());
    }
    return b.build();
  }

  /** The modules the builder added because others require them. */
  public ImmutableList<String> addedModules() {
    return added;
  }

  /** Every option of every module with its value as text, defaults included, sorted by key. */
  public ImmutableMap<String, String> options() {
    return options;
  }

  /**
   * The move syntaxes the enabled modules registered for their own moves, for reading and writing
   * game records ({@link io.github.carcassonne.notation.RecordFormat}); the core syntax is always
   * known and not listed.
   */
  public ImmutableList<io.github.carcassonne.notation.MoveSyntax> moveSyntaxes() {
    return compiled.moveSyntaxes();
  }

  /** True if any module's data is provisional. */
  public boolean isProvisional() {
    for (ModuleDescriptor d : modules) {
      if (d.provisional()) {
        return true;
      }
    }
    return false;
  }

  /** An option's value. */
  public <T> T option(RuleOption<T> option) {
    String v = options.get(option.key());
    return v == null ? option.defaultValue() : option.parse(v);
  }

  @Override
  public String toString() {
    return "RuleSet" + moduleIds() + options;
  }

  /** Builds a {@link RuleSet}. Not thread-safe; the rule set it builds is. */
  public static final class Builder {
    private final List<String> ids = new ArrayList<>();
    private final Map<String, RuleModule> given = new LinkedHashMap<>();
    private final Map<String, String> optionText = new LinkedHashMap<>();

    private Builder() {}

    /** Adds modules by id, found through {@link ServiceLoader} or {@link #module}. */
    public Builder modules(String... moduleIds) {
      for (String id : moduleIds) {
        if (id == null || id.isBlank()) {
          throw new IllegalArgumentException("module id must not be blank");
        }
        ids.add(id.trim());
      }
      return this;
    }

    /** Adds modules by id. */
    public Builder modules(Iterable<String> moduleIds) {
      for (String id : moduleIds) {
        modules(id);
      }
      return this;
    }

    /** Adds a module instance (a third party's, a test's) and enables it. */
    public Builder module(RuleModule module) {
      if (module == null) {
        throw new IllegalArgumentException("module must not be null");
      }
      given.put(module.id(), module);
      ids.add(module.id());
      return this;
    }

    /** Makes a module instance known without enabling it (a bundle part, a requirement). */
    public Builder provide(RuleModule module) {
      if (module == null) {
        throw new IllegalArgumentException("module must not be null");
      }
      given.put(module.id(), module);
      return this;
    }

    /** Sets an option by key, as text. */
    public Builder option(String key, String value) {
      if (key == null || value == null) {
        throw new IllegalArgumentException("option key and value must not be null");
      }
      optionText.put(key, value);
      return this;
    }

    /** Sets a typed option. */
    public <T> Builder option(RuleOption<T> option, T value) {
      return option(option.key(), option.format(value));
    }

    /** Sets options from a map of key to text. */
    public Builder options(Map<String, String> values) {
      values.forEach(this::option);
      return this;
    }

    /**
     * Validates and compiles the rule set.
     *
     * @throws IllegalArgumentException naming the modules or option at fault: an unknown module,
     *     a conflict, a cycle in the ordering, an unknown option key or a bad value
     */
    public RuleSet build() {
      if (ids.isEmpty()) {
        throw new IllegalArgumentException("a rule set needs at least one module (try \"base\")");
      }
      Map<String, RuleModule> known = new TreeMap<>(availableModules());
      known.putAll(given);
      // expand bundles and requirements
      Map<String, RuleModule> enabled = new TreeMap<>();
      List<String> added = new ArrayList<>();
      java.util.Deque<String> todo = new java.util.ArrayDeque<>(ids);
      java.util.Set<String> requestedSet = new java.util.HashSet<>(ids);
      java.util.Set<String> bundleParts = new java.util.HashSet<>();
      while (!todo.isEmpty()) {
        String id = todo.poll();
        if (enabled.containsKey(id)) {
          continue;
        }
        RuleModule m = known.get(id);
        if (m == null) {
          throw new IllegalArgumentException(
              "unknown module '" + id + "'; available: " + String.join(", ", known.keySet()));
        }
        ModuleDescriptor d = m.descriptor();
        if (!d.id().equals(id)) {
          throw new IllegalArgumentException("module registered as '" + id + "' calls itself '" + d.id() + "'");
        }
        enabled.put(id, m);
        if (!requestedSet.contains(id) && !bundleParts.contains(id)) {
          added.add(id);
        }
        for (String part : d.bundle()) {
          bundleParts.add(part);
          todo.add(part);
        }
        todo.addAll(d.requires());
      }
      // conflicts
      for (RuleModule m : enabled.values()) {
        for (String other : m.descriptor().conflictsWith()) {
          if (enabled.containsKey(other)) {
            throw new IllegalArgumentException(
                "modules '" + m.id() + "' and '" + other + "' cannot be enabled together");
          }
        }
      }
      // options
      Map<String, RuleOption<?>> allOptions = new TreeMap<>();
      for (RuleModule m : enabled.values()) {
        for (RuleOption<?> o : m.descriptor().options()) {
          allOptions.put(o.key(), o);
        }
      }
      Map<String, Object> values = new TreeMap<>();
      Map<String, String> text = new TreeMap<>();
      for (RuleOption<?> o : allOptions.values()) {
        values.put(o.key(), o.defaultValue());
        text.put(o.key(), o.defaultText());
      }
      ImmutableMap<String, String> defaults = ImmutableMap.copyOf(text);
      for (Map.Entry<String, String> e : optionText.entrySet()) {
        RuleOption<?> o = allOptions.get(e.getKey());
        if (o == null) {
          throw new IllegalArgumentException(
              "unknown option '" + e.getKey() + "' for modules " + enabled.keySet()
                  + "; known options: " + String.join(", ", allOptions.keySet()));
        }
        values.put(o.key(), o.parse(e.getValue()));
        text.put(o.key(), e.getValue());
      }
      // order: topological over requires/after/before, ties by id
      List<RuleModule> withRules = new ArrayList<>();
      for (RuleModule m : enabled.values()) {
        if (!m.descriptor().isBundle()) {
          withRules.add(m);
        }
      }
      List<RuleModule> ordered = order(withRules);
      // every enabled module's validator, bundles' included (base's options belong to the bundle)
      for (RuleModule m : enabled.values()) {
        validate(m, values);
      }
      Compiled compiled;
      try {
        compiled = Compiled.compile(ordered, values);
      } catch (IllegalArgumentException | IllegalStateException e) {
        throw new IllegalArgumentException("rule set cannot be built: " + e.getMessage(), e);
      }
      ImmutableList.Builder<ModuleDescriptor> ds = ImmutableList.builder();
      for (RuleModule m : ordered) {
        ds.add(m.descriptor());
      }
      return new RuleSet(
          ImmutableList.copyOf(ids),
          ds.build(),
          ImmutableList.copyOf(added),
          ImmutableMap.copyOf(text),
          defaults,
          compiled);
    }

    private static void validate(RuleModule m, Map<String, Object> values) {
      if (m instanceof OptionValidator v) {
        v.validate(values);
      }
    }

    private static List<RuleModule> order(List<RuleModule> modules) {
      Map<String, RuleModule> byId = new TreeMap<>();
      for (RuleModule m : modules) {
        byId.put(m.id(), m);
      }
      Map<String, java.util.Set<String>> preds = new TreeMap<>();
      for (String id : byId.keySet()) {
        preds.put(id, new TreeSet<>());
      }
      for (RuleModule m : modules) {
        ModuleDescriptor d = m.descriptor();
        for (String r : d.requires()) {
          if (byId.containsKey(r)) {
            preds.get(d.id()).add(r);
          }
        }
        for (String a : d.after()) {
          if (byId.containsKey(a)) {
            preds.get(d.id()).add(a);
          }
        }
        for (String b : d.before()) {
          if (byId.containsKey(b)) {
            preds.get(b).add(d.id());
          }
        }
      }
      List<RuleModule> out = new ArrayList<>();
      java.util.Set<String> done = new java.util.HashSet<>();
      while (out.size() < modules.size()) {
        String next = null;
        for (Map.Entry<String, java.util.Set<String>> e : preds.entrySet()) {
          if (!done.contains(e.getKey()) && done.containsAll(e.getValue())) {
            next = e.getKey();
            break;
          }
        }
        if (next == null) {
          List<String> rest = new ArrayList<>();
          for (String id : preds.keySet()) {
            if (!done.contains(id)) {
              rest.add(id);
            }
          }
          throw new IllegalArgumentException("modules " + rest + " order one another in a cycle");
        }
        done.add(next);
        out.add(byId.get(next));
      }
      return out;
    }
  }

  /**
   * Implemented by a module that rejects option combinations that make no sense; called when a
   * rule set is built with the option values of the whole rule set.
   */
  public interface OptionValidator {
    /**
     * Checks the option values.
     *
     * @throws IllegalArgumentException naming both options of a nonsensical combination
     */
    void validate(Map<String, Object> values);
  }
}
