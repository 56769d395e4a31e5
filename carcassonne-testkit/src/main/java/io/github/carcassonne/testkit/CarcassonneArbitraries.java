package io.github.carcassonne.testkit;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.ActionChainArbitrary;
import net.jqwik.api.state.Transformer;

/**
 * jqwik arbitraries for rule sets, setups and games, for property tests of the engine and of rule
 * modules.
 *
 * <pre>{@code
 * @Property(tries = 50)
 * void scoresNeverDrop(@ForAll("games") Playout game) { ... }
 *
 * @Provide
 * Arbitrary<Playout> games() {
 *   return CarcassonneArbitraries.playouts(Engine.of(RuleSet.of("base")));
 * }
 * }</pre>
 *
 * <p>Games are played by a list of choices: each picks a legal move (its index modulo their
 * number) or a chance outcome (in proportion to the weights), so shrinking a failing game shrinks
 * toward shorter games and first choices. Every draw is an explicit move in {@link Playout#moves}.
 */
public final class CarcassonneArbitraries {
  private static final int CHOICE_MAX = 1 << 20;
  private static final ImmutableList<String> NAMES =
      ImmutableList.of("Ann", "Bob", "Cid", "Dee", "Eve", "Fay");
  private static final ImmutableList<String> PROBES =
      ImmutableList.of("0", "1", "2", "3", "4", "5", "6", "7", "8", "10", "12", "20", "50", "100");

  private CarcassonneArbitraries() {}

  /** Rule sets of the base game with random option values. */
  public static Arbitrary<RuleSet> ruleSets() {
    return ruleSets(ImmutableList.of("base"), ImmutableList.of());
  }

  /** Rule sets of these module ids with random option values. */
  public static Arbitrary<RuleSet> ruleSets(String... moduleIds) {
    return ruleSets(ImmutableList.copyOf(moduleIds), ImmutableList.of());
  }

  /**
   * Rule sets of these module ids and module instances (a third party's) with random values for
   * every option they have. Option combinations the rule set builder rejects are left out. An
   * option's values are its allowed values, or for an integer option the default and the small
   * numbers it accepts.
   */
  public static Arbitrary<RuleSet> ruleSets(
      Collection<String> moduleIds, Collection<? extends RuleModule> modules) {
    if (moduleIds == null || modules == null) {
      throw new IllegalArgumentException("moduleIds and modules must not be null");
    }
    List<String> ids = ImmutableList.copyOf(moduleIds);
    List<RuleModule> given = ImmutableList.copyOf(modules);
    RuleSet defaults = build(ids, given, Map.of()).orElseThrow(
        () -> new IllegalArgumentException("modules " + ids + " " + given + " do not build"));
    Map<String, RuleOption<?>> known = new LinkedHashMap<>();
    for (RuleModule m : RuleSet.availableModules().values()) {
      for (RuleOption<?> o : m.descriptor().options()) {
        known.putIfAbsent(o.key(), o);
      }
    }
    for (RuleModule m : given) {
      for (RuleOption<?> o : m.descriptor().options()) {
        known.put(o.key(), o);
      }
    }
    List<String> keys = new ArrayList<>();
    List<Arbitrary<String>> values = new ArrayList<>();
    for (String key : defaults.options().keySet()) {
      RuleOption<?> o = known.get(key);
      if (o != null) {
        keys.add(key);
        values.add(Arbitraries.of(candidates(o)));
      }
    }
    if (keys.isEmpty()) {
      return Arbitraries.just(defaults);
    }
    return Combinators.combine(values)
        .as(
            vs -> {
              Map<String, String> chosen = new LinkedHashMap<>();
              for (int i = 0; i < keys.size(); i++) {
                chosen.put(keys.get(i), vs.get(i));
              }
              return chosen;
            })
        .map(chosen -> build(ids, given, chosen))
        .filter(Optional::isPresent)
        .map(Optional::get);
  }

  private static List<String> candidates(RuleOption<?> o) {
    if (!o.allowedValues().isEmpty()) {
      return o.allowedValues();
    }
    Set<String> out = new LinkedHashSet<>();
    out.add(o.defaultText());
    for (String p : PROBES) {
      try {
        o.parse(p);
        out.add(p);
      } catch (IllegalArgumentException e) {
        // not a value of this option
      }
    }
    return ImmutableList.copyOf(out);
  }

  private static Optional<RuleSet> build(
      List<String> ids, List<RuleModule> given, Map<String, String> options) {
    RuleSet.Builder b = RuleSet.builder();
    if (!ids.isEmpty()) {
      b.modules(ids);
    }
    for (RuleModule m : given) {
      b.module(m);
    }
    b.options(options);
    try {
      return Optional.of(b.build());
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** Game seeds: any long. */
  public static Arbitrary<Long> seeds() {
    return Arbitraries.longs();
  }

  /** Setups of 2 to 6 players (Ann, Bob, ...), any first player, any seed. */
  public static Arbitrary<GameSetup> setups() {
    return setups(GameSetup.MIN_PLAYERS, GameSetup.MAX_PLAYERS);
  }

  /** Setups of {@code min} to {@code max} players, any first player, any seed. */
  public static Arbitrary<GameSetup> setups(int min, int max) {
    if (min < GameSetup.MIN_PLAYERS || max > GameSetup.MAX_PLAYERS || min > max) {
      throw new IllegalArgumentException("player counts must lie in 2..6: " + min + ".." + max);
    }
    return Arbitraries.integers()
        .between(min, max)
        .flatMap(
            n ->
                Combinators.combine(Arbitraries.integers().between(0, n - 1), seeds())
                    .as((first, seed) -> new GameSetup(NAMES.subList(0, n), first, seed)));
  }

  /**
   * Complete games of {@code engine} from random setups. A complete game is too long to shrink
   * move by move, so its choices come from a random seed; use {@link #playouts(Engine, Arbitrary,
   * int)} for shrinkable game prefixes.
   */
  public static Arbitrary<Playout> playouts(Engine engine) {
    requireEngine(engine);
    return Combinators.combine(setups(), Arbitraries.longs())
        .as(
            (setup, seed) -> {
              SplittableRandom random = new SplittableRandom(seed);
              return Games.play(engine, setup, () -> random.nextInt(CHOICE_MAX), Games.MOVE_LIMIT);
            });
  }

  /**
   * Games of {@code engine} from {@code setups}, of 0 to {@code maxMoves} moves (fewer if the game
   * ends first). They shrink toward fewer moves and toward each state's first legal move.
   */
  public static Arbitrary<Playout> playouts(
      Engine engine, Arbitrary<GameSetup> setups, int maxMoves) {
    requireEngine(engine);
    if (setups == null || maxMoves < 0) {
      throw new IllegalArgumentException("setups must not be null and maxMoves not negative");
    }
    Arbitrary<List<Integer>> choices =
        Arbitraries.integers().between(0, CHOICE_MAX).list().ofMaxSize(maxMoves);
    return Combinators.combine(setups, choices)
        .as(
            (setup, cs) -> {
              Iterator<Integer> it = cs.iterator();
              return Games.play(engine, setup, () -> it.next(), cs.size());
            });
  }

  /** States of {@code engine} after exactly {@code moves} moves from a random setup (fewer if the game ends). */
  public static Arbitrary<GameState> statesAfter(Engine engine, int moves) {
    requireEngine(engine);
    if (moves < 0) {
      throw new IllegalArgumentException("moves must not be negative");
    }
    Arbitrary<List<Integer>> choices =
        Arbitraries.integers().between(0, CHOICE_MAX).list().ofSize(moves);
    return Combinators.combine(setups(), choices)
        .as(
            (setup, cs) -> {
              Iterator<Integer> it = cs.iterator();
              return Games.play(engine, setup, () -> it.next(), moves).state();
            });
  }

  /**
   * A jqwik action chain over game states: it starts with a new game of {@code setup} and each
   * step applies one move (a legal move, or a chance outcome by weight) until the game is over.
   * Check something after every move with {@link ActionChain#withInvariant}:
   *
   * <pre>{@code
   * @Property
   * void invariants(@ForAll("chains") ActionChain<GameState> chain) {
   *   chain.withInvariant(s -> Invariants.check(engine, s)).run();
   * }
   * }</pre>
   *
   * Chains shrink well: each step holds a choice, not a move, so it applies to any state.
   */
  public static ActionChainArbitrary<GameState> chains(Engine engine, GameSetup setup) {
    requireEngine(engine);
    if (setup == null) {
      throw new IllegalArgumentException("setup must not be null");
    }
    Action.Dependent<GameState> play =
        new Action.Dependent<>() {
          @Override
          public Arbitrary<Transformer<GameState>> transformer(GameState state) {
            if (state.isOver()) {
              return Arbitraries.just(Transformer.endOfChain());
            }
            return Arbitraries.integers()
                .between(0, CHOICE_MAX)
                .map(
                    choice ->
                        Transformer.transform(
                            "choice " + choice,
                            s -> {
                              Move m = s.isOver() ? null : Games.pick(engine, s, choice);
                              return m == null ? s : engine.apply(s, m).state();
                            }));
          }
        };
    return ActionChain.<GameState>startWith(() -> engine.newGame(setup))
        .withAction(play)
        .withMaxTransformations(Games.MOVE_LIMIT);
  }

  private static void requireEngine(Engine engine) {
    if (engine == null) {
      throw new IllegalArgumentException("engine must not be null");
    }
  }
}
