package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Piece;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Proof 9: a 2x2 multi-cell start piece instead of the base start tile. The rule set is built
 * from the base game's parts without {@code base.tiles}, plus a tiles module of its own that lays
 * the piece with {@link SetupContext#placePiece}: a city across the top two cells (open to the
 * north of the north-west cell) and a road across the bottom two.
 */
class MultiCellPieceTest {

  static final String PIECE_TILES =
      String.join(
          "\n",
          "format 1",
          "set test-square",
          "tile test:nw count 0 edges CCFF",
          "  city c N* E*",
          "  field f S* W* adj=c",
          "tile test:ne count 0 edges FFFC",
          "  city c W*",
          "  field f N* E* S* adj=c",
          "tile test:sw count 0 edges FRFR",
          "  road r E W",
          "  field f1 N* ENE WNW",
          "  field f2 ESE S* WSW",
          "tile test:se count 0 edges FFRR",
          "  road r S W",
          "  field f1 N* E* SSE WNW",
          "  field f2 SSW WSW",
          "piece test:square cells 4",
          "  cell 0,0 test:nw R0",
          "  cell 1,0 test:ne R0",
          "  cell 0,1 test:sw R0",
          "  cell 1,1 test:se R0",
          "");

  /** The tiles module: base tiles in the bag, the piece as the start, edge matching. */
  static final class SquareTiles implements RuleModule {
    static final String ID = "test.square-tiles";
    static final TileSet SET = TileFormat.parse(PIECE_TILES, "test-square.tiles");

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID)
          .description("base tiles with a 2x2 start piece")
          .conflictsWith("base.tiles")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      TileSet base = BaseTiles.set();
      registry.tileSet(base);
      registry.tileSet(SET);
      registry.placementRule(
          (q, ctx) -> {
            for (Side side : Side.values()) {
              EdgeKind theirs = q.neighbourEdge(side);
              if (theirs != null && !theirs.equals(q.edge(side))) {
                return false;
              }
            }
            return true;
          });
      registry.onSetup(
          ctx -> {
            for (Map.Entry<TileType, Integer> e : base.counts().entrySet()) {
              if (e.getValue() > 0) {
                ctx.addTiles("main", e.getKey().id(), e.getValue());
              }
            }
            ctx.placePiece(SET.pieces().get("test:square"), Position.ORIGIN);
          });
    }
  }

  static RuleSet rules() {
    return RuleSet.builder()
        .modules("base.followers", "base.roads", "base.cities", "base.cloisters", "base.fields")
        .module(new SquareTiles())
        .build();
  }

  static final PlayerId ANN = PlayerId.of(0);
  static final PlayerId BOB = PlayerId.of(1);

  @Test
  void thePieceLiesAndItsInnerFeaturesJoin() {
    Script s = new Script(rules(), 2, 1L);
    List<PlacedTile> tiles = s.state.tiles();
    assertEquals(4, tiles.size());
    assertEquals(
        List.of(new Position(0, 0), new Position(1, 0), new Position(0, 1), new Position(1, 1)),
        tiles.stream().map(PlacedTile::position).toList());
    assertEquals(72, s.state.tilesLeft());
    Feature city = s.engine.feature(s.state, new Position(1, 0), "W").orElseThrow();
    assertEquals(FeatureKind.CITY, city.kind());
    assertEquals(List.of(new Position(0, 0), new Position(1, 0)), city.cells());
    assertEquals(2, city.tileCount());
    assertEquals(1, city.openEdges());
    assertFalse(city.isComplete());
    Feature road = s.engine.feature(s.state, new Position(0, 1), "W").orElseThrow();
    assertEquals(List.of(new Position(0, 1), new Position(1, 1)), road.cells());
    assertEquals(2, road.openEdges());
    assertEquals(city.id(), s.engine.feature(s.state, new Position(0, 0), "E").orElseThrow().id());
    // one field runs through all four cells
    Feature field = s.engine.feature(s.state, new Position(0, 0), "S").orElseThrow();
    assertEquals(4, field.tileCount());
    assertRejected(() -> RuleSet.builder().modules("base").module(new SquareTiles()).build());
  }

  private static void assertRejected(Runnable r) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
    assertTrue(e.getMessage().contains("base.tiles"), e.getMessage());
  }

  @Test
  void outerEdgesTakeOrdinaryTilesAndTheCityScoresItsTiles() {
    Script s = new Script(rules(), 2, 1L);
    s.draw("base:E");
    List<Move> legal = s.engine.legalMoves(s.state);
    assertTrue(legal.contains(new Move.PlaceTile(new Position(0, -1), Rotation.R180)));
    assertFalse(legal.contains(new Move.PlaceTile(new Position(1, -1), Rotation.R180)));
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class,
            () -> s.engine.apply(s.state, new Move.PlaceTile(new Position(1, -1), Rotation.R180)));
    assertEquals(IllegalMoveException.Reason.PLACEMENT_FORBIDDEN, e.reason());
    s.place(0, -1, Rotation.R180);
    s.play(s.deployOnto(FeatureKind.CITY));
    GameEvent.FeatureCompleted done = s.eventsOf(GameEvent.FeatureCompleted.class).get(0);
    assertEquals(FeatureKind.CITY, done.kind());
    assertEquals(3, done.tiles());
    assertEquals(6, s.state.scores().bySource(ANN).get(ScoreSource.CITY));
    assertEquals(7, s.state.supply(ANN, FigureKind.FOLLOWER));
    // Bob extends the piece's road to the west and takes it
    s.draw("base:U");
    s.place(-1, 1, Rotation.R0);
    s.play(s.deployOnto(FeatureKind.ROAD));
    Feature road = s.engine.feature(s.state, new Position(1, 1), "S").orElseThrow();
    assertEquals(3, road.tileCount());
    assertEquals(1, road.figures().size());
    assertEquals(3, s.engine.value(s.state, road, false));
    assertEquals(s.state, s.replay());
  }

  @Test
  void saveMidDecisionBranchAndReplay() {
    Script s = new Script(rules(), 2, 1L);
    s.draw("base:E");
    s.place(0, -1, Rotation.R180);
    s.checkBranches(
        s.state.pendingSteps().get(0).getClass(), s.deployOnto(FeatureKind.CITY), Move.Skip.INSTANCE);
  }
}
