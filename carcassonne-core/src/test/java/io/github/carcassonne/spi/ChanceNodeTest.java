package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.score.ScoreSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Proof 7: a module chance node, message-deck style. At the start of every turn a card is drawn
 * from a deck of six (three 1s, two 2s, one 3), weighted by the copies left, and the active
 * player scores its value. The deck is a public state slot; it is reshuffled when empty.
 */
class ChanceNodeTest {

  /** The deck draw: a chance node of the module. */
  record DeckDraw() implements ChanceStep {
    @Override
    public String module() {
      return DeckModule.ID;
    }
  }

  /** The outcome: the card drawn. */
  record Card(int value) implements Move {
    @Override
    public String notation() {
      return "card " + value;
    }
  }

  /** The module's own event. */
  record CardDrawn(PlayerId player, int value) implements GameEvent {}

  /** The copies left of cards 1, 2 and 3. */
  record Deck(ImmutableList<Integer> left) {
    static final Deck FULL = new Deck(ImmutableList.of(3, 2, 1));
  }

  /** The test module. */
  static final class DeckModule implements RuleModule {
    static final String ID = "test.deck";
    static final StateKey<Deck> DECK = StateKey.of("test.deck.cards", Deck.class, Deck.FULL);
    static final ScoreSource CARDS = ScoreSource.of("card");

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("a card at the start of every turn").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.stateSlot(DECK);
      registry.scoreSource(CARDS);
      registry.onStartOfTurn(ctx -> ctx.push(new DeckDraw()));
      registry.chanceHandler(
          DeckDraw.class,
          new Hooks.ChanceHandler<DeckDraw>() {
            @Override
            public void outcomes(DeckDraw step, GameContext ctx, List<ChanceOutcome> out) {
              ImmutableList<Integer> left = ctx.get(DECK).left();
              for (int i = 0; i < left.size(); i++) {
                if (left.get(i) > 0) {
                  out.add(new ChanceOutcome(new Card(i + 1), left.get(i)));
                }
              }
            }

            @Override
            public void apply(DeckDraw step, Move outcome, TurnContext ctx) {
              int v = ((Card) outcome).value();
              List<Integer> left = new ArrayList<>(ctx.get(DECK).left());
              left.set(v - 1, left.get(v - 1) - 1);
              Deck d = new Deck(ImmutableList.copyOf(left));
              ctx.set(DECK, left.stream().allMatch(n -> n == 0) ? Deck.FULL : d);
              ctx.emit(new CardDrawn(ctx.activePlayer(), v));
              ctx.award(ctx.activePlayer(), v, CARDS, null);
            }
          });
    }
  }

  static RuleSet rules() {
    return RuleSet.builder().modules("base").module(new DeckModule()).build();
  }

  @Test
  void outcomesAreWeightedByTheCardsLeft() {
    Engine engine = Engine.of(rules());
    GameState s = engine.newGame(GameSetup.of(2, 1L));
    assertEquals(new DeckDraw(), s.pendingSteps().get(0));
    assertEquals(Actor.CHANCE, engine.toAct(s));
    assertEquals(
        List.of(
            new ChanceOutcome(new Card(1), 3),
            new ChanceOutcome(new Card(2), 2),
            new ChanceOutcome(new Card(3), 1)),
        engine.chanceOutcomes(s));
    assertEquals(6, engine.chanceOutcomes(s).stream().mapToInt(ChanceOutcome::weight).sum());
    // explicit outcome
    Transition t = engine.apply(s, new Card(3));
    assertEquals(List.of(3, 0), t.state().scores().totals());
    assertTrue(t.events().contains(new CardDrawn(PlayerId.of(0), 3)));
    assertEquals(new Deck(ImmutableList.of(3, 2, 0)), t.state().get(DeckModule.DECK));
    // then the tile draw, another chance node with its own outcomes
    assertEquals(Actor.CHANCE, engine.toAct(t.state()));
    assertTrue(engine.chanceOutcomes(t.state()).get(0).move() instanceof Move.DrawTile);
    // an outcome that is not possible is refused, the state held is unchanged
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> engine.apply(s, new Card(4)));
    assertEquals(IllegalMoveException.Reason.CHANCE_EXPECTED, e.reason());
    assertThrows(IllegalMoveException.class, () -> engine.apply(s, new Move.DrawTile("base:U")));
    assertEquals(s, engine.newGame(GameSetup.of(2, 1L)));
  }

  @Test
  void resolveChanceEqualsTheExplicitOutcomeItPicks() {
    Engine engine = Engine.of(rules());
    int[] seen = new int[4];
    for (long seed = 0; seed < 40; seed++) {
      GameState s = engine.newGame(GameSetup.of(2, seed));
      Transition r = engine.resolveChance(s);
      assertEquals(r.state(), engine.resolveChance(s).state());
      CardDrawn drawn = (CardDrawn) r.events().stream()
          .filter(ev -> ev instanceof CardDrawn).findFirst().orElseThrow();
      seen[drawn.value()]++;
      assertEquals(r.state(), engine.apply(s, new Card(drawn.value())).state());
      assertEquals(r.events(), engine.apply(s, new Card(drawn.value())).events());
    }
    assertTrue(seen[1] > 0 && seen[2] > 0 && seen[3] > 0, "every card is drawn for some seed");
    assertTrue(seen[1] > seen[3], "card 1 (weight 3) more often than card 3 (weight 1)");
  }

  @Test
  void theDeckEmptiesAndIsReshuffled() {
    Script s = new Script(rules(), 2, 2L);
    int[] order = {1, 1, 2, 3, 1, 2};
    for (int i = 0; i < order.length; i++) {
      s.play(new Card(order[i]));
      s.state = s.engine.resolveChance(s.state).state();
      s.moves.add(lastDraw(s));
      s.play(s.engine.legalMoves(s.state).get(0));
      s.play(Move.Skip.INSTANCE);
    }
    assertEquals(Deck.FULL, s.state.get(DeckModule.DECK));
    assertEquals(10, s.state.scores().bySource(PlayerId.of(0)).get(DeckModule.CARDS)
        + s.state.scores().bySource(PlayerId.of(1)).get(DeckModule.CARDS));
    assertEquals(s.state, s.replay());
  }

  /** The tile just drawn in the state (read back to record the resolved draw explicitly). */
  private static Move lastDraw(Script s) {
    return new Move.DrawTile(s.state.drawnTile().orElseThrow().id());
  }

  @Test
  void theModuleRandomnessDoesNotShiftTheTileOrder() {
    for (long seed : new long[] {1L, 77L, -5L}) {
      List<String> base = tileDraws(RuleSet.of("base"), seed);
      List<String> withDeck = tileDraws(rules(), seed);
      assertEquals(base, withDeck);
      assertTrue(base.size() > 60);
    }
    assertNotEquals(tileDraws(RuleSet.of("base"), 1L), tileDraws(RuleSet.of("base"), 2L));
  }

  /** Plays a game out by seed, always the first legal move; the tiles drawn, in order. */
  static List<String> tileDraws(RuleSet rules, long seed) {
    Engine engine = Engine.of(rules);
    GameState s = engine.newGame(GameSetup.of(3, seed));
    List<String> out = new ArrayList<>();
    while (!s.isOver()) {
      Transition t = engine.toAct(s).isChance()
          ? engine.resolveChance(s)
          : engine.apply(s, engine.legalMoves(s).get(0));
      for (GameEvent e : t.events()) {
        if (e instanceof GameEvent.TileDrawn d) {
          out.add(d.tileId());
        }
      }
      s = t.state();
    }
    return out;
  }

  @Test
  void saveAtTheChanceNodeBranchAndReplay() {
    Script s = new Script(rules(), 2, 3L);
    s.play(new Card(1));
    s.draw("base:U");
    s.place(1, 0, io.github.carcassonne.board.Rotation.R0);
    s.skip();
    s.checkBranches(DeckDraw.class, new Card(1), new Card(2));
  }
}
