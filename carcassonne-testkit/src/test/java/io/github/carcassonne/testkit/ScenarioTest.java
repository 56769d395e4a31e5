package io.github.carcassonne.testkit;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.score.ScoreSource;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The scenario DSL: steps, expectations, and failure messages that show the board. */
class ScenarioTest {
  private static final RuleSet BASE = RuleSet.of("base");

  /** Ann closes the start tile's city with a follower on it. */
  private static Scenario closedCity() {
    return Scenario.of(BASE, "Ann", "Bob").draw("base:E").place(0, -1, R180).deploy("S");
  }

  @Test
  void classExample() {
    closedCity()
        .expectPoints("Ann", 4, ScoreSource.CITY)
        .expectSupply("Ann", 7)
        .draw("base:V")
        .place(1, 0, R90)
        .deploy("W")
        .expectFigureAt(1, 0, "W", "Bob")
        .expectFigureAt(1, 0, "N", "Bob") // another spot of the same road segment
        .expectSupply("Bob", 6)
        .expectScores(4, 0)
        .draw("E")
        .expectToAct("Ann");
  }

  @Test
  void eventsOfTheLastStep() {
    Scenario s = closedCity();
    s.expectEvent(
            new GameEvent.FigureDeployed(
                PlayerId.of(0), FigureKind.FOLLOWER, new Location.OnFeature(Position.of(0, -1), "S")))
        .expectEvent(GameEvent.FeatureCompleted.class, e -> e.tiles() == 2)
        .expectEvent(GameEvent.TurnStarted.class, e -> e.player().equals(s.player("Bob")))
        .expectNoEvent(GameEvent.TileDiscarded.class)
        .expectScore("Ann", ScoreSource.CITY, 4)
        .expectScore("Ann", ScoreSource.ROAD, 0);
    assertTrue(s.events().size() > s.lastEvents().size());
    assertEquals(3, s.moves().size()); // draw, place, deploy
  }

  @Test
  void turnIsDrawPlaceDeploy() {
    Scenario a = Scenario.of(BASE, "Ann", "Bob").turn("E", 0, -1, R180, "S");
    assertEquals(closedCity().state(), a.state());
    Scenario b = Scenario.of(BASE, "Ann", "Bob").turn("E", 0, -1, R180, null);
    b.expectScores(0, 0).expectSupply("Ann", 7).expectNoFigureAt(0, -1, "S");
  }

  @Test
  void scenariosAreValuesThatBranch() {
    Scenario start = Scenario.of(BASE, "Ann", "Bob").draw("E");
    Scenario left = start.place(0, -1, R180).skip();
    Scenario right = start.place(0, 1, R180).skip();
    start.expectToAct("Ann");
    assertTrue(start.state().drawnTile().isPresent());
    left.expectTile(0, -1, "base:E", R180);
    right.expectTile(0, 1, "base:E", R180);
  }

  @Test
  void failedExpectationsShowTheBoard() {
    AssertionError e =
        assertThrows(AssertionError.class, () -> closedCity().expectScore("Ann", 5));
    assertTrue(e.getMessage().contains("expected Ann to score 5 in all, but has 4"), e.getMessage());
    assertTrue(e.getMessage().contains("0,-1 base:E R180"), e.getMessage());
    assertTrue(e.getMessage().contains("chance (a draw) is next"), e.getMessage());
    assertThrows(AssertionError.class, () -> closedCity().expectFigureAt(0, -1, "S", "Ann"));
    assertThrows(AssertionError.class, () -> closedCity().expectPoints("Bob", 4, ScoreSource.CITY));
    assertThrows(AssertionError.class, () -> closedCity().expectNoEvent(GameEvent.PointsScored.class));
    assertThrows(AssertionError.class, () -> closedCity().expectSupply("Ann", 6));
    assertThrows(AssertionError.class, () -> closedCity().expectOver());
    assertThrows(IllegalArgumentException.class, () -> closedCity().expectScore("Zed", 0));
  }

  @Test
  void illegalStepsFailWithTheLegalMoves() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> Scenario.of(BASE, "Ann", "Bob").draw("E").place(0, -1, R0));
    assertTrue(e.getMessage().contains("place 0,-1 R0 is illegal"), e.getMessage());
    assertTrue(e.getMessage().contains("legal moves: [place"), e.getMessage());
    AssertionError noDraw =
        assertThrows(AssertionError.class, () -> closedCity().draw("E").draw("E"));
    assertTrue(noDraw.getMessage().contains("no draw is next"), noDraw.getMessage());
    assertThrows(AssertionError.class, () -> Scenario.of(BASE, "Ann", "Bob").draw("Q9"));
    assertThrows(AssertionError.class, () -> Scenario.of(BASE, "Ann", "Bob").place(1, 0));
  }

  @Test
  void expectIllegalLeavesTheScenarioAsItWas() {
    Scenario s = Scenario.of(BASE, "Ann", "Bob").draw("E");
    s.expectIllegal(new Move.PlaceTile(Position.of(0, 0), R0), IllegalMoveException.Reason.OCCUPIED)
        .expectIllegal(Move.Skip.INSTANCE)
        .place(0, -1, R180)
        .skip();
    assertThrows(
        AssertionError.class,
        () -> s.expectIllegal(new Move.PlaceTile(Position.of(0, -1), R180)));
    assertThrows(
        AssertionError.class,
        () -> s.expectIllegal(
            new Move.PlaceTile(Position.of(0, 0), R0), IllegalMoveException.Reason.NOT_ADJACENT));
  }

  @Test
  void fromRecordReplaysMoveByMove() {
    Scenario played = closedCity().draw("V").place(1, 0, R90).deploy("W");
    Engine engine = played.engine();
    String text =
        RecordFormat.write(RecordFormat.of(engine, played.setup(), played.moves()));
    Scenario replayed = Scenario.fromRecord(engine, text);
    assertEquals(played.state(), replayed.state());
    assertEquals(played.events(), replayed.events());
    replayed.expectFigureAt(1, 0, "W", "Bob");
  }

  @Test
  void fromRecordResolvesUnrecordedDrawsWithTheSeed() {
    Engine engine = Engine.of(BASE);
    GameSetup setup = GameSetup.of(2, 77L);
    Scenario s = Scenario.of(engine, setup).resolveChance();
    Move place = engine.legalMoves(s.state()).get(0);
    Scenario replayed =
        Scenario.fromRecord(
            engine, RecordFormat.of(engine, setup, java.util.List.of(place, Move.Skip.INSTANCE)));
    assertEquals(s.move(place).skip().state(), replayed.state());
    assertEquals(Optional.empty(), replayed.state().drawnTile());
  }
}
