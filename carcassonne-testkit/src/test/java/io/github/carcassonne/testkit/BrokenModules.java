package io.github.carcassonne.testkit;

import io.github.carcassonne.Figure;
import io.github.carcassonne.Location;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;

/** Rule modules that break an invariant through the SPI, for the checker's own tests. */
public final class BrokenModules {
  private BrokenModules() {}

  /** At the end of every turn a V tile silently leaves the bag: tiles are not conserved. */
  public static final class VanishingTiles implements RuleModule {
    /** Creates the module. */
    public VanishingTiles() {}

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("broken.vanishing-tiles")
          .requires("base.tiles")
          .after("base.tiles")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(ctx -> ctx.removeTiles("main", "base:V", 1));
    }
  }

  /**
   * At the end of every turn the active player's followers walk home with {@code moveFigure}, which
   * does not count them back into the supply: the supply disagrees with the figures in it.
   */
  public static final class TeleportHome implements RuleModule {
    /** Creates the module. */
    public TeleportHome() {}

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("broken.teleport-home")
          .requires("base.followers")
          .after("base.followers")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(
          ctx -> {
            for (Figure f : ctx.figures()) {
              if (!f.inSupply() && f.owner().isPresent()
                  && f.owner().get().equals(ctx.activePlayer())) {
                ctx.moveFigure(f.id(), Location.Supply.INSTANCE);
              }
            }
          });
    }
  }

  /**
   * Keeps a counter in the module instance (state outside the game state, which the SPI forbids):
   * every other end of turn, counted over every game the instance sees, a V tile leaves the bag.
   * Two playthroughs of the same choices differ.
   */
  public static final class HiddenCounter implements RuleModule {
    private final java.util.concurrent.atomic.AtomicInteger ends =
        new java.util.concurrent.atomic.AtomicInteger();

    /** Creates the module. */
    public HiddenCounter() {}

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("broken.hidden-counter")
          .requires("base.tiles")
          .after("base.tiles")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onEndOfTurn(
          ctx -> {
            if (ends.getAndIncrement() % 2 == 0) {
              ctx.removeTiles("main", "base:V", 1);
            }
          });
    }
  }
}
