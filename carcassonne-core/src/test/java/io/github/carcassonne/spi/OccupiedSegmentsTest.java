package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.bench.PlayoutBenchmark;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.tile.TileType;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GameContext#occupiedSegments(Position)} answers as the segments' features do, and as
 * its default (through {@link GameContext#hasFigures}) does, for every tile at the end of each
 * turn of random games, and 0 off the board.
 */
class OccupiedSegmentsTest {
  /** Checks every placed tile at the end of each turn. */
  static final class Checker implements RuleModule {
    /** The tiles checked, and how many had a segment whose feature had figures. */
    int checked;
    int occupied;

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.occupied-segments")
          .description("checks occupiedSegments")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(
          ctx -> {
            // the interface's default, asked of the same context
            GameContext slow = new ForwardingContext(ctx);
            for (int y = -12; y <= 12; y++) {
              for (int x = -12; x <= 12; x++) {
                Position p = new Position(x, y);
                PlacedTile tile = ctx.tileAt(p).orElse(null);
                int mask = ctx.occupiedSegments(p);
                assertEquals(slow.occupiedSegments(p), mask, p + " by the default");
                if (tile == null) {
                  assertEquals(0, mask, "an empty cell has no figures");
                  continue;
                }
                int expected = 0;
                int segments = tile.type().segments().size();
                for (int s = 0; s < segments; s++) {
                  if (ctx.feature(p, s).orElseThrow().hasFigures()) {
                    expected |= 1 << s;
                  }
                }
                assertEquals(expected, mask, p.toString());
                checked++;
                occupied += expected != 0 ? 1 : 0;
              }
            }
          });
    }
  }

  @Test
  void answersAsTheFeaturesDo() {
    Checker checker = new Checker();
    Engine engine = Engine.of(RuleSet.builder().modules("base").module(checker).build());
    SplittableRandom rnd = new SplittableRandom(5);
    for (long seed = 0; seed < 3; seed++) {
      // the standard random playout
      PlayoutBenchmark.play(engine, rnd, seed);
    }
    assertTrue(
        checker.occupied > 100 && checker.checked > checker.occupied,
        checker.checked + " tiles checked, " + checker.occupied + " with figures");
  }
  /**
   * A context that forwards every read to another but leaves {@code occupiedSegments} to the
   * interface's default.
   */
  private static final class ForwardingContext implements GameContext {
    private final GameContext d;

    ForwardingContext(GameContext d) {
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
}
