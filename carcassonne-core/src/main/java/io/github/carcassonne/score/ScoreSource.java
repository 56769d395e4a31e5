package io.github.carcassonne.score;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * What points were scored for: a feature kind, or a module's own source (trade goods, the king,
 * a message). Sources are open data; every award names one, so a score sheet can be broken down
 * by source.
 *
 * @param id lower-case identifier, for example {@code city}
 */
public record ScoreSource(String id) {
  /** Roads. */
  public static final ScoreSource ROAD = new ScoreSource("road");
  /** Cities. */
  public static final ScoreSource CITY = new ScoreSource("city");
  /** Cloisters. */
  public static final ScoreSource CLOISTER = new ScoreSource("cloister");
  /** Fields (farmers). */
  public static final ScoreSource FIELD = new ScoreSource("field");

  /** Validates the identifier. */
  public ScoreSource {
    checkArgument(id != null && id.matches("[a-z][a-z0-9-]*"), "bad score source id: %s", id);
  }

  // equals and hashCode are written out: a record's generated ones spin method handles on first
  // use (see docs/performance.md, "Short runs"), and score sheets hash their sources
  @Override
  public boolean equals(Object o) {
    return o instanceof ScoreSource s && id.equals(s.id);
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }

  /** The source with this id. */
  public static ScoreSource of(String id) {
    return new ScoreSource(id);
  }

  @Override
  public String toString() {
    return id;
  }
}
