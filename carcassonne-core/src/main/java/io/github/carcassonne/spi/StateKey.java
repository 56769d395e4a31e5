package io.github.carcassonne.spi;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * A typed slot of module state kept in the game state, with its visibility. Values must be
 * immutable and compare by value. A module registers each key with
 * {@link HookRegistry#stateSlot}; the engine compiles keys to array indices.
 *
 * @param <T> the value type
 */
public final class StateKey<T> {
  /** Who may see a slot in a player's view. */
  public enum Visibility {
    /** Everyone. */
    PUBLIC,
    /** Nobody: a view drops it and {@code determinize} samples it anew. */
    HIDDEN
  }

  /** Makes a value for a hidden slot when a view is determinized. */
  @FunctionalInterface
  public interface Sampler<T> {
    /** A value consistent with what the view shows, from the given random bits. */
    T sample(long random);
  }

  private final String id;
  private final Class<T> type;
  private final T initial;
  private final Visibility visibility;
  private final Sampler<T> sampler;

  private StateKey(String id, Class<T> type, T initial, Visibility visibility, Sampler<T> sampler) {
    checkArgument(id != null && id.matches("[a-z][a-z0-9.-]*"), "bad state key id: %s", id);
    this.id = id;
    this.type = requireNonNull(type, "type");
    this.initial = requireNonNull(initial, "initial");
    this.visibility = visibility;
    this.sampler = sampler;
  }

  /** A public slot with an initial value. */
  public static <T> StateKey<T> of(String id, Class<T> type, T initial) {
    return new StateKey<>(id, type, initial, Visibility.PUBLIC, null);
  }

  /** A hidden slot: views drop it, and determinize fills it from {@code sampler}. */
  public static <T> StateKey<T> hidden(String id, Class<T> type, T initial, Sampler<T> sampler) {
    return new StateKey<>(id, type, initial, Visibility.HIDDEN, requireNonNull(sampler, "sampler"));
  }

  /** The id, prefixed by the module id by convention. */
  public String id() {
    return id;
  }

  /** The value type. */
  public Class<T> type() {
    return type;
  }

  /** The value at the start of a game. */
  public T initial() {
    return initial;
  }

  /** The visibility. */
  public Visibility visibility() {
    return visibility;
  }

  /** The sampler of a hidden slot, or null for a public one. */
  public Sampler<T> sampler() {
    return sampler;
  }

  @Override
  public String toString() {
    return id;
  }
}
