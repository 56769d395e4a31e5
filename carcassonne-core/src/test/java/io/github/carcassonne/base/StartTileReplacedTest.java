package io.github.carcassonne.base;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A module that runs before {@code base.tiles} and lays its own tile on the origin replaces the
 * base start tile; its piles are drawn first.
 */
class StartTileReplacedTest {

  /** Lays a cloister (base:B) on the origin and puts two road curves in a pile of its own. */
  static final class OwnStart implements RuleModule {
    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.own-start")
          .description("a cloister as start tile")
          .before(TilesModule.ID)
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onSetup(
          ctx -> {
            ctx.addTiles("first", "base:V", 2);
            ctx.placeStart(
                BaseTiles.set().type("base:B").orElseThrow(), Position.ORIGIN, Rotation.R0);
          });
    }
  }

  @Test
  void theBaseStartTileStaysOutAndTheEarlierPileIsDrawnFirst() {
    Engine engine = Engine.of(RuleSet.builder().modules("base").module(new OwnStart()).build());
    GameState s = engine.newGame(GameSetup.of(2, 1L));
    assertEquals(1, s.tiles().size());
    assertEquals("base:B", s.tiles().get(0).type().id());
    // 71 base tiles (the start copy of D left out) + 2
    assertEquals(73, s.tilesLeft());
    assertEquals(
        List.of(new ChanceOutcome(new Move.DrawTile("base:V"), 2)), engine.chanceOutcomes(s));
    assertEquals(3, s.bag().get("base:D"));
  }
}
