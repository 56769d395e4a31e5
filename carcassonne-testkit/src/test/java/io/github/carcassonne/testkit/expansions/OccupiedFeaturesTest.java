package io.github.carcassonne.testkit.expansions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.testkit.CarcassonneArbitraries;
import io.github.carcassonne.testkit.Playout;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link GameContext#occupiedFeatures()} lists the features of {@link GameContext#features()}
 * that have figures, in the same order and with the same figures, at the end of each turn of
 * random games with every module: followers, builders, pigs, abbots, the wheel's figures. Each
 * game is played by the testkit's arbitraries, then its moves are applied again under the same
 * rules with a module that compares the two lists (it only reads, so the moves stay legal).
 */
class OccupiedFeaturesTest {
  /** Compares the two lists at the end of every turn. */
  static final class Checker implements RuleModule {
    /** Turns checked, and the features found occupied over them. */
    int turns;
    int occupied;

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.occupied-features")
          .description("checks occupiedFeatures")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(
          ctx -> {
            List<Feature> expected = new ArrayList<>();
            for (Feature f : ctx.features()) {
              if (f.hasFigures()) {
                expected.add(f);
              }
            }
            List<Feature> actual = ctx.occupiedFeatures();
            assertEquals(ids(expected), ids(actual), "turn " + ctx.turn());
            for (int i = 0; i < actual.size(); i++) {
              assertEquals(expected.get(i).figures(), actual.get(i).figures());
              assertEquals(expected.get(i).kind(), actual.get(i).kind());
              assertEquals(expected.get(i).tileCount(), actual.get(i).tileCount());
            }
            turns++;
            occupied += actual.size();
          });
    }

    private static List<String> ids(List<Feature> features) {
      List<String> out = new ArrayList<>();
      for (Feature f : features) {
        out.add(f.id().toString());
      }
      return out;
    }
  }

  private static RuleSet.Builder everyModule() {
    List<String> ids = new ArrayList<>(List.of("base", "messages"));
    ids.addAll(CombinedConformanceTest.EXPANSIONS);
    return RuleSet.builder().modules(ids).option("base.gardens", "true");
  }

  private static RuleSet.Builder wheelWithMessages() {
    // the arbitraries' setups seat 2 to 6 players
    return RuleSet.builder()
        .modules("wheel-of-fortune", "messages")
        .option("wheel-of-fortune.six-players", "true");
  }

  @Provide
  Arbitrary<Playout> everyModuleGames() {
    return CarcassonneArbitraries.playouts(Engine.of(everyModule().build()));
  }

  @Provide
  Arbitrary<Playout> wheelGames() {
    return CarcassonneArbitraries.playouts(Engine.of(wheelWithMessages().build()));
  }

  /**
   * Applies the game's moves again with the checker among the rules, and checks that it saw
   * more than {@code minTurns} turns with more than {@code perTurn} occupied features a turn on
   * average (so that the comparison was not of empty lists).
   */
  private static void check(RuleSet.Builder rules, Playout game, int minTurns, int perTurn) {
    Checker checker = new Checker();
    Engine engine = Engine.of(rules.module(checker).build());
    GameState s = engine.newGame(game.setup());
    for (Move m : game.moves()) {
      s = engine.apply(s, m).state();
    }
    assertTrue(s.isOver(), "the game ends as it did without the checker");
    assertTrue(
        checker.turns > minTurns && checker.occupied > perTurn * checker.turns,
        checker.turns + " turns, " + checker.occupied + " occupied features");
  }

  @Property(tries = 3)
  void everyModuleThatCombines(@ForAll("everyModuleGames") Playout game) {
    // about 140 turns a game, most of them with several occupied features
    check(everyModule(), game, 100, 3);
  }

  @Property(tries = 3)
  void wheelOfFortuneWithMessages(@ForAll("wheelGames") Playout game) {
    check(wheelWithMessages(), game, 60, 2);
  }
}
