package io.github.carcassonne.testkit.expansions.messages;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
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
import io.github.carcassonne.testkit.Scenario;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Messages (rules reference §15, seed S-MSG-NL): the options {@code messages.shared-dark-space},
 * {@code messages.trigger} and {@code messages.check}, messages 2, 3, 4 and 6 carried out on
 * boards with several candidates, and message 7's extra tile triggering a further message. Every
 * flow is followed through the public API: the events and both markers of each player
 * ({@code scores().track(player, marker)}).
 */
class MessagesOptionsScenarioTest {
  private static final PlayerId ANN = PlayerId.of(0);
  private static final PlayerId BOB = PlayerId.of(1);

  private static RuleSet rules(String... options) {
    RuleSet.Builder b = RuleSet.builder().modules("base", "messages");
    for (String o : options) {
      int eq = o.indexOf('=');
      b.option(o.substring(0, eq), o.substring(eq + 1));
    }
    return b.build();
  }

  private static Perform at(int x, int y, String spot) {
    return new Perform(Optional.of(new Location.OnFeature(Position.of(x, y), spot)));
  }

  private static void expectMarkers(Scenario s, PlayerId p, int marker0, int marker1) {
    assertEquals(
        List.of(marker0, marker1),
        List.of(s.state().scores().track(p, 0), s.state().scores().track(p, 1)),
        () -> p + "'s markers\n" + s);
  }

  private static boolean nextIs(Scenario s, Object step) {
    return !s.state().pendingSteps().isEmpty() && s.state().pendingSteps().get(0).equals(step);
  }

  private static long count(Scenario s, Class<? extends GameEvent> type) {
    return s.events().stream().filter(type::isInstance).count();
  }

  /** The next draw is a tile draw: no message is pending. */
  private static void expectTileDrawNext(Scenario s) {
    assertEquals(Actor.CHANCE, s.engine().toAct(s.state()), s::toString);
    assertTrue(
        s.engine().chanceOutcomes(s.state()).get(0).move() instanceof Move.DrawTile, s::toString);
  }

  // ------------------------------------------------------------ messages.shared-dark-space

  /**
   * A road shared by Ann and Bob, closed in Ann's turn 5 for 5 points each: Ann lays L north of
   * the start (its east stub starts the road's north part); Bob lays a bend V east of it with a
   * follower (a road not yet joined to the start road); Ann lays W west of the start with a
   * follower on its east stub; Bob lays a cloister south; Ann's bend V east of the start joins
   * both parts: W, D, V, V, L = 5 tiles, one follower each. Stops at the first marker choice.
   */
  private static Scenario sharedRoad(RuleSet rules) {
    Scenario s = Scenario.of(rules, "Ann", "Bob")
        .draw("base:L").place(0, -1, R180).skip()
        .draw("base:V").place(1, -1, R0).deploy("S")
        .draw("base:W").place(-1, 0, R0).deploy("E")
        .draw("base:B").place(0, 1, R0).skip()
        .draw("base:V").place(1, 0, R90).skip();
    assertTrue(s.state().pendingSteps().get(0) instanceof MarkerChoice, s::toString);
    return s;
  }

  /** Both players put their 5 points onto a marker: Ann first, then Bob. */
  private static Scenario bothOnFive(RuleSet rules, int annMarker, int bobMarker) {
    Scenario s = sharedRoad(rules);
    assertEquals(new MarkerChoice(ANN, ((MarkerChoice) s.state().pendingSteps().get(0)).award()),
        s.state().pendingSteps().get(0));
    s = s.move(new Marker(annMarker)).expectEvent(new MarkerChosen(ANN, annMarker, 5, 5));
    assertTrue(s.state().pendingSteps().get(0) instanceof MarkerChoice m && m.player().equals(BOB),
        s::toString);
    s = s.move(new Marker(bobMarker)).expectEvent(new MarkerChosen(BOB, bobMarker, 5, 5));
    expectMarkers(s, ANN, annMarker == 0 ? 5 : 0, annMarker == 1 ? 5 : 0);
    expectMarkers(s, BOB, bobMarker == 0 ? 5 : 0, bobMarker == 1 ? 5 : 0);
    return s;
  }

  @Test
  void aSharedDarkSpaceTriggersByDefault() {
    Scenario s = bothOnFive(rules(), 0, 0);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    s = s.move(new Message(5)).expectEvent(new MessageDrawn(ANN, 5));
    assertTrue(nextIs(s, new MessageChoice(ANN, 5)), s::toString);
  }

  @Test
  void aDarkSpaceHeldByTheOtherPlayersMarkerIsBlockedWithTheOption() {
    for (int bobMarker = 0; bobMarker < 2; bobMarker++) {
      Scenario s = bothOnFive(rules("messages.shared-dark-space=blocked"), 1, bobMarker);
      s.expectNoEvent(MessageDrawn.class);
      assertEquals(0, count(s, MessageDrawn.class));
      expectTileDrawNext(s);
      assertEquals(BOB, s.state().activePlayer(), s::toString);
    }
  }

  @Test
  void blockedStillTriggersOnAFreeDarkSpace() {
    // Bob has no follower on Ann's road W U D U W, closed in her turn 5: his markers stay on 0
    Scenario s = Scenario.of(rules("messages.shared-dark-space=blocked"), "Ann", "Bob")
        .draw("base:U").place(1, 0, R0).deploy("E")
        .draw("base:U").place(-1, 0, R0).skip()
        .draw("base:W").place(-2, 0, R0).skip()
        .draw("base:B").place(0, 1, R0).skip()
        .draw("base:W").place(2, 0, R0).skip()
        .move(new Marker(1));
    expectMarkers(s, BOB, 0, 0);
    expectMarkers(s, ANN, 0, 5);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
  }

  // ------------------------------------------------ messages.trigger and messages.check

  private static final Move ROAD_A = new Move.ChooseFeature(Position.of(0, 0), "E");
  private static final Move ROAD_B = new Move.ChooseFeature(Position.of(-1, 0), "N");

  /**
   * Ann's turn 7 closes two of her roads with one tile: road A (W west of the start, the start,
   * a bend V east of it with Ann's follower, a bend V north of that, the L north of the start:
   * 5 points) and road B (W's north stub with Ann's follower, a bend V north-west, the L: 3
   * points); the L also closes the empty start city. Stops where Ann orders the scorings.
   */
  private static Scenario twoRoads(RuleSet rules) {
    Scenario s = Scenario.of(rules, "Ann", "Bob")
        .draw("base:V").place(1, 0, R90).deploy("W")
        .draw("base:B").place(0, 1, R0).skip()
        .draw("base:W").place(-1, 0, R270).deploy("N")
        .draw("base:V").place(-1, -1, R270).skip()
        .draw("base:V").place(1, -1, R0).skip()
        .draw("base:B").place(1, 1, R0).skip()
        .draw("base:L").place(0, -1, R180).skip();
    List<Move> legal = s.engine().legalMoves(s.state());
    assertEquals(3, legal.size(), () -> legal + "\n" + s);
    assertTrue(legal.contains(ROAD_A) && legal.contains(ROAD_B), () -> legal + "\n" + s);
    return s;
  }

  @Test
  void perScoringStepTwoFeaturesOnTwoDarkSpacesGiveOneMessage() {
    // road A (5) onto marker 0, road B (3) onto marker 1: 5 and 3; one message at the end
    Scenario s = twoRoads(rules()).move(ROAD_A).move(new Marker(0));
    expectMarkers(s, ANN, 5, 0);
    // no message before road B is scored: Ann orders the rest
    assertTrue(s.engine().legalMoves(s.state()).contains(ROAD_B), s::toString);
    s = s.move(ROAD_B).move(new Marker(1)).expectEvent(new MarkerChosen(ANN, 1, 3, 3));
    expectMarkers(s, ANN, 5, 3);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    s = s.move(new Message(3)).move(Decline.INSTANCE).expectEvent(new MessageDeclined(ANN, 3))
        .move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 2, 7));
    expectMarkers(s, ANN, 7, 3);
    assertEquals(1, count(s, MessageDrawn.class));
    expectTileDrawNext(s);
    assertEquals(BOB, s.state().activePlayer());
  }

  @Test
  void perFeatureEachFeatureMayGiveItsOwnMessage() {
    Scenario s = twoRoads(rules("messages.trigger=per-feature")).move(ROAD_A).move(new Marker(0));
    expectMarkers(s, ANN, 5, 0);
    // the message comes before road B is scored
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    s = s.move(new Message(3)).move(Decline.INSTANCE).move(new Marker(1))
        .expectEvent(new MarkerChosen(ANN, 1, 2, 2));
    expectMarkers(s, ANN, 5, 2);
    assertTrue(s.engine().legalMoves(s.state()).contains(ROAD_B), s::toString);
    s = s.move(ROAD_B).move(new Marker(1)).expectEvent(new MarkerChosen(ANN, 1, 3, 5));
    expectMarkers(s, ANN, 5, 5);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    s = s.move(new Message(1)).expectEvent(new MessageDrawn(ANN, 1));
    assertEquals(2, count(s, MessageDrawn.class));
  }

  @Test
  void perScoringStepSameMarkerChoicesGiveOneMessageOnly() {
    // the per-feature flow's choices without the first message: marker 0 on 5, marker 1 on 3
    Scenario s = twoRoads(rules()).move(ROAD_A).move(new Marker(0)).move(ROAD_B)
        .move(new Marker(1));
    expectMarkers(s, ANN, 5, 3);
    s = s.move(new Message(3)).move(Decline.INSTANCE).move(new Marker(1));
    // the seal's 2 points put marker 1 on 5: a further message, from the message's own points
    expectMarkers(s, ANN, 5, 5);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
  }

  @Test
  void finalPositionIgnoresADarkSpaceOnlyPassedInTheScoring() {
    // both roads onto marker 1: it stops on 5, then ends on 8
    Scenario s = twoRoads(rules()).move(ROAD_A).move(new Marker(1))
        .expectEvent(new MarkerChosen(ANN, 1, 5, 5));
    s = s.move(ROAD_B).move(new Marker(1)).expectEvent(new MarkerChosen(ANN, 1, 3, 8));
    expectMarkers(s, ANN, 0, 8);
    assertEquals(0, count(s, MessageDrawn.class));
    expectTileDrawNext(s);
    assertEquals(BOB, s.state().activePlayer());
  }

  @Test
  void everyStopCountsADarkSpacePassedInTheScoring() {
    Scenario s = twoRoads(rules("messages.check=every-stop")).move(ROAD_A).move(new Marker(1));
    // still one scoring step: no message before road B is scored
    assertTrue(s.engine().legalMoves(s.state()).contains(ROAD_B), s::toString);
    s = s.move(ROAD_B).move(new Marker(1)).expectEvent(new MarkerChosen(ANN, 1, 3, 8));
    expectMarkers(s, ANN, 0, 8);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    s = s.move(new Message(2)).expectEvent(new MessageDrawn(ANN, 2));
    assertEquals(1, count(s, MessageDrawn.class));
  }

  // ---------------------------------------------------------- messages 2, 3, 4, 5

  /**
   * A board where Ann has two one-tile cities (E south of the start and E south-east, 1 point
   * each as in final scoring), a city of the start, M north and F north-east with two pennants
   * (3 tiles, 2 pennants: 5), two cloisters north-west and south-west with 5 tiles in their
   * squares each; Bob has a one-tile pennant city M further north. Ann closes the road W U D U W
   * (5 points) in turn 13 and puts it onto marker 1: a message.
   */
  private static Scenario candidates(RuleSet rules) {
    Scenario s = Scenario.of(rules, "Ann", "Bob")
        .draw("base:M").place(0, -1, R180).deploy("S")
        .draw("base:U").place(-1, 0, R0).skip()
        .draw("base:U").place(1, 0, R0).deploy("E")
        .draw("base:F").place(1, -1, R0).skip()
        .draw("base:B").place(-1, -1, R0).deploy("C")
        .draw("base:M").place(1, -2, R0).deploy("N")
        .draw("base:B").place(-1, 1, R0).deploy("C")
        .draw("base:W").place(-2, 0, R0).skip()
        .draw("base:E").place(0, 1, R180).deploy("S")
        .draw("base:B").place(2, -2, R0).skip()
        .draw("base:E").place(1, 1, R180).deploy("S")
        .draw("base:B").place(3, -2, R0).skip()
        .draw("base:W").place(2, 0, R0).skip()
        .move(new Marker(1)).expectEvent(new MarkerChosen(ANN, 1, 5, 5));
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    return s;
  }

  @Test
  void messageTwoScoresOneOfTheSmallestCitiesThePlayerChooses() {
    Scenario s = candidates(rules()).move(new Message(2)).expectEvent(new MessageDrawn(ANN, 2));
    // the two one-tile cities tie at 1; the pennant city (5) is not offered
    assertEquals(
        List.of(at(0, 1, "S"), at(1, 1, "S"), Decline.INSTANCE),
        s.engine().legalMoves(s.state()));
    s = s.move(at(1, 1, "S")).expectEvent(new MessagePerformed(ANN, 2, 1));
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 1, 1));
    expectMarkers(s, ANN, 1, 5);
    s.expectScore("Ann", MessagesModule.SOURCE, 1)
        .expectFigureAt(1, 1, "S", "Ann").expectFigureAt(0, 1, "S", "Ann");
    expectTileDrawNext(s);
  }

  @Test
  void messageThreeScoresOneOfTheSmallestCloistersAndMayChain() {
    Scenario s = candidates(rules()).move(new Message(3));
    assertEquals(
        List.of(at(-1, -1, "C"), at(-1, 1, "C"), Decline.INSTANCE),
        s.engine().legalMoves(s.state()));
    s = s.move(at(-1, 1, "C")).expectEvent(new MessagePerformed(ANN, 3, 5));
    // 5 onto marker 0: from 0 to 5, a dark space again
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 5, 5));
    expectMarkers(s, ANN, 5, 5);
    s.expectFigureAt(-1, 1, "C", "Ann").expectFigureAt(-1, -1, "C", "Ann");
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    assertEquals(7, s.engine().chanceOutcomes(s.state()).size());
  }

  @Test
  void messageFourCountsPennantsOnlyInCitiesWithAnOwnKnight() {
    // Ann's knights: two cities without pennants and the city with 2; Bob's pennant is not hers
    Scenario s = candidates(rules()).move(new Message(4));
    assertEquals(List.of(Perform.PLAIN, Decline.INSTANCE), s.engine().legalMoves(s.state()));
    s = s.move(Perform.PLAIN).expectEvent(new MessagePerformed(ANN, 4, 4))
        .move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 4, 4));
    expectMarkers(s, ANN, 4, 5);
    expectMarkers(s, BOB, 0, 0);
    s.expectScore("Ann", MessagesModule.SOURCE, 4).expectScore("Bob", 0);
  }

  @Test
  void messageFiveCountsTheOwnKnights() {
    candidates(rules()).move(new Message(5)).move(Perform.PLAIN)
        .expectEvent(new MessagePerformed(ANN, 5, 6));
  }

  // ------------------------------------------------------------------ message 6

  /**
   * Ann lays E north of the start (closing the empty start city) with a farmer north of it; Bob
   * a U west with a farmer south of the road; Ann a U east with a follower on the road; Bob W at
   * the west end; Ann closes the road with W east, a farmer north of the road: 5 points.
   */
  private static Scenario farmers(RuleSet rules) {
    Scenario s = Scenario.of(rules, "Ann", "Bob")
        .draw("base:E").place(0, -1, R180).deploy("N")
        .draw("base:U").place(-1, 0, R0).deploy("S")
        .draw("base:U").place(1, 0, R0).deploy("E")
        .draw("base:W").place(-2, 0, R0).skip()
        .draw("base:W").place(2, 0, R0).deploy("N")
        .move(new Marker(0));
    expectMarkers(s, ANN, 5, 0);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    return s.move(new Message(6));
  }

  @Test
  void messageSixPaysEveryOwnFarmerButNotTheOthers() {
    farmers(rules()).move(Perform.PLAIN).expectEvent(new MessagePerformed(ANN, 6, 4))
        .move(new Marker(1)).expectEvent(new MarkerChosen(ANN, 1, 4, 4))
        .expectFigureAt(0, -1, "N", "Ann").expectFigureAt(2, 0, "N", "Ann")
        .expectFigureAt(-1, 0, "S", "Bob");
    farmers(rules("messages.farmer-points=3")).move(Perform.PLAIN)
        .expectEvent(new MessagePerformed(ANN, 6, 6));
  }

  // ------------------------------------------------------------------ message 7

  /**
   * Ann closes the start city in turn 1 (4 points onto marker 0), starts a city east of it
   * (E, knight) in turn 5, extends it with G in turn 7 and closes the road W U D U W in turn 9
   * (5 onto marker 1): message 7. Its extra tile E closes the 3-tile city: 6 points.
   */
  @Test
  void messageSevensExtraTileScoresAndItsPointsGiveAnotherMessage() {
    Scenario s = Scenario.of(rules(), "Ann", "Bob")
        .draw("base:E").place(0, -1, R180).deploy("S").move(new Marker(0))
        .draw("base:U").place(-1, 0, R0).skip()
        .draw("base:U").place(1, 0, R0).deploy("E")
        .draw("base:W").place(-2, 0, R0).skip()
        .draw("base:E").place(1, -1, R90).deploy("E")
        .draw("base:B").place(0, 1, R0).skip()
        .draw("base:G").place(2, -1, R0).skip()
        .draw("base:B").place(-1, 1, R0).skip()
        .draw("base:W").place(2, 0, R0).skip()
        .move(new Marker(1));
    expectMarkers(s, ANN, 4, 5);
    s = s.move(new Message(7)).move(Perform.PLAIN).expectEvent(new MessagePerformed(ANN, 7, 0));
    s = s.draw("base:E").place(3, -1, R270).skip();
    assertTrue(s.state().pendingSteps().get(0) instanceof MarkerChoice, s::toString);
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 6, 10));
    expectMarkers(s, ANN, 10, 5);
    assertTrue(nextIs(s, new DrawMessage()), s::toString);
    s = s.move(new Message(1)).expectEvent(new MessageDrawn(ANN, 1));
    assertEquals(2, count(s, MessageDrawn.class));
    assertEquals(ANN, s.state().activePlayer());
  }
}
