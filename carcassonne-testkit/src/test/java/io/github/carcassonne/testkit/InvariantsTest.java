package io.github.carcassonne.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.spi.RuleModule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

/** The invariant checker passes on the base game and catches modules that break invariants. */
class InvariantsTest {
  private static final Engine BASE = Engine.of(RuleSet.of("base"));

  private static Engine broken(RuleModule module) {
    return Engine.of(RuleSet.builder().modules("base").module(module).build());
  }

  /** A random game's moves, draws included. */
  private static List<Move> randomGame(Engine engine, GameSetup setup, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    return Games.play(engine, setup, () -> random.nextInt(1 << 20), Games.MOVE_LIMIT).moves();
  }

  @Test
  void baseGamePassesEveryCheck() {
    GameSetup setup = GameSetup.of(3, 11L);
    List<Move> moves = randomGame(BASE, setup, 5L);
    GameState end = Invariants.checkGame(BASE, setup, moves);
    assertTrue(end.isOver());
    Playout p = new Playout(setup, ImmutableList.copyOf(moves), end);
    assertEquals(end, BASE.replay(p.toRecord(BASE)));
  }

  @Test
  void checkGameResolvesUnrecordedDrawsWithTheSeed() {
    GameSetup setup = GameSetup.of(2, 3L);
    SplittableRandom random = new SplittableRandom(9L);
    List<Move> decisions = new ArrayList<>();
    GameState s = BASE.newGame(setup);
    while (!s.isOver()) {
      if (BASE.toAct(s).isChance()) {
        s = BASE.resolveChance(s).state();
      } else {
        List<Move> legal = BASE.legalMoves(s);
        Move m = legal.get(random.nextInt(legal.size()));
        decisions.add(m);
        s = BASE.apply(s, m).state();
      }
    }
    assertEquals(s, Invariants.checkGame(BASE, setup, decisions));
  }

  @Test
  void vanishingTilesBreakTileConservation() {
    Engine engine = broken(new BrokenModules.VanishingTiles());
    GameSetup setup = GameSetup.of(2, 1L);
    InvariantViolation v =
        assertThrows(
            InvariantViolation.class,
            () -> Invariants.checkGame(engine, setup, randomGame(engine, setup, 1L)));
    assertEquals("tiles conserved", v.invariant());
    assertTrue(v.getMessage().contains("tiles ("), v.getMessage());
  }

  @Test
  void teleportingFiguresBreakTheSupplyCount() {
    Engine engine = broken(new BrokenModules.TeleportHome());
    GameSetup setup = GameSetup.of(2, 1L);
    InvariantViolation v =
        assertThrows(
            InvariantViolation.class,
            () -> Invariants.checkGame(engine, setup, randomGame(engine, setup, 2L)));
    assertEquals("figures", v.invariant());
    assertTrue(v.getMessage().contains("in supply"), v.getMessage());
  }

  @Test
  void checkedEngineThrowsAndRemembers() {
    CheckedEngine engine = CheckedEngine.of(broken(new BrokenModules.TeleportHome()));
    InvariantViolation v =
        assertThrows(
            InvariantViolation.class,
            () -> {
              GameState s = engine.newGame(GameSetup.of(2, 4L));
              SplittableRandom random = new SplittableRandom(4L);
              while (!s.isOver()) {
                s = engine.toAct(s).isChance()
                    ? engine.resolveChance(s).state()
                    : engine.apply(s, Games.pick(engine.engine(), s, random.nextInt(1000))).state();
              }
            });
    assertEquals(List.of(v), engine.violations());
  }

  @Test
  void checkedEngineAcceptsTheBaseGame() {
    CheckedEngine engine = CheckedEngine.of(BASE);
    GameState s = engine.newGame(GameSetup.of(4, 8L));
    for (int i = 0; i < 40 && !s.isOver(); i++) {
      s = engine.toAct(s).isChance()
          ? engine.resolveChance(s).state()
          : engine.apply(s, engine.legalMoves(s).get(i % engine.legalMoves(s).size())).state();
    }
    assertTrue(engine.violations().isEmpty());
    assertThrows(
        IllegalMoveException.class,
        () -> engine.apply(engine.newGame(GameSetup.of(2, 1L)), Move.Skip.INSTANCE));
  }

  @Test
  void checkTransitionNoticesAForgedTransition() {
    GameState s = BASE.newGame(GameSetup.of(2, 1L));
    Move draw = BASE.chanceOutcomes(s).get(0).move();
    Transition real = BASE.apply(s, draw);
    Transition forged = new Transition(real.state(), ImmutableList.of());
    InvariantViolation v =
        assertThrows(
            InvariantViolation.class, () -> Invariants.checkTransition(BASE, s, draw, forged));
    assertEquals("determinism", v.invariant());
    Invariants.checkTransition(BASE, s, draw, real);
  }

  @Test
  void conformanceSuiteFailsOnABrokenModule() {
    RuleSet rules =
        RuleSet.builder().modules("base").module(new BrokenModules.VanishingTiles()).build();
    List<String> failed = new ArrayList<>();
    run(ConformanceSuite.forRules(rules).games(2).build(), "", failed);
    assertFalse(failed.isEmpty());
    assertTrue(
        failed.stream().anyMatch(f -> f.startsWith("figures and tiles are conserved")),
        failed.toString());
    assertTrue(failed.stream().noneMatch(f -> f.startsWith("same setup")), failed.toString());
  }

  @Test
  void conformanceSuiteHasEveryProperty() {
    List<String> names = new ArrayList<>();
    ConformanceSuite.forModules("base").games(1).build().forEach(n -> names.add(n.getDisplayName()));
    assertEquals(10, names.size(), names.toString());
  }

  @Test
  void conformanceSuiteFindsARolloutThatDiffers() {
    RuleSet rules =
        RuleSet.builder().modules("base").module(new BrokenModules.HiddenCounter()).build();
    List<String> failed = new ArrayList<>();
    run(ConformanceSuite.forRules(rules).games(2).build(), "", failed);
    assertTrue(
        failed.stream().anyMatch(f -> f.startsWith("the rollout path plays as the pure API does")),
        failed.toString());
  }

  private static void run(Stream<? extends DynamicNode> nodes, String path, List<String> failed) {
    nodes.forEach(
        n -> {
          String name = path + n.getDisplayName();
          if (n instanceof DynamicContainer c) {
            run(c.getChildren(), name + " / ", failed);
          } else if (n instanceof DynamicTest t) {
            try {
              t.getExecutable().execute();
            } catch (Throwable e) {
              failed.add(name);
            }
          }
        });
  }
}
