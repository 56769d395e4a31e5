package io.github.carcassonne.spi;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Locale;
import java.util.function.Function;

/**
 * A typed rule variant of a module. Its key is prefixed by the module id ({@code base.farmers});
 * its value is written as text in game records and on the command line, and parsed back by the
 * option itself. Every option has a documented default: the official rule.
 *
 * @param <T> the value type
 */
public final class RuleOption<T> {
  private final String key;
  private final String description;
  private final T defaultValue;
  private final ImmutableList<String> allowed;
  private final Function<String, T> parser;
  private final Function<T, String> writer;

  private RuleOption(
      String key,
      String description,
      T defaultValue,
      ImmutableList<String> allowed,
      Function<String, T> parser,
      Function<T, String> writer) {
    checkArgument(key != null && key.matches("[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)+"), "bad option key: %s", key);
    this.key = key;
    this.description = requireNonNull(description, "description");
    this.defaultValue = requireNonNull(defaultValue, "defaultValue");
    this.allowed = allowed;
    this.parser = parser;
    this.writer = writer;
  }

  /** A yes/no option, written {@code true} or {@code false}. */
  public static RuleOption<Boolean> bool(String key, boolean defaultValue, String description) {
    return new RuleOption<>(
        key,
        description,
        defaultValue,
        ImmutableList.of("true", "false"),
        s -> {
          if (s.equals("true")) {
            return true;
          }
          if (s.equals("false")) {
            return false;
          }
          throw new IllegalArgumentException("expected true or false");
        },
        String::valueOf);
  }

  /** An integer option within {@code [min, max]}. */
  public static RuleOption<Integer> integer(
      String key, int defaultValue, int min, int max, String description) {
    return new RuleOption<>(
        key,
        description,
        defaultValue,
        ImmutableList.of(),
        s -> {
          int v;
          try {
            v = Integer.parseInt(s);
          } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected an integer", e);
          }
          if (v < min || v > max) {
            throw new IllegalArgumentException("expected " + min + " to " + max);
          }
          return v;
        },
        String::valueOf);
  }

  /** An option whose value is one of an enum's constants, written in lower case with dashes. */
  public static <E extends Enum<E>> RuleOption<E> choice(
      String key, Class<E> type, E defaultValue, String description) {
    ImmutableList.Builder<String> names = ImmutableList.builder();
    for (E e : type.getEnumConstants()) {
      names.add(text(e));
    }
    ImmutableList<String> allowed = names.build();
    return new RuleOption<>(
        key,
        description,
        defaultValue,
        allowed,
        s -> {
          for (E e : type.getEnumConstants()) {
            if (text(e).equals(s)) {
              return e;
            }
          }
          throw new IllegalArgumentException("expected one of " + String.join(", ", allowed));
        },
        RuleOption::text);
  }

  private static String text(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The key, for example {@code base.farmers}. */
  public String key() {
    return key;
  }

  /** The id of the module that owns the option: the key up to its last dot. */
  public String module() {
    return key.substring(0, key.lastIndexOf('.'));
  }

  /** What the option does, and what its default means. */
  public String description() {
    return description;
  }

  /** The default value: the official rule. */
  public T defaultValue() {
    return defaultValue;
  }

  /** The allowed values as text, empty when any value the parser takes is allowed. */
  public ImmutableList<String> allowedValues() {
    return allowed;
  }

  /**
   * Parses a value.
   *
   * @throws IllegalArgumentException with a message naming the key and the allowed values
   */
  public T parse(String text) {
    if (text == null) {
      throw new IllegalArgumentException("option " + key + ": no value");
    }
    try {
      return parser.apply(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "option " + key + ": bad value '" + text + "': " + e.getMessage(), e);
    }
  }

  /** Writes a value as text. */
  public String format(T value) {
    return writer.apply(value);
  }

  /** The default value as text. */
  public String defaultText() {
    return writer.apply(defaultValue);
  }

  @Override
  public String toString() {
    return key + "=" + defaultText();
  }
}
