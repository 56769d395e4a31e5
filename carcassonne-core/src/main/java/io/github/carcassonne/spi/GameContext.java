package io.github.carcassonne.spi;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.TileType;
import java.util.Optional;

/**
 * What a hook may read: the game as it stands at this point of the move being applied.
 */
public interface GameContext {

  /** The value of a rule option in this rule set. */
  <T> T option(RuleOption<T> option);

  /** The number of players. */
  int playerCount();

  /** The player whose turn it is. */
  PlayerId activePlayer();

  /** The turn number, 1-based (0 before the first turn). */
  int turn();

  /** A module state slot's value. */
  <T> T get(StateKey<T> key);

  /** The tile drawn this turn and not yet placed, if any. */
  Optional<TileType> drawnTile();

  /** The cell of the tile placed this turn, if one was placed. */
  Optional<Position> placedThisTurn();

  /** The tile on a cell, if any. */
  Optional<PlacedTile> tileAt(Position position);

  /** The number of tiles on the board. */
  int tilesOnBoard();

  /** The feature a segment of a placed tile belongs to; empty if the cell or segment is absent. */
  Optional<Feature> feature(Position position, int segment);

  /**
   * True if any figure stands on the feature a segment of a placed tile belongs to: {@code
   * feature(position, segment)}'s {@link Feature#hasFigures()}, false if the cell or segment is
   * absent. Cheaper than the feature itself where only this is asked (deployment options).
   */
  default boolean hasFigures(Position position, int segment) {
    return feature(position, segment).map(Feature::hasFigures).orElse(false);
  }

  /**
   * How many of the features of a kind that a feature touches are complete: the number of
   * {@code feature.adjacent(kind)} whose {@link Feature#isComplete()} is true. Cheaper than those
   * views where only the count is asked (the base game's field scoring: a field's completed
   * cities).
   */
  default int completedAdjacent(Feature feature, FeatureKind kind) {
    int n = 0;
    for (Feature f : feature.adjacent(kind)) {
      if (f.isComplete()) {
        n++;
      }
    }
    return n;
  }

  /**
   * The segments of the placed tile on a cell whose features have figures, as a bit set: bit
   * {@code s} is set if {@code hasFigures(position, s)}; 0 if the cell is empty. One call for the
   * whole tile, cheaper than {@link #hasFigures} per segment where a hook asks about every
   * segment of a tile (deployment options: the follower, large follower and abbot options).
   * Tiles have at most 32 segments.
   */
  default int occupiedSegments(Position position) {
    Optional<PlacedTile> tile = tileAt(position);
    if (tile.isEmpty()) {
      return 0;
    }
    int mask = 0;
    for (int s = 0; s < tile.get().type().segments().size(); s++) {
      if (hasFigures(position, s)) {
        mask |= 1 << s;
      }
    }
    return mask;
  }

  /** The feature with this id, if it exists. */
  Optional<Feature> feature(FeatureId id);

  /**
   * The canonical spot name of a segment of a placed tile in board orientation (see
   * {@link io.github.carcassonne.Location.OnFeature}); empty if the cell or segment is absent.
   */
  Optional<String> spot(Position position, int segment);

  /** Every feature on the board, ordered by its oldest segment (earliest tile, then segment). */
  ImmutableList<Feature> features();

  /**
   * The features with at least one figure on them, in the order of {@link #features()}: the same
   * as {@code features()} filtered by {@link Feature#hasFigures()}, without a view of every empty
   * feature on the board. For a rule about the features that figures stand on (a message that
   * scores the player's smallest road, the pig's fields).
   */
  default ImmutableList<Feature> occupiedFeatures() {
    ImmutableList.Builder<Feature> out = ImmutableList.builder();
    for (Feature f : features()) {
      if (f.hasFigures()) {
        out.add(f);
      }
    }
    return out.build();
  }

  /** The distinct features with a segment on the tile at {@code position}, in segment order. */
  ImmutableList<Feature> featuresOn(Position position);

  /** Every figure of the game, by id. */
  ImmutableList<Figure> figures();

  /** How many figures of a kind a player has in supply. */
  int supply(PlayerId player, FigureKind kind);

  /** A figure's strength in the feature it stands on (0 for a figure that never counts). */
  int strength(Figure figure);

  /** The players with the most strength in a feature (all tied players), none if nobody has any. */
  ImmutableList<PlayerId> majority(Feature feature);

  /** A player's total score. */
  int score(PlayerId player);

  /**
   * A player's score on one score track (the position of one of the Messages' two markers).
   *
   * @throws IllegalArgumentException if the rule set has no such track
   */
  int trackScore(PlayerId player, int track);

  /**
   * A feature's value as its scoring would compute it now: the kind's scorer, then the score
   * modifiers in module order ({@code completed} true during play, false as in final scoring).
   * Modules that score a feature outside a scoring job (the Messages' "score your smallest road")
   * read it here.
   */
  int value(Feature feature, boolean completed);

  /** True while final scoring runs. */
  boolean isFinalScoring();

  /** The tiles left in the bag, all piles together. */
  int tilesLeft();

  /** The tiles left in the piles that can be drawn now. */
  int drawableTilesLeft();
}
