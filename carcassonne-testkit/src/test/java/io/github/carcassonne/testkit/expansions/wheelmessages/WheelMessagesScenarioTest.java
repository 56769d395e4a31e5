package io.github.carcassonne.testkit.expansions.wheelmessages;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.expansions.messages.MessagesModule;
import io.github.carcassonne.expansions.messages.MessagesModule.Decline;
import io.github.carcassonne.expansions.messages.MessagesModule.DrawMessage;
import io.github.carcassonne.expansions.messages.MessagesModule.Marker;
import io.github.carcassonne.expansions.messages.MessagesModule.MarkerChoice;
import io.github.carcassonne.expansions.messages.MessagesModule.MarkerChosen;
import io.github.carcassonne.expansions.messages.MessagesModule.Message;
import io.github.carcassonne.expansions.messages.MessagesModule.MessageChoice;
import io.github.carcassonne.expansions.messages.MessagesModule.MessageDeclined;
import io.github.carcassonne.expansions.messages.MessagesModule.MessageDrawn;
import io.github.carcassonne.expansions.messages.MessagesModule.MessagePerformed;
import io.github.carcassonne.expansions.messages.MessagesModule.Perform;
import io.github.carcassonne.expansions.wheel.CrownSpace;
import io.github.carcassonne.expansions.wheel.WheelEvent;
import io.github.carcassonne.expansions.wheel.WheelEvents;
import io.github.carcassonne.expansions.wheel.WheelMoves;
import io.github.carcassonne.expansions.wheel.WheelOfFortuneModule;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.testkit.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Wheel of Fortune (rules reference §14) with The Messages (§15): {@code
 * base,wheel-of-fortune,messages} on the wheel tests' own data ({@link WheelMessagesData}). The
 * test wheel: segments 0 fortuna (2 crowns), 1 taxes (1), 2 famine (2), 3 storm (1), 4
 * inquisition (2), 5 plague (1); the pig starts on 0.
 *
 * <p>What these tests pin down (the order of decisions is the order the engine asks them):
 *
 * <ul>
 *   <li>A wheel event's awards are marker choices, asked <em>before</em> the drawn tile is
 *       placed. Several awards pushed by one wheel event are asked in reverse seat order (the
 *       last award pushed is asked first): the storm asks Bob before Ann in Ann's turn.
 *   <li>A dark space reached by the active player's marker through a wheel event (Fortuna's +3)
 *       does <em>not</em> draw the message at once: the Messages check dark spaces at the end of
 *       the turn's scoring (option {@code messages.trigger=per-scoring-step}, checkpoint in the
 *       end-of-turn hook), so the tile is placed and deployment done first, then the message is
 *       drawn, still in the same turn. §15 says "during your own turn"; the C2 FAQ "only the
 *       position a figure ends on after all of your turn's scoring counts"; the module follows
 *       that reading.
 * </ul>
 */
class WheelMessagesScenarioTest {
  private static final PlayerId ANN = PlayerId.of(0);
  private static final PlayerId BOB = PlayerId.of(1);
  private static final String U = "wheel-of-fortune:U";
  private static final String U2 = "wheel-of-fortune:U.w2";
  private static final String U3 = "wheel-of-fortune:U.w3";

  private static Scenario game() {
    return Scenario.of(WheelMessagesData.rules(), "Ann", "Bob");
  }

  private static void expectLegal(Scenario s, List<? extends Move> moves) {
    assertEquals(moves, s.engine().legalMoves(s.state()));
  }

  private static boolean pending(Scenario s, Class<? extends Step> type) {
    return s.state().pendingSteps().stream().anyMatch(type::isInstance);
  }

  private static void expectPlacing(Scenario s, String player) {
    s.expectToAct(player);
    List<Move> legal = s.engine().legalMoves(s.state());
    assertTrue(legal.get(0) instanceof Move.PlaceTile, legal.toString());
  }

  /**
   * Turn 1: Ann draws U.w3, the storm (7 each, both on marker 0: 7 and 7), she places it north of
   * the board's north road and puts a follower on the crown space of segment {@code crown}. Turn 2: Bob draws
   * U.w3, the pig goes round to Fortuna: +3 for Bob, onto marker 0: 10, a dark space. Ends with
   * Bob about to place his tile.
   */
  private static Scenario bobOnTenByFortuna(int crown) {
    Scenario s = game().draw(U3)
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.STORM)
        .expectToAct("Bob"); // the awards were pushed Ann, Bob: Bob's choice is asked first
    expectLegal(s, List.of(new Marker(0), new Marker(1)));
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(BOB, 0, 7, 7)).expectToAct("Ann");
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 7, 7));
    expectPlacing(s, "Ann");
    s = s.place(2, -1, R90).move(new WheelMoves.DeployOnCrown(crown))
        .expectNoEvent(MessageDrawn.class); // 7 is no dark space
    assertEquals(BOB, s.state().activePlayer());
    s = s.draw(U3)
        .expectEvent(WheelEvents.PigMoved.class, e -> e.from() == 3 && e.to() == 0)
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.FORTUNA)
        .expectToAct("Bob");
    assertTrue(s.state().pendingSteps().get(0) instanceof MarkerChoice m
        && m.player().equals(BOB) && m.award().points() == 3, s.state().pendingSteps().toString());
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(BOB, 0, 3, 10));
    assertEquals(10, s.state().scores().track(BOB, 0));
    return s;
  }

  /** Bob's tile placed east of the board after Fortuna; the message deck is next. */
  private static Scenario bobAtTheDeck(int crown) {
    Scenario s = bobOnTenByFortuna(crown).place(4, 0, R0).skip().expectNoEvent(GameEvent.TurnEnded.class);
    assertEquals(new DrawMessage(), s.state().pendingSteps().get(0));
    assertEquals(Actor.CHANCE, s.engine().toAct(s.state()));
    assertEquals(BOB, s.state().activePlayer());
    assertEquals(2, s.state().turn());
    return s;
  }

  @Test
  void fortunaOnADarkSpaceDrawsTheMessageAtTheEndOfTheTurnNotBeforeThePlacement() {
    Scenario s = bobOnTenByFortuna(3);
    // Bob's marker stands on 10, but the tile is unplaced: no message yet, Bob places first
    assertFalse(pending(s, DrawMessage.class), s.state().pendingSteps().toString());
    assertFalse(pending(s, MessageChoice.class));
    s.expectNoEvent(MessageDrawn.class);
    expectPlacing(s, "Bob");
    s = s.place(4, 0, R0);
    assertFalse(pending(s, DrawMessage.class));
    assertTrue(s.engine().legalMoves(s.state()).contains(Move.Skip.INSTANCE));
    // after the deployment step, at the end of the turn's scoring: the message, in Bob's turn
    s = s.skip();
    assertEquals(new DrawMessage(), s.state().pendingSteps().get(0));
    List<ChanceOutcome> outs = s.engine().chanceOutcomes(s.state());
    assertEquals(8, outs.size());
    s = s.move(new Message(3)).expectEvent(new MessageDrawn(BOB, 3)).expectToAct("Bob");
    expectLegal(s, List.of(Decline.INSTANCE)); // no own cloister
    s = s.move(Decline.INSTANCE).expectEvent(new MessageDeclined(BOB, 3)).expectToAct("Bob")
        .move(new Marker(1)).expectEvent(new MarkerChosen(BOB, 1, 2, 2))
        .expectScore("Bob", MessagesModule.SOURCE, 2)
        .expectScore("Bob", WheelOfFortuneModule.SOURCE, 10)
        .expectScores(7, 12)
        .expectEvent(GameEvent.TurnEnded.class, e -> e.player().equals(BOB));
    assertEquals(ANN, s.state().activePlayer());
  }

  @Test
  void messageSevenDrawsAWheelTileThePigMovesTheEventRunsCrownsScoreThenTheTileIsPlaced() {
    Scenario s = bobAtTheDeck(2).move(new Message(7)); // Ann alone on the famine's 2 crowns
    expectLegal(s, List.of(Perform.PLAIN, Decline.INSTANCE));
    s = s.move(Perform.PLAIN).expectEvent(new MessagePerformed(BOB, 7, 0));
    assertEquals(Actor.CHANCE, s.engine().toAct(s.state()));
    // the extra tile is a wheel tile: pig 0 -> 2, the famine (no farmer: nothing), then the
    // famine's crowns: Ann's follower alone on a 2-crown segment, 6, and it comes back
    s = s.draw(U2)
        .expectEvent(WheelEvents.PigMoved.class,
            e -> e.player().equals(BOB) && e.from() == 0 && e.to() == 2)
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.FAMINE)
        .expectEvent(new WheelEvents.CrownsScored(2, ImmutableList.of(ANN), 6))
        .expectEvent(GameEvent.FigureReturned.class,
            e -> e.player().equals(ANN) && e.from().equals(new CrownSpace(2, 0)))
        .expectSupply("Ann", 7)
        .expectScores(7, 10); // the crown points wait for Ann's marker
    assertEquals(BOB, s.state().activePlayer());
    assertEquals(2, s.state().turn());
    assertEquals(2, (int) s.state().get(WheelOfFortuneModule.PIG));
    // Ann (not the active player) chooses her marker before Bob places the extra tile
    s = s.expectToAct("Ann");
    assertTrue(s.state().pendingSteps().get(0) instanceof MarkerChoice m && m.award().points() == 6
        && m.award().source().equals(WheelOfFortuneModule.CROWNS));
    s = s.move(new Marker(1)).expectEvent(new MarkerChosen(ANN, 1, 6, 6))
        .expectPoints("Ann", 6, WheelOfFortuneModule.CROWNS)
        .expectScores(13, 10);
    expectPlacing(s, "Bob");
    assertEquals(U2, s.state().drawnTile().orElseThrow().id());
    s = s.place(5, 0, R0).expectEvent(GameEvent.TilePlaced.class, e -> e.tileId().equals(U2))
        .expectToAct("Bob")
        .skip()
        .expectNoEvent(MessageDrawn.class) // Bob's markers: 10 (not moved again) and 0
        .expectEvent(GameEvent.TurnEnded.class, e -> e.player().equals(BOB));
    assertEquals(ANN, s.state().activePlayer());
  }

  @Test
  void plagueDecisionsForEveryPlayerThenTheMarkerChoiceForTheCrownThenThePlacement() {
    Scenario s = game().draw(U3) // storm: 7 each
        .move(new Marker(0)).move(new Marker(0))
        .place(2, -1, R90).deploy("N") // Ann's road north of the board
        .turn(U, 4, 0, R0, "E") // Bob's road east of the board
        .draw(U).place(2, -2, R90).move(new WheelMoves.DeployOnCrown(5)) // Ann on the plague crown
        .expectSupply("Ann", 5).expectSupply("Bob", 6)
        .draw(U2) // Bob: pig 3 -> 5, the plague
        .expectEvent(WheelEvents.EventResolved.class, e -> e.event() == WheelEvent.PLAGUE)
        .expectNoEvent(WheelEvents.CrownsScored.class) // the crowns wait for the plague
        .expectToAct("Bob");
    List<Move> bob = s.engine().legalMoves(s.state());
    assertEquals(1, bob.size(), bob.toString());
    s = s.move(bob.get(0)).expectSupply("Bob", 7).expectNoFigureAt(4, 0, "E").expectToAct("Ann");
    // Ann: only her road follower, not the one on the crown space
    List<Move> ann = s.engine().legalMoves(s.state());
    assertEquals(1, ann.size(), ann.toString());
    s = s.move(ann.get(0)).expectNoFigureAt(2, -1, "N")
        .expectEvent(new WheelEvents.CrownsScored(5, ImmutableList.of(ANN), 3))
        .expectSupply("Ann", 7)
        .expectScores(7, 7) // the crown's 3 points wait for Ann's marker
        .expectToAct("Ann");
    expectLegal(s, List.of(new Marker(0), new Marker(1)));
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 3, 10))
        .expectPoints("Ann", 3, WheelOfFortuneModule.CROWNS)
        .expectNoEvent(MessageDrawn.class); // a dark space, but in Bob's turn
    expectPlacing(s, "Bob");
    s = s.place(5, 0, R0).skip()
        .expectNoEvent(MessageDrawn.class)
        .expectScores(10, 7);
    assertEquals(ANN, s.state().activePlayer());
    assertFalse(pending(s, DrawMessage.class));
  }
}
