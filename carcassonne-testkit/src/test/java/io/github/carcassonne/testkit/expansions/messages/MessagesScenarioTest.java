package io.github.carcassonne.testkit.expansions.messages;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.base.TilesModule;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.messages.MessagesModule;
import io.github.carcassonne.expansions.messages.MessagesModule.Decline;
import io.github.carcassonne.expansions.messages.MessagesModule.Deck;
import io.github.carcassonne.expansions.messages.MessagesModule.DrawMessage;
import io.github.carcassonne.expansions.messages.MessagesModule.Marker;
import io.github.carcassonne.expansions.messages.MessagesModule.MarkerChoice;
import io.github.carcassonne.expansions.messages.MessagesModule.MarkerChosen;
import io.github.carcassonne.expansions.messages.MessagesModule.MarkersMerged;
import io.github.carcassonne.expansions.messages.MessagesModule.Message;
import io.github.carcassonne.expansions.messages.MessagesModule.MessageChoice;
import io.github.carcassonne.expansions.messages.MessagesModule.MessageDeclined;
import io.github.carcassonne.expansions.messages.MessagesModule.MessageDrawn;
import io.github.carcassonne.expansions.messages.MessagesModule.MessagePerformed;
import io.github.carcassonne.expansions.messages.MessagesModule.Perform;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.TileType;
import io.github.carcassonne.testkit.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Messages (rules reference §15, seed S-MSG-NL). The common layout: Ann closes the start
 * city in turn 1 (4 points, marker 0); Bob lays U west of the start; Ann lays U east with a
 * follower on the road; Bob closes the west end with W; in turn 5 Ann closes the east end with W,
 * deploying on that W's south road stub (or its north field): a 5-tile road, 5 points.
 */
class MessagesScenarioTest {
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

  /** Up to Ann's marker choice for the 5-point road in turn 5. */
  private static Scenario roadOfFive(RuleSet rules, String lastSpot) {
    Scenario s = Scenario.of(rules, "Ann", "Bob")
        .draw("base:E").place(0, -1, R180).deploy("S")
        .expectToAct("Ann")
        .move(new Marker(0))
        .expectEvent(new MarkerChosen(ANN, 0, 4, 4))
        .draw("base:U").place(-1, 0, R0).skip()
        .draw("base:U").place(1, 0, R0).deploy("E")
        .draw("base:W").place(-2, 0, R0).skip()
        .draw("base:W").place(2, 0, R0).deploy(lastSpot);
    assertTrue(s.state().pendingSteps().get(0) instanceof MarkerChoice m && m.player().equals(ANN));
    return s;
  }

  /** The road's 5 points on marker 1: a dark space in Ann's turn, the message deck is next. */
  private static Scenario atTheDeck(RuleSet rules, String lastSpot) {
    Scenario s = roadOfFive(rules, lastSpot).move(new Marker(1));
    assertEquals(5, s.state().scores().track(ANN, 1));
    assertEquals(4, s.state().scores().track(ANN, 0));
    assertEquals(new DrawMessage(), s.state().pendingSteps().get(0));
    return s;
  }

  @Test
  void theAwardWaitsForTheMarkerChoice() {
    Scenario s = roadOfFive(rules(), "S").expectScore("Ann", 4).expectToAct("Ann");
    assertEquals(List.of(new Marker(0), new Marker(1)), s.engine().legalMoves(s.state()));
    assertEquals(2, s.state().scores().tracks());
  }

  @Test
  void aDarkSpaceInOwnTurnDrawsFromTheWholeDeck() {
    Scenario s = atTheDeck(rules(), "S").expectScore("Ann", 9);
    assertEquals(Actor.CHANCE, s.engine().toAct(s.state()));
    List<ChanceOutcome> outs = s.engine().chanceOutcomes(s.state());
    assertEquals(8, outs.size());
    for (int m = 1; m <= 8; m++) {
      assertEquals(new ChanceOutcome(new Message(m), 1), outs.get(m - 1));
    }
    s = s.move(new Message(2)).expectEvent(new MessageDrawn(ANN, 2));
    assertEquals(new MessageChoice(ANN, 2), s.state().pendingSteps().get(0));
  }

  @Test
  void markerOnAFourIsNoDarkSpace() {
    // the road's 5 on marker 0 (at 4) ends on 9: no message, the turn ends
    roadOfFive(rules(), "S").move(new Marker(0))
        .expectNoEvent(MessageDrawn.class)
        .expectScore("Ann", 9);
  }

  @Test
  void declineTakesTwoPointsOnAChosenMarker() {
    // no own cloister: message 3 can only be declined
    Scenario s = atTheDeck(rules(), "S").move(new Message(3));
    assertEquals(List.of(Decline.INSTANCE), s.engine().legalMoves(s.state()));
    s = s.move(Decline.INSTANCE).expectEvent(new MessageDeclined(ANN, 3)).move(new Marker(1));
    assertEquals(7, s.state().scores().track(ANN, 1));
    s = s.expectScore("Ann", MessagesModule.SOURCE, 2).expectScore("Ann", 11);
    assertEquals(Actor.CHANCE, s.engine().toAct(s.state()));
    assertTrue(s.engine().chanceOutcomes(s.state()).get(0).move() instanceof Move.DrawTile);
  }

  @Test
  void messageOneScoresTheSmallestRoadAndItsPointsTriggerAnotherMessage() {
    Scenario s = atTheDeck(rules(), "S").move(new Message(1));
    assertEquals(List.of(at(2, 0, "S"), Decline.INSTANCE), s.engine().legalMoves(s.state()));
    s = s.move(at(2, 0, "S")).expectEvent(new MessagePerformed(ANN, 1, 1));
    // the 1 point onto marker 0 (at 4) ends on 5: another message, from the 7 left
    s = s.move(new Marker(0)).expectEvent(new MarkerChosen(ANN, 0, 1, 5));
    assertEquals(new DrawMessage(), s.state().pendingSteps().get(0));
    assertEquals(7, s.engine().chanceOutcomes(s.state()).size());
    s.expectFigureAt(2, 0, "S", "Ann").expectScore("Ann", 10);
    assertEquals(new Deck(ImmutableList.of(1), 1), s.state().get(MessagesModule.DECK));
  }

  @Test
  void messageEightScoresTheFollowersFeatureAndTakesItBack() {
    Scenario s = atTheDeck(rules(), "S").move(new Message(8));
    assertEquals(List.of(at(2, 0, "S"), Decline.INSTANCE), s.engine().legalMoves(s.state()));
    s = s.move(at(2, 0, "S")).expectEvent(new MessagePerformed(ANN, 8, 1))
        .expectNoFigureAt(2, 0, "S");
    s.move(new Marker(1)).expectScore("Ann", 10).expectSupply("Ann", 7);
  }

  @Test
  void messageEightOnAFarmer() {
    // the farmer north of the road touches the closed start city: 3 points as in final scoring
    Scenario s = atTheDeck(rules(), "N").move(new Message(8));
    assertEquals(List.of(at(2, 0, "N"), Decline.INSTANCE), s.engine().legalMoves(s.state()));
    s = s.move(at(2, 0, "N"));
    s.expectEvent(new MessagePerformed(ANN, 8, 3)).move(new Marker(1)).expectScore("Ann", 12);
  }

  @Test
  void messageSixPaysTwoPerFarmerOrThreeWithTheOption() {
    atTheDeck(rules(), "N").move(new Message(6)).move(Perform.PLAIN)
        .expectEvent(new MessagePerformed(ANN, 6, 2)).move(new Marker(1)).expectScore("Ann", 11);
    atTheDeck(rules("messages.farmer-points=3"), "N").move(new Message(6)).move(Perform.PLAIN)
        .expectEvent(new MessagePerformed(ANN, 6, 3)).move(new Marker(1)).expectScore("Ann", 12);
  }

  @Test
  void messagesFourAndFiveWithoutKnightsGiveNothing() {
    atTheDeck(rules(), "S").move(new Message(4)).move(Perform.PLAIN)
        .expectEvent(new MessagePerformed(ANN, 4, 0)).expectScore("Ann", 9);
    atTheDeck(rules(), "S").move(new Message(5)).move(Perform.PLAIN)
        .expectEvent(new MessagePerformed(ANN, 5, 0)).expectScore("Ann", 9);
  }

  @Test
  void messageSevenPlaysOneMoreTileInTheSameTurn() {
    Scenario s = atTheDeck(rules(), "S").move(new Message(7)).move(Perform.PLAIN);
    assertEquals(Actor.CHANCE, s.engine().toAct(s.state()));
    assertTrue(s.engine().chanceOutcomes(s.state()).get(0).move() instanceof Move.DrawTile);
    s = s.draw("base:U").place(3, 0, R0);
    assertEquals(5, s.state().turn());
    s = s.expectToAct("Ann").skip();
    assertEquals(BOB, s.state().activePlayer());
    assertEquals(6, s.state().turn());
  }

  @Test
  void otherPlayersMarkersTriggerNothing() {
    // Bob closes Ann's 5-tile road in his turn: Ann's marker ends on 5, no message
    Scenario.of(rules(), "Ann", "Bob")
        .draw("base:U").place(1, 0, R0).deploy("E")
        .draw("base:U").place(-1, 0, R0).skip()
        .draw("base:W").place(-2, 0, R0).skip()
        .draw("base:W").place(2, 0, R0).skip()
        .expectToAct("Ann").move(new Marker(0))
        .expectNoEvent(MessageDrawn.class).expectScore("Ann", 5);
  }

  @Test
  void theDeckRepeatsItsFirstOrderAfterEightDraws() {
    Deck d = Deck.NEW;
    int[] order = {3, 1, 8, 2, 7, 4, 6, 5};
    for (int m : order) {
      assertTrue(d.drawable().contains(m));
      d = drawn(d, m);
    }
    for (int k = 0; k < 16; k++) {
      assertEquals(List.of(order[k % 8]), d.drawable());
      d = drawn(d, order[k % 8]);
    }
  }

  private static Deck drawn(Deck d, int m) {
    List<Integer> o = new ArrayList<>(d.order());
    if (o.size() < 8) {
      o.add(m);
    }
    return new Deck(ImmutableList.copyOf(o), d.draws() + 1);
  }

  @Test
  void finalScoringMergesTheMarkersAndAsksNothing() {
    // the bag holds only the five tiles: after turn 5's message the game ends
    RuleSet small =
        RuleSet.builder().modules("base", "messages")
            .module(new SmallBag("base:E", "base:U", "base:U", "base:W", "base:W")).build();
    Scenario s = atTheDeck(small, "S").move(new Message(7));
    // message 7 with no drawable tile left: only the 2 points
    assertEquals(List.of(Decline.INSTANCE), s.engine().legalMoves(s.state()));
    s = s.move(Decline.INSTANCE).move(new Marker(0)).expectOver();
    assertTrue(s.events().contains(new MarkersMerged(ANN, 11)), s.events().toString());
    assertTrue(s.events().contains(new MarkersMerged(BOB, 0)));
    assertEquals(0, s.state().scores().track(ANN, 1));
    // then final scoring: Ann's road stub (1) onto the merged marker 0, no choice
    assertEquals(12, s.state().scores().track(ANN, 0));
    s.expectScore("Ann", 12);
  }

  @Test
  void movesReadBackFromTheirNotation() {
    Scenario s = atTheDeck(rules(), "S").move(new Message(1)).move(at(2, 0, "S"))
        .move(new Marker(0)).move(new Message(2)).move(Decline.INSTANCE).move(new Marker(1));
    List<String> written = new ArrayList<>();
    for (Move m : s.moves()) {
      written.add(m.notation());
      assertEquals(m, RecordFormat.parseMove(m.notation(), s.engine().rules().moveSyntaxes()));
    }
    assertTrue(written.contains("message-perform 2,0 S"), written.toString());
    assertTrue(written.contains("marker 1") && written.contains("message 2"), written.toString());
    assertTrue(written.contains("message-decline"), written.toString());
  }

  /** A test module: the bag holds exactly the given tiles. */
  static final class SmallBag implements RuleModule {
    private final ImmutableList<String> tiles;

    SmallBag(String... tiles) {
      this.tiles = ImmutableList.copyOf(tiles);
    }

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.small-bag")
          .description("test: the bag holds exactly the given tiles")
          .after(TilesModule.ID)
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onSetup(
          ctx -> {
            for (TileType t : BaseTiles.set().types()) {
              ctx.removeTiles(TilesModule.PILE, t.id(), Integer.MAX_VALUE);
            }
            for (String t : tiles) {
              ctx.addTiles(TilesModule.PILE, t, 1);
            }
          });
    }
  }
}
