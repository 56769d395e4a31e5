package io.github.carcassonne;

/**
 * A player, identified by seat: seat 0 is the first name given in {@link GameSetup}, and turns go
 * round the seats in increasing order starting from {@link GameSetup#firstPlayer()}.
 *
 * @param seat 0-based seat index
 */
public record PlayerId(int seat) implements Comparable<PlayerId> {
  private static final PlayerId[] CACHE = {
    new PlayerId(0, true), new PlayerId(1, true), new PlayerId(2, true),
    new PlayerId(3, true), new PlayerId(4, true), new PlayerId(5, true),
  };

  /** Validates the seat. */
  public PlayerId {
    if (seat < 0) {
      throw new IllegalArgumentException("seat must not be negative: " + seat);
    }
  }

  private PlayerId(int seat, boolean cached) {
    this(seat);
  }

  /** The player in {@code seat}. */
  public static PlayerId of(int seat) {
    return seat >= 0 && seat < CACHE.length ? CACHE[seat] : new PlayerId(seat);
  }

  @Override
  public int compareTo(PlayerId o) {
    return Integer.compare(seat, o.seat);
  }

  // equals and hashCode are written out: a record's generated ones spin method handles on first
  // use (see docs/performance.md, "Short runs"), and players are compared all game
  @Override
  public boolean equals(Object o) {
    return o instanceof PlayerId p && seat == p.seat;
  }

  @Override
  public int hashCode() {
    return seat;
  }

  /** Notation form {@code p<seat>}, for example {@code p0}. */
  @Override
  public String toString() {
    return "p" + seat;
  }
}
