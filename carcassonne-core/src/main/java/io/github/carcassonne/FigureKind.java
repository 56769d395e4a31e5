package io.github.carcassonne;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A kind of figure: the base game's follower, or one a module defines (large follower, abbot,
 * builder, pig, ...). Kinds are open data; each has a supply per player and a strength defined by
 * the module that owns it.
 *
 * @param id lower-case identifier used in notation, for example {@code follower}
 */
public record FigureKind(String id) {
  /** The ordinary follower (meeple): 7 per player in the base game, strength 1. */
  public static final FigureKind FOLLOWER = new FigureKind("follower");

  /** Validates the identifier. */
  public FigureKind {
    checkArgument(id != null && id.matches("[a-z][a-z0-9-]*"), "bad figure kind id: %s", id);
  }

  /** The kind with this id. */
  public static FigureKind of(String id) {
    // the follower as its constant, so that comparisons with it are quick
    return "follower".equals(id) ? FOLLOWER : new FigureKind(id);
  }

  @Override
  public String toString() {
    return id;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof FigureKind k && k.id.equals(id));
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }
}
