package io.github.carcassonne;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;

/**
 * What applying a move gives: the new state and the events that led to it, in causal order.
 *
 * @param state the new state
 * @param events the events
 */
public record Transition(GameState state, ImmutableList<GameEvent> events) {
  /** Validates the components. */
  public Transition {
    requireNonNull(state, "state");
    requireNonNull(events, "events");
  }
}
