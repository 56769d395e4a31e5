package io.github.carcassonne.expansions.river.scenarios;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.expansions.river.RiverCourse;
import io.github.carcassonne.expansions.river.RiverCourseModule;
import io.github.carcassonne.expansions.river2.River2Module;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.testkit.Scenario;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The River II's rules (rules reference §2.2, S-EN): the fork first, two branches, the volcano
 * lake's extra turn, the inn on the bridge, the pig herd, and River I + II together.
 */
class River2ScenarioTest {

  static final RuleSet RIVER_2 = RuleSet.of("base", "river-2");

  static Scenario start(RuleSet rules) {
    return Scenario.of(rules, "Ann", "Bob");
  }

  static Set<String> drawable(Scenario s) {
    Set<String> out = new TreeSet<>();
    for (ChanceOutcome o : s.engine().chanceOutcomes(s.state())) {
      out.add(((Move.DrawTile) o.move()).tileId());
    }
    return out;
  }

  /** Draws each tile and lays it on its first legal place, deploying nothing. */
  static Scenario layFirst(Scenario start, List<String> ids) {
    Scenario s = start;
    for (String id : ids) {
      s = s.draw(id);
      if (s.state().drawnTile().isEmpty()) {
        continue; // discarded: it fits nowhere
      }
      s = s.move(s.engine().legalMoves(s.state()).get(0)).skip();
    }
    return s;
  }

  @Test
  void theForkComesFirstThenTheRiverTilesThenTheVolcanoLake() {
    Scenario s = start(RIVER_2);
    s.expectTile(0, 0, "river:s", R0);
    assertEquals(71 + 11, s.state().tilesLeft());
    assertEquals(Set.of("river-2:III"), drawable(s));
    s = s.draw("river-2:III");
    // the fork meets the spring with one of its three river edges
    assertEquals(
        Set.of(
            new Move.PlaceTile(Position.of(1, 0), R0),
            new Move.PlaceTile(Position.of(1, 0), R180),
            new Move.PlaceTile(Position.of(1, 0), R270)),
        Set.copyOf(s.engine().legalMoves(s.state())));
    s = s.place(1, 0, R270).skip();
    // two branches: to the north (a left bend) and to the south (a right bend)
    assertEquals(
        List.of(
            new RiverCourse.End(Position.of(1, 0), Side.N, RiverCourse.Turn.LEFT),
            new RiverCourse.End(Position.of(1, 0), Side.S, RiverCourse.Turn.RIGHT)),
        s.state().get(RiverCourseModule.COURSE).ends());
    assertEquals(9, drawable(s).size());
    assertTrue(!drawable(s).contains("river-2:I.v"));
  }

  @Test
  void eachBranchKeepsItsOwnBendRule() {
    Scenario s = start(RIVER_2).turn("river-2:III", 1, 0, R270, null).draw("river-2:II");
    // north branch (last bend left): a bend to the west would be a second left bend; to the east
    // is allowed. South branch (last bend right): only a bend to the east (left) is allowed.
    List<Move> legal = s.engine().legalMoves(s.state());
    assertEquals(
        Set.of(
            new Move.PlaceTile(Position.of(1, -1), R270), new Move.PlaceTile(Position.of(1, 1), R180)),
        Set.copyOf(legal));
  }

  @Test
  void theVolcanoLakeGivesAnExtraTurnWithoutAFollowerOnIt() {
    Scenario s =
        layFirst(
            start(RIVER_2),
            List.of(
                "river-2:III", "river-2:II", "river-2:LIFI", "river-2:RIrI", "river-2:CIRI",
                "river-2:CIcI", "river-2:CcII+", "river-2:II+", "river-2:RrII", "river-2:IFC"));
    assertEquals(Set.of("river-2:I.v"), drawable(s));
    PlayerId who = s.state().activePlayer();
    s = s.draw("river-2:I.v");
    s = s.move(s.engine().legalMoves(s.state()).get(0));
    // no figure on the lake: skipping is the only move
    assertEquals(List.of(Move.Skip.INSTANCE), s.engine().legalMoves(s.state()));
    assertTrue(s.state().get(River2Module.EXTRA_TURN));
    s = s.skip();
    s.expectEvent(GameEvent.TurnStarted.class, e -> e.player().equals(who));
    assertEquals(who, s.state().activePlayer());
    assertTrue(s.state().get(River2Module.IN_EXTRA_TURN));
    // the extra turn is a normal tile
    assertTrue(drawable(s).contains("base:V"));
    s = s.resolveChance();
    s = s.move(s.engine().legalMoves(s.state()).get(0)).skip();
    // and then play passes on
    s.expectEvent(GameEvent.TurnStarted.class, e -> !e.player().equals(who));
  }

  @Test
  void theInnOnTheBridgeDoublesItsRoad() {
    Scenario s =
        start(RIVER_2).turn("river-2:III", 1, 0, R270, null).turn("river-2:RIrI", 1, -1, R0, null);
    Feature road = s.engine().feature(s.state(), Position.of(1, -1), "E").orElseThrow();
    assertEquals(2, s.engine().value(s.state(), road, true));
    assertEquals(0, s.engine().value(s.state(), road, false));
    assertTrue(s.state().tiles().size() == 3);
  }

  @Test
  void riverAndRiverTwoTogetherKeepOneSpringAndTwoEnds() {
    Scenario s = start(RuleSet.of("base", "river", "river-2"));
    s.expectTile(0, 0, "river:s", R0);
    // 71 base + River I's ten middle tiles + River II's fork, nine river tiles and volcano lake
    assertEquals(71 + 10 + 11, s.state().tilesLeft());
    assertTrue(!s.state().bag().containsKey("river:I.e") || s.state().bag().get("river:I.e") == 0);
    assertEquals(Set.of("river-2:III"), drawable(s));
    s = s.turn("river-2:III", 1, 0, R270, null);
    Set<String> next = drawable(s);
    assertTrue(next.contains("river:CICI") && next.contains("river-2:IFC"), next.toString());
    assertTrue(!next.contains("river-2:I.v"));
  }

  @Test
  void theTwoSetsMustAgreeOnTheirOptions() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                RuleSet.builder()
                    .modules("base", "river", "river-2")
                    .option("river.start-tile", "shuffle-in")
                    .build());
    assertTrue(e.getMessage().contains("river.start-tile"), e.getMessage());
    assertTrue(e.getMessage().contains("river-2.start-tile"), e.getMessage());
    Scenario s =
        start(
            RuleSet.builder()
                .modules("base", "river", "river-2")
                .option("river.start-tile", "shuffle-in")
                .option("river-2.start-tile", "shuffle-in")
                .build());
    assertEquals(4, s.state().bag().get("base:D"));
  }

  @Test
  void riverTwoRequiresThePigHerdAndTheInns() {
    RuleSet rules = RuleSet.of("base", "river-2");
    assertTrue(rules.moduleIds().containsAll(List.of("pig-herd", "inns", "river.course")));
    // its setup runs before River I's and before the base tiles'
    List<String> ids = rules.moduleIds();
    assertTrue(ids.indexOf("river-2") < ids.indexOf("base.tiles"));
  }

  // ------------------------------------------------------------------ pig herd

  /** A start tile whose field (round a city to the north) holds a pig herd, and two base tiles. */
  static final class HerdTiles implements RuleModule {
    static final TileSet SET =
        TileFormat.parse(
            String.join(
                "\n",
                "format 1",
                "set test-herd",
                "tile test:herd count 0 edges CFFF",
                "  city c N*",
                "  field f E* S* W* pigherd adj=c",
                ""),
            "test-herd.tiles");

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.herd-tiles").description("a herd start tile").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.tileSet(BaseTiles.set());
      registry.tileSet(SET);
      registry.placementRule((q, ctx) -> q.edgesMatch());
      registry.onSetup(
          ctx -> {
            ctx.addTiles("main", "base:B", 1);
            ctx.addTiles("main", "base:E", 1);
            ctx.placeStart(SET.type("test:herd").orElseThrow(), Position.ORIGIN, R0);
          });
    }
  }

  static Scenario herdGame(boolean withHerd) {
    RuleSet.Builder b =
        RuleSet.builder()
            .modules("base.followers", "base.roads", "base.cities", "base.cloisters", "base.fields")
            .module(new HerdTiles());
    if (withHerd) {
      b.modules("pig-herd");
    }
    // Ann puts a farmer in the herd's field; Bob closes the city north of it; the game ends
    return start(b.build())
        .turn("base:B", 1, 0, R0, "N")
        .turn("base:E", 0, -1, R180, null)
        .expectOver();
  }

  @Test
  void thePigHerdPaysTheFieldsWinnerOneMorePerCity() {
    herdGame(true).expectScore("Ann", ScoreSource.FIELD, 4);
    herdGame(false).expectScore("Ann", ScoreSource.FIELD, 3);
  }
}
