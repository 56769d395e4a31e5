package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.bench.PlayoutBenchmark;
import io.github.carcassonne.spi.ForwardingContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.FeatureKind;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The engine's listing of {@link HookRegistry#deployOnEmptyFeatures} (from its tables) gives the
 * same moves as its fallback through the context's reads and as the generator the interface's
 * default registers, after every placement of random games, with and without farmers.
 */
class EmptyFeatureDeployTest {
  /** The generator {@code HookRegistry}'s default registers for these kinds. */
  static Hooks.DeployGenerator byDefault(FigureKind kind, Set<FeatureKind> kinds) {
    List<Hooks.DeployGenerator> got = new ArrayList<>();
    InvocationHandler h =
        (proxy, method, args) -> {
          if (method.getName().equals("deployOptions")) {
            got.add((Hooks.DeployGenerator) args[0]);
            return null;
          }
          if (method.isDefault()) {
            return InvocationHandler.invokeDefault(proxy, method, args);
          }
          throw new UnsupportedOperationException(method.getName());
        };
    HookRegistry r =
        (HookRegistry)
            Proxy.newProxyInstance(
                HookRegistry.class.getClassLoader(), new Class<?>[] {HookRegistry.class}, h);
    r.deployOnEmptyFeatures(kind, kinds);
    assertEquals(1, got.size());
    return got.get(0);
  }

  /** Compares the three listings when each tile has been placed, before deployment. */
  static final class Checker implements RuleModule {
    int compared;
    int listed;

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.empty-feature-deploy").description("compares").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onTilePlaced(
          ctx -> {
            Work w = (Work) ctx;
            EmptyFeatureDeploy engine = null;
            for (Compiled.Tagged<Hooks.DeployGenerator> g : w.c.deployGenerators) {
              if (g.hook() instanceof EmptyFeatureDeploy e) {
                engine = e;
              }
            }
            assertNotNull(engine, "the followers' options are the engine's");
            for (int p = 0; p < ctx.playerCount(); p++) {
              PlayerId player = PlayerId.of(p);
              List<Move> fast = new ArrayList<>();
              engine.generate(ctx, player, fast);
              List<Move> through = new ArrayList<>();
              engine.generate(new ForwardingContext(ctx), player, through);
              List<Move> dflt = new ArrayList<>();
              byDefault(engine.kind, engine.kinds).generate(ctx, player, dflt);
              assertEquals(through, fast, "through the context");
              assertEquals(dflt, fast, "the interface's default");
              compared++;
              listed += fast.size();
            }
          });
    }
  }

  @Test
  void listsAsTheContextDoes() {
    for (String farmers : new String[] {"true", "false"}) {
      Checker checker = new Checker();
      Engine engine =
          Engine.of(
              RuleSet.builder()
                  .modules("base")
                  .option("base.farmers", farmers)
                  .module(checker)
                  .build());
      SplittableRandom rnd = new SplittableRandom(7);
      for (long seed = 0; seed < 5; seed++) {
        PlayoutBenchmark.play(engine, rnd, seed);
      }
      assertTrue(
          checker.compared > 500 && checker.listed > 200,
          checker.compared + " compared, " + checker.listed + " moves");
    }
  }
}
