package io.github.carcassonne.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.RuleSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.state.ActionChain;

/** The arbitraries make valid, varied, replayable games. */
class CarcassonneArbitrariesTest {
  private static final Engine ENGINE = Engine.of(RuleSet.of("base"));

  @Provide
  Arbitrary<Playout> games() {
    return CarcassonneArbitraries.playouts(ENGINE);
  }

  @Provide
  Arbitrary<Playout> prefixes() {
    return CarcassonneArbitraries.playouts(ENGINE, CarcassonneArbitraries.setups(2, 3), 30);
  }

  @Provide
  Arbitrary<GameState> after20() {
    return CarcassonneArbitraries.statesAfter(ENGINE, 20);
  }

  @Provide
  Arbitrary<ActionChain<GameState>> chains() {
    return CarcassonneArbitraries.chains(ENGINE, GameSetup.of(2, 3L));
  }

  @Property(tries = 4)
  void completeGamesEndAndReplayUnderTheChecker(@ForAll("games") Playout game) {
    assertTrue(game.state().isOver());
    assertEquals(game.state(), Invariants.checkGame(ENGINE, game.setup(), game.moves()));
    assertEquals(game.state(), ENGINE.replay(game.toRecord(ENGINE)));
  }

  @Property(tries = 30)
  void prefixesHaveAtMostTheirLength(@ForAll("prefixes") Playout game) {
    assertTrue(game.moves().size() <= 30);
    assertTrue(game.setup().playerCount() <= 3);
    assertEquals(game.state(), Invariants.checkGame(ENGINE, game.setup(), game.moves()));
  }

  @Property(tries = 10)
  void statesAfterMovesKeepTheInvariants(@ForAll("after20") GameState state) {
    Invariants.check(ENGINE, state);
    assertTrue(state.tiles().size() > 1);
  }

  @Property(tries = 2)
  void chainsPlayWholeGames(@ForAll("chains") ActionChain<GameState> chain) {
    GameState end = chain.withInvariant(s -> Invariants.check(ENGINE, s)).run();
    assertTrue(end.isOver());
  }

  @Property(tries = 20)
  void ruleSetsBuildAndPlay(@ForAll("ruleSets") RuleSet rules) {
    Engine engine = Engine.of(rules);
    GameState s = engine.newGame(GameSetup.of(2, 1L));
    Invariants.check(engine, engine.resolveChance(s).state());
  }

  @Provide
  Arbitrary<RuleSet> ruleSets() {
    return CarcassonneArbitraries.ruleSets();
  }

  @Example
  void ruleSetsVaryEveryOption() {
    Set<Map<String, String>> seen =
        CarcassonneArbitraries.ruleSets()
            .sampleStream()
            .limit(200)
            .map(RuleSet::options)
            .collect(Collectors.toSet());
    for (String key : RuleSet.of("base").options().keySet()) {
      Set<String> values = new HashSet<>();
      seen.forEach(o -> values.add(o.get(key)));
      assertTrue(values.size() > 1, key + " takes only " + values);
    }
  }

  @Example
  void setupsCoverEveryPlayerCount() {
    Set<Integer> counts =
        CarcassonneArbitraries.setups()
            .sampleStream()
            .limit(300)
            .map(GameSetup::playerCount)
            .collect(Collectors.toSet());
    assertEquals(Set.of(2, 3, 4, 5, 6), counts);
  }
}
