package io.github.carcassonne;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * A move that the rules do not allow in this state, or any move once the game is over. The
 * state the caller holds is unchanged. The message is a sentence naming the move and why.
 */
public final class IllegalMoveException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why a move was refused. */
  public enum Reason {
    /** The game is over: no move is legal. */
    GAME_OVER,
    /** Chance acts next, and the move is not one of its outcomes. */
    CHANCE_EXPECTED,
    /** A player must decide, and the move is an outcome of chance. */
    DECISION_EXPECTED,
    /** The move is of a kind that this decision does not take. */
    WRONG_KIND,
    /** The drawn tile's type is not left in the pile being drawn from. */
    TILE_NOT_AVAILABLE,
    /** The cell already holds a tile. */
    OCCUPIED,
    /** The cell touches no placed tile. */
    NOT_ADJACENT,
    /** A placement rule forbids it (edges do not match, for example). */
    PLACEMENT_FORBIDDEN,
    /** The location does not exist, or is not on the tile just placed. */
    NO_SUCH_LOCATION,
    /** The feature is already occupied, or a deployment rule forbids it. */
    DEPLOY_FORBIDDEN,
    /** The player has no such figure left in supply. */
    NO_FIGURE_LEFT,
    /** The state is a player's view without the game's randomness: give an explicit outcome. */
    HIDDEN_RANDOMNESS,
    /** Any other reason a module gives. */
    OTHER
  }

  private final Reason reason;
  private final transient Move move;

  /** Creates the exception; {@code move} may be null only when no move was given. */
  public IllegalMoveException(Reason reason, Move move, String message) {
    super(message);
    this.reason = requireNonNull(reason, "reason");
    this.move = move;
  }

  /** The reason code. */
  public Reason reason() {
    return reason;
  }

  /** The refused move, if one was given. */
  public Optional<Move> move() {
    return Optional.ofNullable(move);
  }
}
