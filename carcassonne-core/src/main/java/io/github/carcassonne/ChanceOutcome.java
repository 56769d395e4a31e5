package io.github.carcassonne;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * One outcome of a chance node with its integer weight: the outcome's probability is its weight
 * divided by the sum of all weights (for a tile draw: the copies of that tile left in the pile
 * being drawn from, over the tiles left in it).
 *
 * @param move the move that applies this outcome
 * @param weight a positive integer weight
 */
public record ChanceOutcome(Move move, int weight) {
  /** Validates the components. */
  public ChanceOutcome {
    requireNonNull(move, "move");
    checkArgument(weight > 0, "weight must be positive: %s", weight);
  }
}
