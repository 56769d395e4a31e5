package io.github.carcassonne.spi;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.tile.TileType;
import java.util.Optional;

/**
 * A context that forwards every read to another but leaves the reads with defaults ({@code
 * occupiedSegments}, {@code occupiedFeatures}, ...) to the interface.
 */
public final class ForwardingContext implements GameContext {
  private final GameContext d;

  /** Forwards to {@code d}. */
  public ForwardingContext(GameContext d) {
    this.d = d;
  }

  @Override
  public <T> T option(RuleOption<T> option) {
    return d.option(option);
  }

  @Override
  public int playerCount() {
    return d.playerCount();
  }

  @Override
  public PlayerId activePlayer() {
    return d.activePlayer();
  }

  @Override
  public int turn() {
    return d.turn();
  }

  @Override
  public <T> T get(StateKey<T> key) {
    return d.get(key);
  }

  @Override
  public Optional<TileType> drawnTile() {
    return d.drawnTile();
  }

  @Override
  public Optional<Position> placedThisTurn() {
    return d.placedThisTurn();
  }

  @Override
  public Optional<PlacedTile> tileAt(Position position) {
    return d.tileAt(position);
  }

  @Override
  public int tilesOnBoard() {
    return d.tilesOnBoard();
  }

  @Override
  public Optional<Feature> feature(Position position, int segment) {
    return d.feature(position, segment);
  }

  @Override
  public boolean hasFigures(Position position, int segment) {
    return d.hasFigures(position, segment);
  }

  @Override
  public Optional<Feature> feature(FeatureId id) {
    return d.feature(id);
  }

  @Override
  public Optional<String> spot(Position position, int segment) {
    return d.spot(position, segment);
  }

  @Override
  public ImmutableList<Feature> features() {
    return d.features();
  }

  @Override
  public ImmutableList<Feature> featuresOn(Position position) {
    return d.featuresOn(position);
  }

  @Override
  public ImmutableList<Figure> figures() {
    return d.figures();
  }

  @Override
  public int supply(PlayerId player, FigureKind kind) {
    return d.supply(player, kind);
  }

  @Override
  public int strength(Figure figure) {
    return d.strength(figure);
  }

  @Override
  public ImmutableList<PlayerId> majority(Feature feature) {
    return d.majority(feature);
  }

  @Override
  public int score(PlayerId player) {
    return d.score(player);
  }

  @Override
  public int trackScore(PlayerId player, int track) {
    return d.trackScore(player, track);
  }

  @Override
  public int value(Feature feature, boolean completed) {
    return d.value(feature, completed);
  }

  @Override
  public boolean isFinalScoring() {
    return d.isFinalScoring();
  }

  @Override
  public int tilesLeft() {
    return d.tilesLeft();
  }

  @Override
  public int drawableTilesLeft() {
    return d.drawableTilesLeft();
  }
}
