package io.github.carcassonne.internal;

import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal placements of a drawn tile on one board version, as an unmodifiable list: each
 * placement is held as a code ({@code (free cell << 2) | rotation}, see {@link
 * EngineCore#placements}) and its move, one of the rule set's shared objects ({@link
 * PlacementMoves}), is looked up when read. A bot that reads one move of a long list (a random
 * playout) then pays one lookup instead of one per placement.
 *
 * <p>Immutable and safe to share between threads: the board version is never written, the codes
 * are written before the constructor returns and held in a final field, and the table's lookups
 * are safe without locks. The one field written after construction, {@link #lastRead}, is a
 * cache whose every value is a move of this list (moves are immutable, published through final
 * fields): a thread that sees another thread's value, or an older one, still sees a listed move.
 */
final class PlacementList extends AbstractList<Move> implements RandomAccess {
  private final Board board;
  private final PlacementMoves table;
  private final int[] codes;
  /**
   * The move {@link #get} returned last, or null: what a caller that reads one move and applies
   * it (a random playout) passes back, recognised by {@link #listsIdentical} without a search.
   */
  private Move lastRead;

  /** The placements {@code codes} on {@code board}, which this list owns from now on. */
  PlacementList(Board board, PlacementMoves table, int[] codes) {
    this.board = board;
    this.table = table;
    this.codes = codes;
  }

  /** True if this list's placements are on {@code b} itself. */
  boolean isOn(Board b) {
    return board == b;
  }

  @Override
  public Move get(int index) {
    Objects.checkIndex(index, codes.length);
    int code = codes[index];
    Move m = board.move(table, code >>> 2, code & 3);
    lastRead = m;
    return m;
  }

  @Override
  public int size() {
    return codes.length;
  }

  /**
   * True if {@code move} is, by identity, one of this list's moves: what a caller that passes
   * back a listed move gives. The move read last is known at once; any other is found by its
   * cell and rotation (moves far from the origin are new objects on each read, and only the
   * last read of them matches).
   */
  boolean listsIdentical(Move move) {
    if (move == lastRead && move != null) {
      return true;
    }
    if (!(move instanceof Move.PlaceTile pt)) {
      return false;
    }
    Position p = pt.position();
    int i = board.freeIndexAt(p.x(), p.y());
    int r = pt.rotation().ordinal();
    // the codes ascend (cells in row-major order, then rotations)
    return i >= 0
        && Board.search(codes, codes.length, (i << 2) | r) >= 0
        && table.place(p.x(), p.y(), r) == move;
  }
}
