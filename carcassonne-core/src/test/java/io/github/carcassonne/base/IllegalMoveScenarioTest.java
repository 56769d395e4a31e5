package io.github.carcassonne.base;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.IllegalMoveException.Reason;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Illegal moves: each is refused with {@link IllegalMoveException} and its reason code, and the
 * state the caller holds is unchanged ({@link Play#rejects} compares it with a fresh replay of the
 * moves so far, and checks tiles, figures and scores).
 */
class IllegalMoveScenarioTest {

  private static Move.PlaceTile place(int x, int y, Rotation r) {
    return new Move.PlaceTile(Position.of(x, y), r);
  }

  private static Move.Deploy follower(int x, int y, String spot) {
    return new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(Position.of(x, y), spot));
  }

  @Test
  void placingOnAnOccupiedCell() {
    Play p = Play.base(2).draw("U");
    p.rejects(place(0, 0, R0), Reason.OCCUPIED);
    p.place(1, 0, R0).skip().draw("U");
    p.rejects(place(1, 0, R0), Reason.OCCUPIED);
  }

  @Test
  void placingOnACellTouchingNoTile() {
    Play p = Play.base(2).draw("U");
    p.rejects(place(5, 5, R0), Reason.NOT_ADJACENT);
    p.rejects(place(1, 1, R0), Reason.NOT_ADJACENT); // diagonal only
  }

  /** S-WoF-NL line 72: fields, roads and city parts may not be interrupted. */
  @Test
  void placingWithEdgesThatDoNotMatch() {
    Play p = Play.base(2).draw("U");
    // U's south side is field; the start tile's north side is city
    assertFalse(p.engine().placements(p.state()).contains(place(0, -1, R0)));
    p.rejects(place(0, -1, R0), Reason.PLACEMENT_FORBIDDEN);
    // U turned a quarter has a road north and south: the start tile's east side is road, not field
    p.rejects(place(1, 0, R90), Reason.PLACEMENT_FORBIDDEN);
    assertTrue(p.engine().placements(p.state()).contains(place(1, 0, R0)));
  }

  /** S-WoF-NL line 86: no follower into a feature already occupied, however far away. */
  @Test
  void deployingOnAnOccupiedFeature() {
    Play p = Play.base(2).put("U", 1, 0, R0).deploy("E").put("U", 2, 0, R0);
    assertFalse(p.engine().legalMoves(p.state()).contains(follower(2, 0, "E")));
    p.rejects(follower(2, 0, "E"), Reason.DEPLOY_FORBIDDEN);
    p.rejects(follower(2, 0, "W"), Reason.DEPLOY_FORBIDDEN); // another spot of the same road
    p.skip().put("U", 3, 0, R0);
    p.rejects(follower(3, 0, "E"), Reason.DEPLOY_FORBIDDEN); // two tiles away
  }

  @Test
  void deployingWithNoFollowerLeft() {
    Play p = Play.of(Play.rules("base.followers", "1"), 2)
        .put("U", 1, 0, R0).deploy("E")
        .put("U", -1, 0, R0).deploy("N")
        .put("U", 2, 0, R0);
    p.expectSupply(0, 0);
    assertEquals(ImmutableList.of(Move.Skip.INSTANCE), p.engine().legalMoves(p.state()));
    p.rejects(follower(2, 0, "S"), Reason.NO_FIGURE_LEFT);
  }

  /** S-WoF-NL line 80: a follower goes only on the tile just placed. */
  @Test
  void deployingOffTheTileJustPlaced() {
    Play p = Play.base(2).put("U", 1, 0, R0);
    p.rejects(follower(0, 0, "S"), Reason.NO_SUCH_LOCATION);
    p.rejects(follower(7, 7, "N"), Reason.NO_SUCH_LOCATION);
    p.rejects(follower(1, 0, "C"), Reason.NO_SUCH_LOCATION); // a U has no cloister
  }

  @Test
  void anyMoveAfterTheGameIsOver() {
    Play p = Play.of(Play.smallBag(List.of("U")), 2).put("U", 1, 0, R0).skip().expectOver();
    assertTrue(p.engine().legalMoves(p.state()).isEmpty());
    assertTrue(p.engine().chanceOutcomes(p.state()).isEmpty());
    p.rejects(Move.Skip.INSTANCE, Reason.GAME_OVER);
    p.rejects(new Move.DrawTile("base:U"), Reason.GAME_OVER);
    p.rejects(place(2, 0, R0), Reason.GAME_OVER);
    p.rejects(follower(1, 0, "E"), Reason.GAME_OVER);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.engine().resolveChance(p.state()));
    assertEquals(Reason.DECISION_EXPECTED, e.reason(), "resolveChance names what is next");
  }

  @Test
  void drawingATileThatIsNotInTheBag() {
    Play p = Play.base(2);
    p.rejects(new Move.DrawTile("base:Z"), Reason.TILE_NOT_AVAILABLE);
    p.rejects(new Move.DrawTile("nonsense"), Reason.TILE_NOT_AVAILABLE);
    p.rejects(new Move.DrawTile("base:E.garden"), Reason.TILE_NOT_AVAILABLE); // count 0
    p.put("C", 0, -1, R0).skip(); // the only C
    p.rejects(new Move.DrawTile("base:C"), Reason.TILE_NOT_AVAILABLE);
    // the start D is on the board: three D are left in the bag, the fourth draw fails
    p.put("D", 1, 0, R0).skip().put("D", 2, 0, R0).skip().put("D", 3, 0, R0).skip();
    assertFalse(p.state().bag().getOrDefault("base:D", 0) > 0, p.describe());
    p.rejects(new Move.DrawTile("base:D"), Reason.TILE_NOT_AVAILABLE);
  }

  @Test
  void playerMovesWhenADrawIsExpected() {
    Play p = Play.base(2);
    assertTrue(p.engine().toAct(p.state()).isChance());
    p.rejects(place(1, 0, R0), Reason.CHANCE_EXPECTED);
    p.rejects(Move.Skip.INSTANCE, Reason.CHANCE_EXPECTED);
    p.rejects(follower(0, 0, "N"), Reason.CHANCE_EXPECTED);
    p.put("U", 1, 0, R0).skip();
    p.rejects(place(2, 0, R0), Reason.CHANCE_EXPECTED);
  }

  @Test
  void drawWhenADecisionIsExpected() {
    Play p = Play.base(2).draw("U");
    p.rejects(new Move.DrawTile("base:V"), Reason.DECISION_EXPECTED);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.engine().resolveChance(p.state()));
    assertEquals(Reason.DECISION_EXPECTED, e.reason());
    p.place(1, 0, R0);
    p.rejects(new Move.DrawTile("base:V"), Reason.DECISION_EXPECTED);
  }

  @Test
  void moveOfTheWrongKindForTheDecision() {
    Play p = Play.base(2).draw("U");
    p.rejects(Move.Skip.INSTANCE, Reason.WRONG_KIND);
    p.rejects(follower(0, 0, "N"), Reason.WRONG_KIND);
    p.place(1, 0, R0);
    p.rejects(place(2, 0, R0), Reason.WRONG_KIND);
    p.rejects(new Move.ChooseFeature(Position.ORIGIN, "N"), Reason.WRONG_KIND);
  }

  /** Refused moves leave the state usable: the game goes on as if they were never tried. */
  @Test
  void aRefusedMoveDoesNotDisturbTheGame() {
    Play tried = Play.base(2).draw("E");
    tried.rejects(place(0, -1, R0), Reason.PLACEMENT_FORBIDDEN);
    tried.rejects(place(9, 9, R0), Reason.NOT_ADJACENT);
    tried.place(0, -1, R180);
    tried.rejects(follower(0, -1, "C"), Reason.NO_SUCH_LOCATION);
    tried.deploy("S");
    Play clean = Play.base(2).put("E", 0, -1, R180).deploy("S"); // another engine, same rules
    assertEquals(clean.state(), tried.state());
    assertEquals(clean.events(), tried.events());
    tried.expectScore(0, 4);
  }

  /** S-WoF-NL line 78 ("Hij mag maar 1 horige plaatsen": only one follower per turn). */
  @Test
  void onlyOneFollowerPerTurn() {
    Play p = Play.base(2).put("U", 1, 0, R0).deploy("E");
    p.rejects(follower(1, 0, "N"), Reason.CHANCE_EXPECTED);
    p.expectSupply(0, 6);
  }
}
