package io.github.carcassonne.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Actor;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleModuleException;
import io.github.carcassonne.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * Proof 11: faults in modules. A hook that throws is reported as a {@link RuleModuleException}
 * naming the module and the hook; steps that push themselves for ever hit the step budget; in
 * both cases the state the caller holds is unchanged and still playable.
 */
class ModuleFaultTest {

  /** A step that pushes itself again. */
  record Again(int n) implements Step {
    @Override
    public String module() {
      return LoopModule.ID;
    }
  }

  /** Throws from its tile-drawn hook when the drawn tile is the C. */
  static final class FaultyModule implements RuleModule {
    static final String ID = "test.faulty";

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("throws").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onTileDrawn(
          ctx -> {
            if (ctx.drawnTile().orElseThrow().id().equals("base:C")) {
              throw new IllegalStateException("boom");
            }
          });
    }
  }

  /** Loops when the drawn tile is the C. */
  static final class LoopModule implements RuleModule {
    static final String ID = "test.loop";

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("loops").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onTileDrawn(
          ctx -> {
            if (ctx.drawnTile().orElseThrow().id().equals("base:C")) {
              ctx.push(new Again(0));
            }
          });
      registry.stepHandler(Again.class, (step, ctx) -> ctx.push(step));
    }
  }

  /** Fails on every draw: throws, or (with {@code recurse}) overflows the stack. */
  static final class DrawFaultModule implements RuleModule {
    static final String ID = "test.draw-fault";
    private final boolean recurse;

    DrawFaultModule(boolean recurse) {
      this.recurse = recurse;
    }

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder(ID).description("fails on every draw").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onTileDrawn(
          ctx -> {
            if (recurse) {
              depth(0);
            }
            throw new IllegalArgumentException("no draw today");
          });
    }

    private static int depth(int n) {
      return depth(n + 1) + 1;
    }
  }

  static Engine engine(RuleModule m) {
    return Engine.of(RuleSet.builder().modules("base").module(m).build());
  }

  @Test
  void aThrowingHookIsWrappedWithModuleAndStep() {
    Engine engine = engine(new FaultyModule());
    GameState s = engine.newGame(GameSetup.of(2, 3L));
    GameState copy = engine.newGame(GameSetup.of(2, 3L));
    RuleModuleException e =
        assertThrows(RuleModuleException.class, () -> engine.apply(s, new Move.DrawTile("base:C")));
    assertEquals(FaultyModule.ID, e.module());
    assertEquals("tile drawn", e.step());
    assertTrue(e.getMessage().contains("test.faulty") && e.getMessage().contains("boom"), e.getMessage());
    assertInstanceOf(IllegalStateException.class, e.getCause());
    assertUnchanged(engine, s, copy);
  }

  @Test
  void aLoopHitsTheStepBudget() {
    Engine engine = engine(new LoopModule());
    GameState s = engine.newGame(GameSetup.of(2, 3L));
    GameState copy = engine.newGame(GameSetup.of(2, 3L));
    RuleModuleException e =
        assertThrows(RuleModuleException.class, () -> engine.apply(s, new Move.DrawTile("base:C")));
    assertEquals(LoopModule.ID, e.module());
    assertEquals("Again", e.step());
    assertTrue(e.getMessage().contains("step budget"), e.getMessage());
    assertNull(e.getCause());
    assertUnchanged(engine, s, copy);
  }

  @Test
  void aFaultWhileResolvingChanceIsWrappedToo() {
    Engine engine = engine(new DrawFaultModule(false));
    GameState s = engine.newGame(GameSetup.of(2, 3L));
    GameState copy = engine.newGame(GameSetup.of(2, 3L));
    RuleModuleException e = assertThrows(RuleModuleException.class, () -> engine.resolveChance(s));
    assertEquals(DrawFaultModule.ID, e.module());
    assertEquals("tile drawn", e.step());
    assertInstanceOf(IllegalArgumentException.class, e.getCause());
    assertEquals(copy, s);
    assertEquals(Actor.CHANCE, engine.toAct(s));
  }

  @Test
  void aStackOverflowInAHookIsWrapped() {
    Engine engine = engine(new DrawFaultModule(true));
    GameState s = engine.newGame(GameSetup.of(2, 3L));
    GameState copy = engine.newGame(GameSetup.of(2, 3L));
    RuleModuleException e =
        assertThrows(RuleModuleException.class, () -> engine.apply(s, new Move.DrawTile("base:C")));
    assertEquals(DrawFaultModule.ID, e.module());
    assertInstanceOf(StackOverflowError.class, e.getCause());
    assertEquals(copy, s);
  }

  private static void assertUnchanged(Engine engine, GameState s, GameState copy) {
    assertEquals(copy, s);
    assertEquals(copy.pendingSteps(), s.pendingSteps());
    assertEquals(Actor.CHANCE, engine.toAct(s));
    assertEquals(copy.bag(), s.bag());
    // still playable: another tile draws fine
    GameState next = engine.apply(s, new Move.DrawTile("base:U")).state();
    assertEquals("base:U", next.drawnTile().orElseThrow().id());
    assertEquals(copy, s);
  }
}
