package io.github.carcassonne;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * A figure of the game and where it stands now.
 *
 * @param id the figure's number, stable for the whole game
 * @param owner the owning player; empty for a neutral figure (the dragon, the Count)
 * @param kind the figure kind
 * @param location where it stands; {@link Location.Supply} when off the board
 */
public record Figure(int id, Optional<PlayerId> owner, FigureKind kind, Location location) {
  /** Validates the components. */
  public Figure {
    requireNonNull(owner, "owner");
    requireNonNull(kind, "kind");
    requireNonNull(location, "location");
  }

  // equals and hashCode are written out: a record's generated ones spin method handles on first
  // use (see docs/performance.md, "Short runs")
  @Override
  public boolean equals(Object o) {
    return o instanceof Figure f
        && id == f.id
        && owner.equals(f.owner)
        && kind.equals(f.kind)
        && location.equals(f.location);
  }

  @Override
  public int hashCode() {
    return ((31 * id + owner.hashCode()) * 31 + kind.hashCode()) * 31 + location.hashCode();
  }

  /** True if the figure stands in its owner's supply. */
  public boolean inSupply() {
    return location instanceof Location.Supply;
  }
}
