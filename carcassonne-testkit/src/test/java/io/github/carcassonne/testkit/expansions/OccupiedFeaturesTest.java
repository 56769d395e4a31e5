package io.github.carcassonne.testkit.expansions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GameContext#occupiedFeatures()} lists the features of {@link GameContext#features()}
 * that have figures, in the same order and with the same figures, at the end of each turn of
 * random games with every module: followers, builders, pigs, barns, abbots, the wheel's figures.
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

  private static Checker play(RuleSet.Builder rules, int players, int games) {
    Checker checker = new Checker();
    Engine engine = Engine.of(rules.module(checker).build());
    for (long seed = 0; seed < games; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameState s = engine.newGame(GameSetup.of(players, seed));
      while (!s.isOver()) {
        if (engine.toAct(s).isChance()) {
          s = engine.resolveChance(s).state();
        } else {
          List<Move> moves = engine.legalMoves(s);
          s = engine.apply(s, moves.get(random.nextInt(moves.size()))).state();
        }
      }
    }
    return checker;
  }

  @Test
  void everyModuleThatCombines() {
    List<String> ids = new ArrayList<>(List.of("base", "messages"));
    ids.addAll(CombinedConformanceTest.EXPANSIONS);
    Checker checker = play(RuleSet.builder().modules(ids).option("base.gardens", "true"), 3, 4);
    // about 80 turns a game, most of them with several occupied features
    assertTrue(checker.turns > 200 && checker.occupied > 5 * checker.turns, describe(checker));
  }

  @Test
  void wheelOfFortuneWithMessages() {
    Checker checker = play(RuleSet.builder().modules("wheel-of-fortune", "messages"), 2, 3);
    assertTrue(checker.turns > 150 && checker.occupied > 3 * checker.turns, describe(checker));
  }

  private static String describe(Checker checker) {
    return checker.turns + " turns, " + checker.occupied + " occupied features";
  }
}
