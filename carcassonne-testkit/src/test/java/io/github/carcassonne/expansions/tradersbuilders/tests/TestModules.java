package io.github.carcassonne.expansions.tradersbuilders.tests;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Figure;
import io.github.carcassonne.Move;
import io.github.carcassonne.base.BaseTiles;
import io.github.carcassonne.expansions.tradersbuilders.TradersBuildersTiles;
import io.github.carcassonne.notation.MoveSyntax;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;

/** Small rule modules that make scenarios short: a fixed bag, and a follower recall. */
final class TestModules {
  private TestModules() {}

  /**
   * Empties the main pile after the tile modules have filled it and puts in only the listed
   * tiles, so that a game ends after a few turns and final scoring can be tested.
   */
  static final class SmallBag implements RuleModule {
    private final ImmutableList<String> tiles;
    private final ImmutableList<TileSet> sets;

    /** A bag of base tiles only (the Traders & Builders tiles are not in the rule set). */
    static SmallBag base(String... tiles) {
      return new SmallBag(ImmutableList.of(BaseTiles.set()), tiles);
    }

    /** A bag over a rule set with the base and Traders & Builders tiles. */
    static SmallBag withTradersBuilders(String... tiles) {
      return new SmallBag(ImmutableList.of(BaseTiles.set(), TradersBuildersTiles.set()), tiles);
    }

    private SmallBag(ImmutableList<TileSet> sets, String... tiles) {
      this.sets = sets;
      this.tiles = ImmutableList.copyOf(tiles);
    }

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.small-bag")
          .description("only the listed tiles in the bag")
          .after("base.tiles", TradersBuildersTiles.ID)
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.onSetup(
          ctx -> {
            for (TileSet set : sets) {
              for (TileType t : set.types()) {
                ctx.removeTiles("main", t.id(), 1000);
              }
            }
            for (String id : tiles) {
              ctx.addTiles("main", id, 1);
            }
          });
    }
  }

  /**
   * Before drawing, a player may send one of their own followers on the board back to supply
   * (as the princess or the dragon would): {@code recall <figure id>}.
   */
  record Recall(int figure) implements Move {
    @Override
    public String notation() {
      return "recall " + figure;
    }
  }

  /** Offers and applies {@link Recall}. */
  static final class Recaller implements RuleModule {
    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.recall").description("recall a follower").build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.beforeChance(
          (ctx, player, out) -> {
            for (Figure f : ctx.figures()) {
              if (f.owner().isPresent()
                  && f.owner().get().equals(player)
                  && !f.inSupply()
                  && f.kind().equals(io.github.carcassonne.FigureKind.FOLLOWER)) {
                out.add(new Recall(f.id()));
              }
            }
          });
      registry.moveHandler(Recall.class, (move, ctx) -> ctx.returnToSupply(move.figure()));
      registry.moveSyntax(
          new MoveSyntax() {
            @Override
            public ImmutableSet<String> words() {
              return ImmutableSet.of("recall");
            }

            @Override
            public Move parse(String word, ImmutableList<String> arguments) {
              try {
                return new Recall(Integer.parseInt(arguments.get(0)));
              } catch (RuntimeException e) {
                throw new BadArgument(0, "expected a figure id");
              }
            }

            @Override
            public boolean handles(Move move) {
              return move instanceof Recall;
            }
          });
    }
  }
}
