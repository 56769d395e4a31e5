package io.github.carcassonne.internal;

import io.github.carcassonne.Location;
import java.util.Arrays;

/**
 * Zobrist keys for the state hash: one 64-bit key per (component, value), made by mixing the
 * pair rather than looked up in tables. The tiles, figures, scores and bag are hashed
 * incrementally as they change ({@link Work#zobrist}); the small rest (turn, players, pending
 * steps, module slots, random counters) is mixed in when the hash is read. A key of a value
 * equal to the starting value of its component (score 0, count 0) still counts, so the
 * incremental hash of a new game starts from the keys of its initial contents.
 */
final class Zobrist {
  private Zobrist() {}

  private static long key(long kind, long a, long b, long c) {
    return Rng.mix(kind * 0x9E3779B97F4A7C15L ^ Rng.mix(a * 0xC2B2AE3D27D4EB4FL ^ Rng.mix(b * 0x165667B19E3779F9L + c)));
  }

  static long tile(int x, int y, int type, int rot) {
    return key(1, ((long) x << 32) ^ (y & 0xFFFFFFFFL), type, rot);
  }

  static long figure(int id, int slot, Location location) {
    long where = slot >= 0 ? slot : (location instanceof Location.Supply ? -1 : location.notation().hashCode() - (1L << 40));
    return key(2, id, where, 0);
  }

  static long score(int player, int track, int points) {
    return points == 0 ? 0 : key(3, player, track, points);
  }

  static long bag(int pile, int type, int count) {
    return count == 0 ? 0 : key(4, pile, type, count);
  }

  /** The part not kept incrementally. */
  static long rest(State s) {
    long h = key(5, s.turn, s.active, s.nextPlayer);
    h ^= key(6, s.drawn, s.placed, (s.finalScoring ? 1 : 0) | (s.over ? 2 : 0) | (s.view ? 4 : 0));
    h ^= key(7, s.steps.hashCode(), Arrays.hashCode(s.slots), Arrays.hashCode(s.streamCounters));
    h ^= key(8, s.seed, s.board.count, s.figCount);
    return h;
  }
}
