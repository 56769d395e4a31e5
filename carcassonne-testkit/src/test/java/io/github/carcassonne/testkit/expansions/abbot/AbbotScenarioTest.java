package io.github.carcassonne.testkit.expansions.abbot;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.abbot.AbbotModule;
import io.github.carcassonne.expansions.abbot.AbbotRecalled;
import io.github.carcassonne.expansions.abbot.GardensModule;
import io.github.carcassonne.expansions.abbot.RecallAbbot;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import io.github.carcassonne.tile.FeatureKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Scenario tests of {@code gardens} and {@code abbot}, one per rule of the rules reference §3 and
 * per statement of the S-DK seed text ("the abbot can stand on a cloister or a garden; in a turn
 * where you place no new meeple you may take him back and score the area as it stands; ordinary
 * meeples cannot occupy gardens"; "a garden gives 9 points like a cloister when surrounded by
 * eight tiles; an abbot not taken home is scored at the end like a monk: 1 for the tile plus 1 per
 * neighbour").
 *
 * <p>The board: the start tile at (0,0); a road tile with a garden ({@code base:U.garden}) at
 * (0,1); plain road tiles west and east of both; cloisters below.
 */
class AbbotScenarioTest {
  static final RuleSet GARDENS =
      RuleSet.builder().modules("base", "abbot").option("base.gardens", "true").build();
  static final FigureKind ABBOT = AbbotModule.ABBOT;
  static final ScoreSource GARDEN = GardensModule.SOURCE;

  static Move deploy(FigureKind kind, int x, int y, String spot) {
    return new Move.Deploy(kind, new Location.OnFeature(Position.of(x, y), spot));
  }

  /** Ann's abbot on the garden south of the start tile (one neighbour so far). */
  static Scenario abbotInGarden() {
    return Scenario.of(GARDENS, "Ann", "Bob")
        .draw("U.garden")
        .place(0, 1, R0)
        .expectIllegal(deploy(FigureKind.FOLLOWER, 0, 1, "C"))
        .deploy(ABBOT, "C")
        .expectFigureAt(0, 1, "C", "Ann", ABBOT)
        .expectSupply("Ann", ABBOT, 0)
        .expectSupply("Ann", 7);
  }

  @Test
  void abbotsAreDealtOneEach() {
    Scenario.of(GARDENS, "Ann", "Bob", "Cy")
        .expectSupply("Ann", ABBOT, 1)
        .expectSupply("Bob", ABBOT, 1)
        .expectSupply("Cy", ABBOT, 1)
        .expectSupply("Cy", 7);
  }

  @Test
  void onlyTheAbbotMayTakeAGarden() {
    Scenario s = Scenario.of(GARDENS, "Ann", "Bob").draw("U.garden").place(0, 1, R0);
    List<Move> legal = s.engine().legalMoves(s.state());
    assertTrue(legal.contains(deploy(ABBOT, 0, 1, "C")), legal.toString());
    assertFalse(legal.contains(deploy(FigureKind.FOLLOWER, 0, 1, "C")), legal.toString());
    // the abbot is offered nowhere else: not on the road, not on the fields
    assertEquals(
        1, legal.stream().filter(m -> m instanceof Move.Deploy d && d.figure().equals(ABBOT)).count());
    assertEquals(Move.Skip.INSTANCE, legal.get(legal.size() - 1));
  }

  @Test
  void anOccupiedGardenTakesNoSecondAbbotAndARecallNeedsAnAbbotOnTheBoard() {
    Scenario s = abbotInGarden().draw("U").place(-1, 0, R0);
    List<Move> legal = s.engine().legalMoves(s.state());
    assertTrue(legal.stream().noneMatch(m -> m instanceof RecallAbbot), legal.toString());
  }

  @Test
  void theAbbotMayTakeACloisterAndScoresItLikeAMonk() {
    Scenario s = Scenario.of(GARDENS, "Ann", "Bob").draw("B").place(0, 1, R0);
    List<Move> legal = s.engine().legalMoves(s.state());
    assertTrue(legal.contains(deploy(ABBOT, 0, 1, "C")), legal.toString());
    assertTrue(legal.contains(deploy(FigureKind.FOLLOWER, 0, 1, "C")), legal.toString());
    s.deploy(ABBOT, "C")
        .turn("U", -1, 0, R0, null)
        .turn("U", 1, 0, R0, null)
        .turn("V", -1, 1, R0, null)
        .turn("V", 1, 1, R270, null)
        .turn("B", 0, 2, R0, null)
        .turn("A", -1, 2, R180, null)
        .expectScore("Ann", 0)
        .draw("A")
        .place(1, 2, R180)
        .skip() // Bob surrounds Ann's cloister: 9 for Ann, her abbot comes back
        .expectEvent(GameEvent.FeatureCompleted.class, e -> e.kind().equals(FeatureKind.CLOISTER))
        .expectPoints("Ann", 9, ScoreSource.CLOISTER)
        .expectSupply("Ann", ABBOT, 1)
        .expectNoFigureAt(0, 1, "C");
  }

  @Test
  void aSurroundedGardenScoresNineForTheAbbot() {
    abbotInGarden()
        .turn("U", -1, 0, R0, null) // Bob
        .turn("U", 1, 0, R0, null) // Ann
        .turn("U", -1, 1, R0, null)
        .turn("U", 1, 1, R0, null)
        .turn("B", 0, 2, R0, null)
        .turn("B", -1, 2, R0, null)
        .expectScore("Ann", 0)
        .draw("B")
        .place(1, 2, R0)
        .skip() // Bob places the eighth neighbour: the garden scores for the abbot's owner
        .expectEvent(
            new GameEvent.FeatureCompleted(new FeatureId(Position.of(0, 1), "C"), FeatureKind.GARDEN, 1))
        .expectPoints("Ann", 9, GARDEN)
        .expectScore("Ann", GARDEN, 9)
        .expectScore("Bob", 0)
        .expectSupply("Ann", ABBOT, 1)
        .expectNoFigureAt(0, 1, "C");
  }

  @Test
  void recallingTheAbbotScoresTheGardenAsItStandsAndReturnsHim() {
    Scenario before = abbotInGarden().turn("U", -1, 0, R0, null).draw("U").place(1, 0, R0);
    RecallAbbot recall = new RecallAbbot(Position.of(0, 1), "C");
    List<Move> legal = before.engine().legalMoves(before.state());
    // offered after the deployments, before skip
    assertEquals(recall, legal.get(legal.size() - 2));
    Scenario after =
        before
            .move(recall)
            .expectEvent(
                new AbbotRecalled(
                    before.player("Ann"), new FeatureId(Position.of(0, 1), "C"), FeatureKind.GARDEN))
            // neighbours: (0,0), (-1,0), (1,0)
            .expectEvent(
                new GameEvent.PointsScored(
                    before.player("Ann"),
                    4,
                    GARDEN,
                    Optional.of(new FeatureId(Position.of(0, 1), "C")),
                    Optional.empty(),
                    0,
                    false))
            .expectEvent(GameEvent.FigureReturned.class, e -> e.figure().equals(ABBOT))
            .expectScores(4, 0)
            .expectSupply("Ann", ABBOT, 1)
            .expectSupply("Ann", 7)
            .expectNoFigureAt(0, 1, "C");
    // the recall was Ann's deployment: the next thing is Bob's draw
    assertTrue(after.engine().toAct(after.state()).isChance());
    assertEquals(after.player("Bob"), after.state().activePlayer());
    // the abbot may go out again later
    after
        .turn("U", -1, 1, R0, null)
        .draw("B")
        .place(0, 2, R0)
        .deploy(ABBOT, "C")
        .expectFigureAt(0, 2, "C", "Ann", ABBOT);
  }

  @Test
  void theRecallIsRecordedAndReplayed() {
    Scenario s =
        abbotInGarden()
            .turn("U", -1, 0, R0, null)
            .draw("U")
            .place(1, 0, R0)
            .move(new RecallAbbot(Position.of(0, 1), "C"));
    var record = RecordFormat.of(s.engine(), s.setup(), s.moves());
    String text = RecordFormat.write(record, GARDENS.moveSyntaxes());
    assertTrue(text.contains("\nrecall-abbot 0,1 C\n"), text);
    GameState replayed =
        s.engine().replay(RecordFormat.parse(text, "abbot.rec", GARDENS.moveSyntaxes()));
    assertEquals(s.state(), replayed);
  }

  @Test
  void anAbbotLeftOnTheBoardScoresOnePlusNeighboursAtTheEnd() {
    Scenario s = playOut(abbotInGarden().turn("U", -1, 0, R0, null));
    Feature garden =
        s.engine().feature(s.state(), Position.of(0, 1), "C").orElseThrow();
    int expected = garden.isComplete() ? 9 : 1 + garden.neighbours();
    int scored =
        s.events().stream()
            .filter(e -> e instanceof GameEvent.PointsScored p && p.source().equals(GARDEN))
            .mapToInt(e -> ((GameEvent.PointsScored) e).points())
            .sum();
    assertEquals(expected, scored);
    assertTrue(
        s.events().stream()
            .anyMatch(
                e -> e instanceof GameEvent.PointsScored p && p.source().equals(GARDEN) && p.finalScoring())
            || garden.isComplete());
  }

  @Test
  void gardenTilesWithoutTheModulesAreInert() {
    Scenario s = Scenario.of(
            RuleSet.builder().modules("base").option("base.gardens", "true").build(), "Ann", "Bob")
        .draw("U.garden")
        .place(0, 1, R0);
    List<Move> legal = s.engine().legalMoves(s.state());
    assertTrue(
        legal.stream()
            .noneMatch(m -> m instanceof Move.Deploy d && d.location().notation().equals("0,1 C")),
        legal.toString());
    assertEquals(0, s.engine().value(s.state(), s.engine().feature(s.state(), Position.of(0, 1), "C").orElseThrow(), false));
  }

  @Test
  void withoutGardenTilesTheAbbotStillTakesCloisters() {
    RuleSet rules = RuleSet.of("base", "abbot");
    assertEquals(List.of("gardens"), rules.addedModules());
    Scenario.of(rules, "Ann", "Bob")
        .draw("B")
        .place(0, 1, R0)
        .deploy(ABBOT, "C")
        .expectFigureAt(0, 1, "C", "Ann", ABBOT);
    GameState fresh = Scenario.of(rules, "Ann", "Bob").state();
    assertTrue(fresh.bag().keySet().stream().noneMatch(id -> id.endsWith(".garden")));
  }

  /** Plays the game to its end: the seed draws, the first placement, no deployment. */
  static Scenario playOut(Scenario s) {
    Scenario now = s.withInvariants(false);
    while (!now.state().isOver()) {
      if (now.engine().toAct(now.state()).isChance()) {
        now = now.resolveChance();
      } else {
        List<Move> legal = now.engine().legalMoves(now.state());
        Move m = legal.get(0) instanceof Move.PlaceTile ? legal.get(0) : legal.get(legal.size() - 1);
        now = now.move(m);
      }
    }
    return now;
  }
}
