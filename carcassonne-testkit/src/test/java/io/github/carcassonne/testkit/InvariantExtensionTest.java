package io.github.carcassonne.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.testkit.example.DoubleCloisters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/** {@link InvariantExtension} and {@link CheckInvariants}. */
@CheckInvariants(options = "base.followers=3")
class InvariantExtensionTest {
  private static final String FIXTURES = "carcassonne.testkit.fixtures";

  @Test
  void resolvesACheckedEngineOverTheAnnotatedRules(CheckedEngine engine) {
    GameState s = engine.newGame(GameSetup.of(2, 1L));
    assertEquals(3, s.supply(PlayerId.of(0), FigureKind.FOLLOWER));
    s = engine.resolveChance(s).state();
    s = engine.apply(s, engine.legalMoves(s).get(0)).state();
    assertEquals(0, engine.violations().size());
  }

  @Test
  @CheckInvariants(modules = "base", moduleClasses = DoubleCloisters.class)
  void methodAnnotationWinsAndTakesModuleClasses(CheckedEngine engine) {
    assertEquals(7, engine.newGame(GameSetup.of(2, 1L)).supply(PlayerId.of(0), FigureKind.FOLLOWER));
    assertEquals("2", engine.rules().options().get("double-cloisters.factor"));
  }

  @Test
  void aViolationTheTestCaughtStillFailsIt() {
    TestExecutionSummary summary = run(SwallowingFixture.class);
    assertEquals(1, summary.getTestsFailedCount());
    Throwable failure = summary.getFailures().get(0).getException();
    assertInstanceOf(InvariantViolation.class, failure);
    assertEquals("figures", ((InvariantViolation) failure).invariant());
    assertTrue(failure.getMessage().contains("(the test caught this)"), failure.getMessage());
  }

  @Test
  void aCleanTestPasses() {
    TestExecutionSummary summary = run(CleanFixture.class);
    assertEquals(1, summary.getTestsSucceededCount());
    assertEquals(0, summary.getTestsFailedCount());
  }

  private static TestExecutionSummary run(Class<?> fixture) {
    Launcher launcher = LauncherFactory.create();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    System.setProperty(FIXTURES, "true");
    try {
      launcher.execute(
          LauncherDiscoveryRequestBuilder.request().selectors(selectClass(fixture)).build(),
          listener);
    } finally {
      System.clearProperty(FIXTURES);
    }
    return listener.getSummary();
  }

  /** Plays a broken module and swallows the violation; run only through the launcher above. */
  @CheckInvariants(moduleClasses = BrokenModules.TeleportHome.class)
  @EnabledIfSystemProperty(named = FIXTURES, matches = "true")
  static class SwallowingFixture {
    @Test
    void swallows(CheckedEngine engine) {
      assertThrows(AssertionError.class, () -> playAll(engine));
    }
  }

  /** Plays the base game; run only through the launcher above. */
  @ExtendWith(InvariantExtension.class)
  @EnabledIfSystemProperty(named = FIXTURES, matches = "true")
  static class CleanFixture {
    @Test
    void plays(CheckedEngine engine) {
      GameState s = engine.newGame(GameSetup.of(3, 2L));
      for (int i = 0; i < 30; i++) {
        s = engine.toAct(s).isChance()
            ? engine.resolveChance(s).state()
            : engine.apply(s, engine.legalMoves(s).get(0)).state();
      }
    }
  }

  static void playAll(CheckedEngine engine) {
    GameState s = engine.newGame(GameSetup.of(2, 5L));
    int i = 0;
    while (!s.isOver()) {
      s = engine.toAct(s).isChance()
          ? engine.resolveChance(s).state()
          : engine.apply(s, engine.legalMoves(s).get(i++ % engine.legalMoves(s).size())).state();
    }
  }
}
