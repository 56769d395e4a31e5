package io.github.carcassonne;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.tile.TileType;
import java.util.Optional;

/**
 * An immutable game state: the board and its features, the bag, the figures, the scores, the
 * queue of pending steps and decisions, each module's state slots and the random state.
 * {@code equals} and {@code hashCode} are value-based, and a state is safe to share between
 * threads.
 *
 * <p>States are made only by an {@link Engine}; this interface is not for implementation.
 */
public interface GameState {

  /** The player names in seat order. */
  ImmutableList<String> players();

  /** The number of players. */
  int playerCount();

  /** The turn number: 1 for the first turn. */
  int turn();

  /** The player whose turn it is. */
  PlayerId activePlayer();

  /** True once final scoring is done. */
  boolean isOver();

  /** The tile drawn this turn and not yet placed. */
  Optional<TileType> drawnTile();

  /** The tiles on the board, in placement order (the start tile first). */
  ImmutableList<PlacedTile> tiles();

  /** The tile on a cell. */
  Optional<PlacedTile> tileAt(Position position);

  /** Every figure of the game, by id, with its location. */
  ImmutableList<Figure> figures();

  /** How many figures of a kind a player has in supply. */
  int supply(PlayerId player, FigureKind kind);

  /** The scores. */
  ScoreSheet scores();

  /** The tiles left in the bag, all piles together. */
  int tilesLeft();

  /** The tiles left in the piles that can be drawn from now (piles held back not counted). */
  int drawableTilesLeft();

  /** The bag's composition by tile id (public knowledge; the order is not kept). */
  ImmutableMap<String, Integer> bag();

  /** A module state slot's value; in a player's view a hidden slot reads as its initial value. */
  <T> T get(StateKey<T> key);

  /** The pending steps, the next first: what the engine will do or wait for. */
  ImmutableList<Step> pendingSteps();

  /**
   * A 64-bit hash of the state for transposition tables: equal states have equal hashes. The
   * board, figures, scores and bag are hashed incrementally (Zobrist style) as moves are applied,
   * so reading it is cheap. Stable within one JVM; not meant to be stored.
   */
  long hash64();

  /** True if this is a player's view: the randomness and hidden slots are dropped. */
  boolean isView();
}
