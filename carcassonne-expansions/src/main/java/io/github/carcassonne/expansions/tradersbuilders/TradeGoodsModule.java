package io.github.carcassonne.expansions.tradersbuilders;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.ScoringJob;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * {@code trade-goods}: trade-good symbols in cities (segment attribute
 * {@code good=wine|grain|cloth}) and the goods tokens (rules reference §5).
 *
 * <ul>
 *   <li>When a completed city is scored during play, the player whose turn it is (who placed the
 *       tile that completed it) takes one token per goods symbol in the city, whoever owns the
 *       city and whether anyone does: a {@link GoodsTaken} event per kind of good. This happens
 *       at the {@code AWARD} stage of the city's scoring job, after the city's points.
 *   <li>The tokens are public: {@link #TOKENS} holds every player's count of each good.
 *   <li>In final scoring, for each good separately, the player or players with the most tokens
 *       score 10 (ties all score; nobody scores a good no one holds), source {@code trade-goods},
 *       goods in the order wine, grain, cloth, players in seat order.
 * </ul>
 *
 * <p>Doubts: a city completed by something other than a tile placement (no such rule exists in
 * the supported sets) would give its goods to the active player. An unknown {@code good} value
 * is ignored.
 */
public final class TradeGoodsModule implements RuleModule {
  /** The module id. */
  public static final String ID = "trade-goods";

  /** The segment attribute that names a city's trade good. */
  public static final String ATTRIBUTE = "good";

  /** The score source of the final goods bonus. */
  public static final ScoreSource SOURCE = ScoreSource.of("trade-goods");

  /** Points for the most tokens of one good. */
  public static final int MAJORITY_POINTS = 10;

  /** The three trade goods. */
  public enum Good {
    /** Wine (9 symbols in the expansion). */
    WINE,
    /** Grain (6 symbols). */
    GRAIN,
    /** Cloth (5 symbols). */
    CLOTH;

    /** The attribute value on tiles, lower case ({@code wine}). */
    public String attributeValue() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The good an attribute value names, if any. */
    public static Optional<Good> ofAttribute(String value) {
      for (Good g : values()) {
        if (g.attributeValue().equals(value)) {
          return Optional.of(g);
        }
      }
      return Optional.empty();
    }
  }

  /**
   * Every player's goods tokens: {@code bySeat.get(seat)} lists that player's wine, grain and
   * cloth counts; seats past the end hold none.
   *
   * @param bySeat per seat, the counts in {@link Good} order
   */
  public record Tokens(ImmutableList<ImmutableList<Integer>> bySeat) {
    /** No tokens for anyone. */
    public static final Tokens NONE = new Tokens(ImmutableList.of());

    /** Validates the components. */
    public Tokens {
      requireNonNull(bySeat, "bySeat");
      for (ImmutableList<Integer> row : bySeat) {
        if (row.size() != Good.values().length) {
          throw new IllegalArgumentException("a row of tokens has one count per good: " + row);
        }
      }
    }

    /** How many tokens of a good a player holds. */
    public int count(PlayerId player, Good good) {
      requireNonNull(player, "player");
      requireNonNull(good, "good");
      return player.seat() < bySeat.size() ? bySeat.get(player.seat()).get(good.ordinal()) : 0;
    }

    /** These tokens with {@code n} more of a good for a player. */
    public Tokens plus(PlayerId player, Good good, int n) {
      List<ImmutableList<Integer>> rows = new ArrayList<>(bySeat);
      ImmutableList<Integer> zero = ImmutableList.of(0, 0, 0);
      while (rows.size() <= player.seat()) {
        rows.add(zero);
      }
      List<Integer> row = new ArrayList<>(rows.get(player.seat()));
      row.set(good.ordinal(), row.get(good.ordinal()) + n);
      rows.set(player.seat(), ImmutableList.copyOf(row));
      return new Tokens(ImmutableList.copyOf(rows));
    }
  }

  /**
   * A player took goods tokens for a completed city.
   *
   * @param player who took them (the player who completed the city)
   * @param good the good
   * @param count how many tokens of it
   * @param city the completed city
   */
  public record GoodsTaken(PlayerId player, Good good, int count, FeatureId city)
      implements GameEvent {
    /** Validates the components. */
    public GoodsTaken {
      requireNonNull(player, "player");
      requireNonNull(good, "good");
      requireNonNull(city, "city");
    }
  }

  /** The public slot with every player's tokens. */
  public static final StateKey<Tokens> TOKENS = StateKey.of("trade-goods.tokens", Tokens.class, Tokens.NONE);

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("Trade goods: completing a city takes its goods; 10 per good majority")
          .requires("base.cities")
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public TradeGoodsModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    registry.scoreSource(SOURCE);
    registry.stateSlot(TOKENS);
    registry.scoringHook(
        ScoringJob.Stage.AWARD,
        (job, feature, ctx) -> {
          if (job.completed() && feature.kind().equals(FeatureKind.CITY)) {
            take(feature, ctx);
          }
        });
    registry.onFinalScoring(TradeGoodsModule::finalScoring);
  }

  /** The goods symbols in a city, by good. */
  public static Map<Good, Integer> goods(Feature city, GameContext ctx) {
    Map<Good, Integer> out = new EnumMap<>(Good.class);
    FeatureId id = null; // the city's id walks the whole city: made once, when first needed
    for (Position pos : city.cells()) {
      Optional<PlacedTile> tile = ctx.tileAt(pos);
      if (tile.isEmpty()) {
        continue;
      }
      List<Segment> segments = tile.get().type().segments();
      for (int s = 0; s < segments.size(); s++) {
        String value = segments.get(s).attributes().get(ATTRIBUTE);
        if (value == null) {
          continue;
        }
        Optional<Good> good = Good.ofAttribute(value);
        if (good.isEmpty()) {
          continue;
        }
        Optional<Feature> its = ctx.feature(pos, s);
        if (its.isPresent() && id == null) {
          id = city.id();
        }
        if (its.isPresent() && its.get().id().equals(id)) {
          out.merge(good.get(), 1, Integer::sum);
        }
      }
    }
    return out;
  }

  private static void take(Feature city, TurnContext ctx) {
    Map<Good, Integer> goods = goods(city, ctx);
    if (goods.isEmpty()) {
      return;
    }
    PlayerId player = ctx.activePlayer();
    Tokens tokens = ctx.get(TOKENS);
    for (Map.Entry<Good, Integer> e : goods.entrySet()) {
      tokens = tokens.plus(player, e.getKey(), e.getValue());
      ctx.emit(new GoodsTaken(player, e.getKey(), e.getValue(), city.id()));
    }
    ctx.set(TOKENS, tokens);
  }

  private static void finalScoring(TurnContext ctx) {
    Tokens tokens = ctx.get(TOKENS);
    for (Good good : Good.values()) {
      int best = 0;
      for (int p = 0; p < ctx.playerCount(); p++) {
        best = Math.max(best, tokens.count(PlayerId.of(p), good));
      }
      if (best == 0) {
        continue;
      }
      for (int p = 0; p < ctx.playerCount(); p++) {
        if (tokens.count(PlayerId.of(p), good) == best) {
          ctx.award(PlayerId.of(p), MAJORITY_POINTS, SOURCE, null);
        }
      }
    }
  }
}
