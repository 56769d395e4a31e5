package io.github.carcassonne.testkit.expansions.wheel;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.Figure;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.expansions.wheel.CrownSpace;
import io.github.carcassonne.expansions.wheel.WheelBoardModule;
import io.github.carcassonne.expansions.wheel.WheelEvent;
import io.github.carcassonne.expansions.wheel.WheelEvents;
import io.github.carcassonne.expansions.wheel.WheelMoves;
import io.github.carcassonne.expansions.wheel.WheelOfFortuneModule;
import io.github.carcassonne.expansions.wheel.WheelTilesModule;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.testkit.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Scenario tests of Wheel of Fortune (rules reference §14) with the tests' own data ({@link
 * WheelData}): every event, every crown case, the plague's decisions, the player count and the
 * board as start piece. Board: cells (0..3, 0..3); north edges F C R F.
 */
class WheelScenarioTest {
  private static final RuleSet RULES = WheelData.rules();
  private static final String U = "wheel-of-fortune:U";
  private static final String U1 = "wheel-of-fortune:U.w1";
  private static final String U2 = "wheel-of-fortune:U.w2";
  private static final String U3 = "wheel-of-fortune:U.w3";

  private static Scenario game() {
    return Scenario.of(RULES, "Ann", "Bob");
  }

  @Test
  void theBoardIsTheStartPieceAndItsCityScoresLikeTiles() {
    Scenario s = game();
    assertEquals(16, s.state().tiles().size());
    assertEquals(27, s.state().tilesLeft()); // the test set's land tiles only, no base tile
    // Ann closes the board's north city cap at (1,0) with a city cap: a city of 2 cells
    s = s.turn("wheel-of-fortune:E", 1, -1, R180, "S").expectPoints("Ann", 4,
        ScoreSource.CITY);
  }

  @Test
  void stormThenFortunaAfterAFullLap() {
    game()
        .draw(U3)
        .expectEvent(WheelEvents.PigMoved.class, e -> e.from() == 0 && e.to() == 3 && e.steps() == 3)
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.STORM)
        .expectPoints("Ann", 7, WheelOfFortuneModule.SOURCE)
        .expectPoints("Bob", 7, WheelOfFortuneModule.SOURCE)
        .place(2, -1, R90)
        .skip()
        .draw(U3) // a full lap: Fortuna fires again, for the active player only
        .expectEvent(WheelEvents.PigMoved.class, e -> e.from() == 3 && e.to() == 0)
        .expectPoints("Bob", 3, WheelOfFortuneModule.SOURCE)
        .expectScores(7, 10);
  }

  @Test
  void taxesPayPennantsPlusOwnKnightsPerKnight() {
    game()
        .turn("wheel-of-fortune:F", 1, -1, R90, "N") // Ann's knight in the board city, 1 pennant
        .draw(U1)
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.TAXES)
        .expectPoints("Ann", 2, WheelOfFortuneModule.SOURCE)
        .expectScores(2, 0)
        .expectSupply("Ann", 6); // the knight stays
  }

  @Test
  void famineGivesOnePerCompletedCityOfTheFarmersField() {
    game()
        .turn("wheel-of-fortune:E", 1, -1, R180, "N") // Ann's farmer; the city closes
        .draw(U2)
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.FAMINE)
        .expectPoints("Ann", 1, WheelOfFortuneModule.SOURCE)
        .expectScores(1, 0);
  }

  @Test
  void inquisitionGivesTwoPerMonk() {
    game()
        .turn("wheel-of-fortune:B", 0, -1, R0, "C") // Ann's monk
        .draw(U1) // taxes: nobody has a knight
        .expectScores(0, 0)
        .place(3, -1, R0)
        .skip()
        .draw(U3)
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.INQUISITION)
        .expectPoints("Ann", 2, WheelOfFortuneModule.SOURCE)
        .expectScores(2, 0);
  }

  @Test
  void plagueAsksEveryPlayerActiveFirst() {
    Scenario s =
        game()
            .turn("wheel-of-fortune:B", 0, -1, R0, "C") // Ann's monk
            .turn(U, 4, 0, R0, "E") // Bob's robber
            .draw(U2) // famine: no farmer
            .place(2, -1, R90)
            .skip()
            .draw(U3) // Bob: plague
            .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.PLAGUE)
            .expectToAct("Bob");
    List<Move> bob = s.engine().legalMoves(s.state());
    assertEquals(1, bob.size());
    int bobsFigure = ((WheelMoves.PlagueReturn) bob.get(0)).figureId();
    s = s.move(bob.get(0)).expectSupply("Bob", 7).expectToAct("Ann");
    List<Move> ann = s.engine().legalMoves(s.state());
    assertEquals(1, ann.size());
    assertTrue(((WheelMoves.PlagueReturn) ann.get(0)).figureId() != bobsFigure);
    s = s.move(ann.get(0)).expectSupply("Ann", 7).expectToAct("Bob");
    assertTrue(s.engine().legalMoves(s.state()).get(0) instanceof Move.PlaceTile);
  }

  @Test
  void plagueSparesCrownSpacesAndPassesForAPlayerWithoutFollowers() {
    Scenario s =
        game()
            .draw(U)
            .place(2, -1, R90)
            .move(new WheelMoves.DeployOnCrown(0)) // Ann on a crown: not hit by the plague
            .draw(U2) // Bob: famine
            .place(4, 0, R0)
            .skip()
            .draw(U3) // Ann: plague
            .expectToAct("Ann");
    assertEquals(List.of(WheelMoves.PlagueReturn.NONE), s.engine().legalMoves(s.state()));
    s = s.move(WheelMoves.PlagueReturn.NONE).expectToAct("Bob");
    assertEquals(List.of(WheelMoves.PlagueReturn.NONE), s.engine().legalMoves(s.state()));
    s.move(WheelMoves.PlagueReturn.NONE).expectSupply("Ann", 6);
  }

  @Test
  void aFollowerAloneOnATwoCrownSegmentScoresSix() {
    game()
        .draw(U)
        .place(2, -1, R90)
        .move(new WheelMoves.DeployOnCrown(2))
        .expectSupply("Ann", 6)
        .draw(U2) // Bob: the pig reaches segment 2
        .expectPoints("Ann", 6, WheelOfFortuneModule.CROWNS)
        .expectEvent(WheelEvents.CrownsScored.class, e -> e.segment() == 2 && e.pointsEach() == 6)
        .expectSupply("Ann", 7);
  }

  @Test
  void twoFollowersOnATwoCrownSegmentScoreThreeEach() {
    Scenario s =
        game()
            .draw(U)
            .place(2, -1, R90)
            .move(new WheelMoves.DeployOnCrown(2))
            .draw(U)
            .place(4, 0, R0)
            .move(new WheelMoves.DeployOnCrown(2)); // Bob takes the second space
    assertEquals(
        List.of(new CrownSpace(2, 0), new CrownSpace(2, 1)),
        s.state().figures().stream()
            .map(Figure::location)
            .filter(l -> l instanceof CrownSpace)
            .toList());
    s.draw(U2)
        .expectPoints("Ann", 3, WheelOfFortuneModule.CROWNS)
        .expectPoints("Bob", 3, WheelOfFortuneModule.CROWNS)
        .expectSupply("Ann", 7)
        .expectSupply("Bob", 7);
  }

  @Test
  void oneCrownSegmentScoresThreeAndAFullSegmentIsNotOffered() {
    Scenario s = game().draw(U).place(2, -1, R90).move(new WheelMoves.DeployOnCrown(1));
    s = s.draw(U).place(4, 0, R0);
    List<Move> legal = s.engine().legalMoves(s.state());
    assertFalse(legal.contains(new WheelMoves.DeployOnCrown(1)));
    assertTrue(legal.contains(new WheelMoves.DeployOnCrown(0)));
    assertEquals(Move.Skip.INSTANCE, legal.get(legal.size() - 1));
    s.skip().draw(U1).expectPoints("Ann", 3, WheelOfFortuneModule.CROWNS).expectScores(3, 0);
  }

  @Test
  void onlyTheSegmentWhereThePigStopsIsScored() {
    game()
        .draw(U)
        .place(2, -1, R90)
        .move(new WheelMoves.DeployOnCrown(1))
        .draw(U2) // passes segment 1, stops on 2
        .expectEvent(WheelEvents.CrownsScored.class, e -> e.segment() == 2 && e.owners().isEmpty())
        .expectScores(0, 0)
        .expectSupply("Ann", 6);
  }

  @Test
  void aFollowerOnTheTileMeansNoCrown() {
    Scenario s = game().draw(U).place(2, -1, R90);
    List<Move> legal = s.engine().legalMoves(s.state());
    assertTrue(legal.contains(new WheelMoves.DeployOnCrown(0)));
    // deployment is one choice: after a follower on the tile no crown space is taken
    s = s.deploy("N").expectSupply("Ann", 6);
    assertTrue(s.state().figures().stream().noneMatch(f -> f.location() instanceof CrownSpace));
  }

  @Test
  void sixPlayersOnlyWithTheOption() {
    Engine plain = Engine.of(RULES);
    RuntimeException e =
        assertThrows(RuntimeException.class, () -> plain.newGame(GameSetup.of(6, 1L)));
    assertTrue(String.valueOf(e.getMessage()).contains("six-players")
        || String.valueOf(e.getCause()).contains("six-players"), e.toString());
    Engine six = Engine.of(WheelData.rules("wheel-of-fortune.six-players", "true"));
    assertEquals(6, six.newGame(GameSetup.of(6, 1L)).players().size());
    assertEquals(5, plain.newGame(GameSetup.of(5, 1L)).players().size());
  }

  @Test
  void wholeBoardCountsTheBoardOnce() {
    // a road from the board's north road on (2,0) round to its east road on (3,0): 4 tiles and
    // 2 board cells
    RuleSet whole = WheelData.rules("wheel-of-fortune.board-tile-count", "whole-board");
    int[] expected = {6, 5};
    List<RuleSet> sets = List.of(RULES, whole);
    for (int i = 0; i < 2; i++) {
      Scenario.of(sets.get(i), "Ann", "Bob")
          .turn("wheel-of-fortune:V", 2, -1, R270, "E")
          .turn(U, 3, -1, R0, null)
          .turn("wheel-of-fortune:V", 4, -1, R0, null)
          .turn("wheel-of-fortune:V", 4, 0, R90, null)
          .expectEvent(GameEvent.FeatureCompleted.class, e -> e.tiles() == 6)
          .expectPoints("Ann", expected[i], ScoreSource.ROAD);
    }
  }

  @Test
  void aWheelTileThatFitsNowhereFiresItsEventAndTheNextWheelTileFiresAgain() {
    game()
        .draw("wheel-of-fortune:X.w1") // fits nowhere: the pig moves, then the tile is discarded
        .expectEvent(WheelEvents.PigMoved.class, e -> e.to() == 1)
        .expectEvent(GameEvent.TileDiscarded.class, e -> e.tileId().equals("wheel-of-fortune:X.w1"))
        .draw(U2) // the replacement is a wheel tile too: the pig moves again
        .expectEvent(WheelEvents.PigMoved.class, e -> e.from() == 1 && e.to() == 3)
        .expectPoints("Ann", 7, WheelOfFortuneModule.SOURCE) // storm
        .expectToAct("Ann");
  }

  /** Plays one extra tile after turn 1, as the Messages' message 7 does ({@code pushExtraTile}). */
  static final class ExtraTile implements RuleModule {
    static final StateKey<Boolean> DONE = StateKey.of("test.extra-tile.done", Boolean.class, false);

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.extra-tile").description("one extra tile").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.stateSlot(DONE);
      registry.onEndOfTurn(
          ctx -> {
            if (!ctx.get(DONE)) {
              ctx.set(DONE, true);
              ctx.pushExtraTile();
            }
          });
    }
  }

  @Test
  void aWheelTileDrawnAsAnExtraTileMovesThePig() {
    RuleSet rules =
        RuleSet.builder()
            .modules("base", "inns", "cathedrals", "trade-goods")
            .module(new WheelBoardModule(WheelData.TILES))
            .module(new WheelTilesModule(WheelData.TILES))
            .module(new WheelOfFortuneModule(WheelData.LAYOUT))
            .module(new ExtraTile())
            .build();
    Scenario.of(rules, "Ann", "Bob")
        .turn(U, 2, -1, R90, null)
        .draw(U3) // Ann's extra tile, in her turn: storm
        .expectEvent(WheelEvents.PigMoved.class, e -> e.to() == 3)
        .expectPoints("Ann", 7, WheelOfFortuneModule.SOURCE)
        .expectPoints("Bob", 7, WheelOfFortuneModule.SOURCE)
        .expectToAct("Ann");
  }

  @Test
  void movesReadBackFromTheNotation() {
    var syntaxes = RULES.moveSyntaxes();
    assertEquals("crown 2", RecordFormat.writeMove(new WheelMoves.DeployOnCrown(2), syntaxes));
    assertEquals("plague 7", RecordFormat.writeMove(new WheelMoves.PlagueReturn(7), syntaxes));
    assertEquals("plague none", RecordFormat.writeMove(WheelMoves.PlagueReturn.NONE, syntaxes));
    assertEquals("crown 1.0", new CrownSpace(1, 0).notation());
  }

  @Test
  void recordsOfTheDefaultDataSayItIsProvisional() {
    Engine engine = Engine.of(RuleSet.of("base", "wheel-of-fortune"));
    Scenario s = Scenario.of(engine, GameSetup.of(2, 3L)).draw(U).place(2, -1, R90);
    s = s.move(new WheelMoves.DeployOnCrown(0));
    String text =
        RecordFormat.write(
            RecordFormat.of(engine, s.setup(), s.moves()), engine.rules().moveSyntaxes());
    assertTrue(
        text.contains(
            "# provisional data: wheel-of-fortune.board wheel-of-fortune.tiles wheel-of-fortune\n"),
        text);
    assertTrue(text.contains("\ncrown 0\n"), text);
    assertEquals(s.state(), engine.replay(RecordFormat.parse(text, "t", engine.rules().moveSyntaxes())));
    Engine base = Engine.of(RuleSet.of("base"));
    String plain = RecordFormat.write(RecordFormat.of(base, GameSetup.of(2, 3L), List.of()));
    assertFalse(plain.contains("provisional"), plain);
  }
}
