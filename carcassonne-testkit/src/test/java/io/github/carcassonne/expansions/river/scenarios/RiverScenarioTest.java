package io.github.carcassonne.expansions.river.scenarios;

import io.github.carcassonne.expansions.river.RiverCourse;
import io.github.carcassonne.expansions.river.RiverCourseModule;
import io.github.carcassonne.expansions.river.RiverTiles;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.testkit.Scenario;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The River's rules, scenario by scenario (rules reference §2.1, S-DK). */
class RiverScenarioTest {

  static final RuleSet RIVER = RuleSet.of("base", "river");

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

  static Move place(int x, int y, io.github.carcassonne.board.Rotation r) {
    return new Move.PlaceTile(Position.of(x, y), r);
  }

  @Test
  void theSpringReplacesTheStartTileAndRiverTilesComeFirstTheLakeLast() {
    Scenario s = start(RIVER);
    assertEquals(1, s.state().tiles().size());
    s.expectTile(0, 0, "river:s", R0);
    // 71 base tiles (the start copy of D is out) + 11 river tiles
    assertEquals(82, s.state().tilesLeft());
    assertEquals(3, s.state().bag().get("base:D"));
    assertEquals(
        Set.of(
            "river:CICI", "river:CIRI", "river:LIRI", "river:RIrI", "river:IFI", "river:CcII",
            "river:RrII", "river:II"),
        drawable(s));
    s.expectIllegal(new Move.DrawTile("river:I.e"));
    s.expectIllegal(new Move.DrawTile("base:V"));
    // the open end: east of the spring
    assertEquals(
        List.of(new RiverCourse.End(Position.ORIGIN, Side.E, RiverCourse.Turn.NONE)),
        s.state().get(RiverCourseModule.COURSE).ends());
  }

  @Test
  void theStartTileMayBeShuffledIn() {
    Scenario s =
        start(RuleSet.builder().modules("base", "river").option("river.start-tile", "shuffle-in")
            .build());
    assertEquals(4, s.state().bag().get("base:D"));
    assertEquals(83, s.state().tilesLeft());
  }

  @Test
  void aRiverTileMustContinueTheOpenEnd() {
    Scenario s = start(RIVER).draw("river:IFI");
    // beside the spring but not on its river end: edges match (field to field), the river does not
    s.expectIllegal(place(0, 1, R0));
    s.expectIllegal(place(0, -1, R0));
    // on the end, but turned so that a field meets the water
    s.expectIllegal(place(1, 0, R90));
    List<Move> legal = s.engine().legalMoves(s.state());
    assertEquals(List.of(place(1, 0, R0)), legal);
  }

  @Test
  void noTwoBendsTheSameWayInARowEvenWithAStraightBetween() {
    Scenario s = start(RIVER).turn("river:IFI", 1, 0, R0, null);
    // a right bend (east to south) at 2,0
    s = s.draw("river:II");
    assertEquals(Set.of(place(2, 0, R0), place(2, 0, R90)), Set.copyOf(s.engine().legalMoves(s.state())));
    s = s.place(2, 0, R0).skip();
    // straight on to the south
    s = s.turn("river:IFI", 2, 1, R90, null);
    // the next bend may not turn right (towards the west) again, only left (east)
    s = s.draw("river:II");
    s.expectIllegal(place(2, 2, R90));
    assertEquals(List.of(place(2, 2, R180)), s.engine().legalMoves(s.state()));
    s = s.place(2, 2, R180).skip();
    RiverCourse.End end = s.state().get(RiverCourseModule.COURSE).ends().get(0);
    assertEquals(new RiverCourse.End(Position.of(2, 2), Side.E, RiverCourse.Turn.LEFT), end);
  }

  @Test
  void theLookAheadAllowsABendTheSameWayWhenNothingIsStranded() {
    RuleSet rules =
        RuleSet.builder().modules("base", "river").option("river.u-turn-rule", "look-ahead").build();
    Scenario s =
        start(rules)
            .turn("river:IFI", 1, 0, R0, null)
            .turn("river:II", 2, 0, R0, null)
            .turn("river:IFI", 2, 1, R90, null)
            .draw("river:II");
    // the same right bend that the official rule forbids
    assertTrue(s.engine().legalMoves(s.state()).contains(place(2, 2, R90)));
    s.place(2, 2, R90);
  }

  @Test
  void theLookAheadForbidsABendThatStrandsATileStillToCome() {
    RuleSet rules =
        RuleSet.builder().modules("base", "river").option("river.u-turn-rule", "look-ahead").build();
    Scenario s =
        start(rules)
            .turn("river:IFI", 1, 0, R0, null)
            .turn("river:II", 2, 0, R0, null)
            .draw("river:II");
    // a second right bend at 2,1 sends the river west into 1,1, under the straight at 1,0, whose
    // south edge is field: the city tile CICI (cities on both banks) would never fit there
    s.expectIllegal(place(2, 1, R90));
    s.place(2, 1, R180);
  }

  @Test
  void noFollowerOnWaterAndTheRiverSeparatesFields() {
    Scenario s = start(RIVER).draw("river:IFI").place(1, 0, R0);
    List<Move> legal = s.engine().legalMoves(s.state());
    Move onWater =
        new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(Position.of(1, 0), "E"));
    assertFalse(legal.contains(onWater));
    s.expectIllegal(onWater);
    s = s.deploy("N");
    s.expectFigureAt(1, 0, "N", "Ann");
    // on the straight the banks are two field segments, the water between them
    io.github.carcassonne.tile.TileType straight =
        RiverTiles.set().type("river:IFI").orElseThrow();
    assertNotSame(
        straight.segmentAt(io.github.carcassonne.board.Port.NNW),
        straight.segmentAt(io.github.carcassonne.board.Port.SSW));
    // the spring's field joins the north bank and the south bank alike (it wraps round the source)
    assertEquals(
        s.engine().feature(s.state(), Position.of(0, 0), "N").orElseThrow().id(),
        s.engine().feature(s.state(), Position.of(1, 0), "S").orElseThrow().id());
  }

  @Test
  void theLakeIsLastAndThenTheBaseTilesFollow() {
    Scenario s = start(RIVER);
    // lay the ten middle tiles along an alternating staircase chosen by the first legal move
    for (String id :
        List.of(
            "river:IFI", "river:CICI", "river:II", "river:CIRI", "river:II", "river:LIRI",
            "river:RIrI", "river:IFI", "river:CcII", "river:RrII")) {
      s = s.draw(id);
      s = s.move(s.engine().legalMoves(s.state()).get(0)).skip();
    }
    assertEquals(Set.of("river:I.e"), drawable(s));
    s = s.draw("river:I.e");
    s = s.move(s.engine().legalMoves(s.state()).get(0)).skip();
    assertTrue(s.state().get(RiverCourseModule.COURSE).ends().isEmpty());
    assertTrue(s.state().get(RiverCourseModule.COURSE).pending().isEmpty());
    assertTrue(drawable(s).contains("base:V"));
    assertEquals(12, s.state().tiles().size());
  }

  @Test
  void theGardenCurveComesWithSecondEditionTiles() {
    Scenario s =
        start(RuleSet.builder().modules("base", "river").option("base.gardens", "true").build());
    assertEquals(1, s.state().bag().get("river:II"));
    assertEquals(1, s.state().bag().get("river:II.garden"));
  }

  @Test
  void theRiverAloneIsRejectedNowhereButItsSpringNeedsAFreeOrigin() {
    // a rule set with both a river and nothing else still builds and lays the spring
    Scenario s = start(RuleSet.of("river", "base.tiles", "base.followers"));
    s.expectTile(0, 0, "river:s", R0);
    assertThrows(
        IllegalArgumentException.class,
        () -> RuleSet.builder().modules("base", "river").option("river.u-turn-rule", "maybe")
            .build());
  }
}
