package io.github.carcassonne.feature;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.tile.FeatureKind;

/**
 * A feature on the board as it stands in one state: a road, city, field, cloister or module
 * kind, made of segments of one or more tiles joined across their edges.
 *
 * <p>Instances are snapshots bound to the state they came from.
 */
public interface Feature {

  /** The feature's id. */
  FeatureId id();

  /** Its kind. */
  FeatureKind kind();

  /** The distinct cells it covers, in row-major order. */
  ImmutableList<Position> cells();

  /** The number of distinct tiles it covers (a tile counts once even if crossed twice). */
  int tileCount();

  /** The number of segments it is made of. */
  int segmentCount();

  /**
   * The sum over its segments of an attribute's count, for example the pennants of a city
   * ({@code attribute("pennant")}).
   */
  int attribute(String attribute);

  /** The open edges: sides of its segments with no tile beyond them. Zero for a closed feature. */
  int openEdges();

  /**
   * For a feature that touches no side (a cloister, a garden): how many of the 8 cells around its
   * tile hold a tile. For other features, 0.
   */
  int neighbours();

  /** True if the rules deem it complete (closed roads and cities; surrounded cloisters). */
  boolean isComplete();

  /** The figures standing on it, by figure id. */
  ImmutableList<Figure> figures();

  /** True if any figure stands on it (the same as {@code !figures().isEmpty()}, cheaper). */
  default boolean hasFigures() {
    return !figures().isEmpty();
  }

  /** The features of {@code kind} that its segments touch on their tiles (a field's cities). */
  ImmutableList<Feature> adjacent(FeatureKind kind);
}
