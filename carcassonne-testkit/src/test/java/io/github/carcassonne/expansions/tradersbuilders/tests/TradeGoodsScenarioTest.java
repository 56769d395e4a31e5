package io.github.carcassonne.expansions.tradersbuilders.tests;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.expansions.tradersbuilders.TradeGoodsModule.Good;
import io.github.carcassonne.expansions.tradersbuilders.TradeGoodsModule.GoodsTaken;
import io.github.carcassonne.expansions.tradersbuilders.TradeGoodsModule;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import org.junit.jupiter.api.Test;

/** Trade goods (rules reference §5; S-EN "takes one trade good token ... each symbol"). */
class TradeGoodsScenarioTest {
  private static final PlayerId ANN = PlayerId.of(0);
  private static final PlayerId BOB = PlayerId.of(1);
  /** The start tile's city keeps the start tile's id. */
  private static final FeatureId START_CITY = new FeatureId(Position.of(0, 0), "N");

  private static Scenario game(String... bag) {
    RuleSet.Builder b = RuleSet.builder().modules("base", "trade-goods", "traders-builders.tiles");
    if (bag.length > 0) {
      b.module(TestModules.SmallBag.withTradersBuilders(bag));
    }
    return Scenario.of(b.build(), "Ann", "Bob");
  }

  /** Ann opens the start city with a wine corner and a knight; Bob closes it. */
  private static Scenario bobClosesAnnsWineCity(Scenario s) {
    return s.draw("traders-builders:Cc.w").place(0, -1, R180).deploy("E")
        .draw("base:E").place(1, -1, R270).skip();
  }

  @Test
  void thePlayerWhoCompletesTheCityTakesItsGoodsWhoeverOwnsIt() {
    Scenario s = bobClosesAnnsWineCity(game());
    s.expectPoints("Ann", 6, ScoreSource.CITY)
        .expectEvent(new GoodsTaken(BOB, Good.WINE, 1, START_CITY))
        .expectSupply("Ann", 7);
    TradeGoodsModule.Tokens t = s.state().get(TradeGoodsModule.TOKENS);
    assertEquals(1, t.count(BOB, Good.WINE));
    assertEquals(0, t.count(ANN, Good.WINE));
    assertEquals(0, t.count(BOB, Good.GRAIN));
  }

  @Test
  void anUnoccupiedCityGivesItsGoodsToo() {
    game().draw("traders-builders:Cc.w").place(0, -1, R180).skip()
        .draw("base:E").place(1, -1, R270).skip()
        .expectEvent(new GoodsTaken(BOB, Good.WINE, 1, START_CITY))
        .expectScores(0, 0);
  }

  @Test
  void anIncompleteCityGivesNothing() {
    game().draw("traders-builders:Cc.w").place(0, -1, R180).deploy("E")
        .expectNoEvent(GoodsTaken.class)
        .draw("base:U").place(1, 0).skip()
        .expectNoEvent(GoodsTaken.class);
  }

  @Test
  void aCityWithTwoSymbolsGivesOneTokenPerSymbol() {
    // the start city, a wine corner and a grain corner, closed by a base:D: 1 wine and 1 grain
    Scenario s = game()
        .draw("traders-builders:Cc.w").place(0, -1, R180).skip()    // city S and E
        .draw("traders-builders:Cc.g").place(1, -1, R270).skip()   // city W and S
        .draw("base:D").place(1, 0, R0).skip()                      // Ann closes it
        .expectEvent(new GoodsTaken(ANN, Good.WINE, 1, START_CITY))
        .expectEvent(new GoodsTaken(ANN, Good.GRAIN, 1, START_CITY));
    TradeGoodsModule.Tokens t = s.state().get(TradeGoodsModule.TOKENS);
    assertEquals(1, t.count(ANN, Good.WINE));
    assertEquals(1, t.count(ANN, Good.GRAIN));
    assertEquals(0, t.count(ANN, Good.CLOTH));
    assertEquals(0, t.count(BOB, Good.GRAIN));
  }

  @Test
  void finalScoringTenForTheMostTokensOfAGood() {
    Scenario s = bobClosesAnnsWineCity(game("traders-builders:Cc.w", "base:E"));
    s.expectOver()
        .expectPoints("Bob", 10, TradeGoodsModule.SOURCE)
        .expectScore("Bob", TradeGoodsModule.SOURCE, 10)
        .expectScore("Ann", TradeGoodsModule.SOURCE, 0)
        .expectScores(6, 10);
  }

  @Test
  void tiedPlayersAllScoreTen() {
    // Bob closes the start city (wine); Ann closes a second wine city on the south side.
    Scenario s =
        bobClosesAnnsWineCity(
                game("traders-builders:Cc.w", "base:E", "traders-builders:CFc.w", "base:E", "base:E"))
            .draw("traders-builders:CFc.w").place(0, 1, R0).skip()  // a wine band E-W
            .draw("base:E").place(1, 1, R270).skip()                 // Bob caps its east end
            .draw("base:E").place(-1, 1, R90).skip();                // Ann caps its west end
    s.expectOver()
        .expectScore("Ann", TradeGoodsModule.SOURCE, 10)
        .expectScore("Bob", TradeGoodsModule.SOURCE, 10);
    assertEquals(1, s.state().get(TradeGoodsModule.TOKENS).count(ANN, Good.WINE));
    assertEquals(1, s.state().get(TradeGoodsModule.TOKENS).count(BOB, Good.WINE));
  }

  @Test
  void nobodyScoresAGoodNoOneHolds() {
    game("base:U").draw("base:U").place(1, 0).skip()
        .expectOver()
        .expectNoEvent(io.github.carcassonne.GameEvent.PointsScored.class)
        .expectScores(0, 0);
  }
}
