package io.github.carcassonne.expansions.tradersbuilders.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.expansions.tradersbuilders.BuilderModule;
import io.github.carcassonne.expansions.tradersbuilders.PigModule;
import io.github.carcassonne.expansions.tradersbuilders.TradeGoodsModule;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random games of the whole expansion reach every rule (so the conformance suite exercises them),
 * and the final goods bonus agrees with the tokens held at the end.
 */
class RandomGamesTest {

  @Test
  void randomGamesReachEveryRuleAndScoreTheGoodsByTheTokens() {
    Engine engine = Engine.of(RuleSet.of("base", "traders-builders"));
    int goods = 0;
    int triggers = 0;
    int secondTurns = 0;
    int pigs = 0;
    int builders = 0;
    for (int g = 0; g < 12; g++) {
      Random random = new Random(g);
      GameState s = engine.newGame(GameSetup.of(2 + g % 3, g));
      while (!s.isOver()) {
        List<GameEvent> events;
        if (engine.toAct(s).isChance()) {
          List<ChanceOutcome> outcomes = engine.chanceOutcomes(s);
          var t = engine.apply(s, outcomes.get(random.nextInt(outcomes.size())).move());
          s = t.state();
          events = t.events();
        } else {
          List<Move> legal = engine.legalMoves(s);
          Move m = legal.get(random.nextInt(legal.size()));
          // prefer the expansion's moves so that they are seen often
          for (Move c : legal) {
            if (c instanceof Move.Deploy d && !d.figure().equals(io.github.carcassonne.FigureKind.FOLLOWER)) {
              m = c;
            }
            if (c instanceof BuilderModule.ExtraTurn) {
              m = c;
            }
          }
          var t = engine.apply(s, m);
          s = t.state();
          events = t.events();
        }
        for (GameEvent e : events) {
          goods += e instanceof TradeGoodsModule.GoodsTaken ? 1 : 0;
          triggers += e instanceof BuilderModule.BuilderTriggered ? 1 : 0;
          secondTurns += e instanceof BuilderModule.SecondTurnStarted ? 1 : 0;
          if (e instanceof GameEvent.FigureDeployed d) {
            pigs += d.figure().equals(PigModule.PIG) ? 1 : 0;
            builders += d.figure().equals(BuilderModule.BUILDER) ? 1 : 0;
          }
        }
      }
      TradeGoodsModule.Tokens tokens = s.get(TradeGoodsModule.TOKENS);
      int players = s.scores().totals().size();
      int[] expected = new int[players];
      for (TradeGoodsModule.Good good : TradeGoodsModule.Good.values()) {
        int best = 0;
        for (int p = 0; p < players; p++) {
          best = Math.max(best, tokens.count(PlayerId.of(p), good));
        }
        for (int p = 0; p < players && best > 0; p++) {
          expected[p] += tokens.count(PlayerId.of(p), good) == best ? 10 : 0;
        }
      }
      for (int p = 0; p < players; p++) {
        assertEquals(
            expected[p],
            (int) s.scores().bySource(PlayerId.of(p)).getOrDefault(TradeGoodsModule.SOURCE, 0),
            "game " + g + " seat " + p);
      }
    }
    assertTrue(goods > 0, "goods taken");
    assertTrue(builders > 0, "builders deployed");
    assertTrue(triggers > 0, "builders triggered");
    assertTrue(secondTurns > 0, "second turns");
    assertTrue(pigs > 0, "pigs deployed");
  }
}
