package io.github.carcassonne;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.internal.EngineCore;
import io.github.carcassonne.notation.GameRecord;
import java.util.List;
import java.util.Optional;

/**
 * The rules engine: pure functions over a {@link RuleSet}. An engine holds no game; every method
 * takes a state and returns a new value, so one engine serves any number of games on any number
 * of threads.
 *
 * <pre>{@code
 * Engine engine = Engine.of(RuleSet.of("base"));
 * GameState state = engine.newGame(GameSetup.of(2, 42L));
 * while (!state.isOver()) {
 *   state = engine.toAct(state).isChance()
 *       ? engine.resolveChance(state).state()
 *       : engine.apply(state, engine.legalMoves(state).get(0)).state();
 * }
 * System.out.println(state.scores().totals());
 * }</pre>
 *
 * <h2>Legal move order</h2>
 *
 * {@link #legalMoves} lists moves in a fixed, documented order: placements by cell in row-major
 * order ({@code y}, then {@code x}), then by rotation R0, R90, R180, R270, a rotation that gives
 * the same picture as a smaller one left out; deployments in module order, each module's by the
 * tile's segment order, with {@link Move.Skip} last; module decisions in the order their handler
 * gives. Chance outcomes are listed by tile type in rule-set order.
 *
 * <h2>Errors</h2>
 *
 * An illegal move throws {@link IllegalMoveException}; a fault in a rule module throws
 * {@link RuleModuleException}; a state from an engine over other rules (other modules or option
 * values), or null, throws {@link IllegalArgumentException}. Engines over equal rules accept each
 * other's states, and such states compare equal by value. The state the caller holds never changes.
 */
public final class Engine {
  private final RuleSet rules;
  private final EngineCore core;

  private Engine(RuleSet rules) {
    this.rules = rules;
    this.core = new EngineCore(rules.compiled);
  }

  /** An engine over a rule set. */
  public static Engine of(RuleSet rules) {
    if (rules == null) {
      throw new IllegalArgumentException("rules must not be null");
    }
    return new Engine(rules);
  }

  /** The rule set. */
  public RuleSet rules() {
    return rules;
  }

  /** A new game: setup hooks run, the start tile lies, and the first turn waits for its draw. */
  public GameState newGame(GameSetup setup) {
    if (setup == null) {
      throw new IllegalArgumentException("setup must not be null");
    }
    return core.newGame(setup);
  }

  /** Who acts next: a player, chance, or nobody once the game is over. */
  public Actor toAct(GameState state) {
    return core.toAct(state);
  }

  /**
   * The legal moves of the player to act, in the documented order; empty at chance or game end.
   *
   * <p>The list is unmodifiable and safe to share between threads; asking again for the same
   * state gives an equal list (the same object once the state has remembered it; two threads
   * asking at once may each compute one). A long list of placements finds each move object when
   * it is read, so a bot that reads one move pays for one; reading an index again gives an equal
   * move.
   */
  public List<Move> legalMoves(GameState state) {
    return core.legalMoves(state);
  }

  /**
   * Applies a move: a player's decision, or an explicit chance outcome.
   *
   * <p>A placement or deployment that is one of the very objects {@link #legalMoves} returned for
   * this state is known to be legal by identity and is not checked again (the one read last from
   * a list of placements at once, any other by a search of the list); an equal move made
   * elsewhere gets the full check. Bots that pass back what they read take the fast path.
   *
   * @throws IllegalMoveException if the move is not legal now
   */
  public Transition apply(GameState state, Move move) {
    return core.apply(state, move);
  }

  /** The outcomes of the chance node that is next, with integer weights; empty if none is next. */
  public ImmutableList<ChanceOutcome> chanceOutcomes(GameState state) {
    return core.chanceOutcomes(state);
  }

  /**
   * Resolves the chance node that is next with the state's own randomness: the same state always
   * gives the same outcome, and gives the same new state as applying that outcome explicitly.
   *
   * @throws IllegalMoveException if no chance node is next, or the state is a player's view
   */
  public Transition resolveChance(GameState state) {
    return core.resolveChance(state);
  }

  /**
   * Plays a state forward under a policy: up to {@code maxDecisions} player decisions, or to the
   * end of the game. Chance is resolved with the state's own randomness, so the result is exactly
   * the state that applying the same choices one by one through {@link #apply} and {@link
   * #resolveChance} gives; but the rollout works on one mutable copy and freezes it once, with no
   * state, transition or event list per move. In the base game it allocates almost nothing per
   * move (a few bytes a turn on average: the views a feature with figures on it gets when it
   * completes, for the scoring rules); what it allocates is made once per call, above all the
   * working board, sized for the rest of the game. The policy's random bits for decision {@code n}
   * are a function of ({@code seed}, {@code n}). A policy that reads only the size of the list
   * of placements (as {@link RolloutPolicy#uniform} does) has them counted, not listed. Each
   * thread keeps its last rollout's cell grid (a few KB) for its next rollout; the state a
   * rollout returns shares nothing with it, and indexes its tiles by cell only when first asked
   * for one by position (a few microseconds, once); if the game is over it also lists its free
   * cells only when first asked (by a placement or a read of the placements).
   *
   * @throws IllegalArgumentException if the policy returns an index out of range
   */
  public GameState rollout(GameState state, RolloutPolicy policy, int maxDecisions, long seed) {
    if (policy == null) {
      throw new IllegalArgumentException("policy must not be null");
    }
    return core.rollout(state, policy, maxDecisions, seed);
  }

  /** The random bits a rollout with {@code seed} gives its policy at decision {@code n}. */
  public static long rolloutBits(long seed, int n) {
    return EngineCore.rolloutBits(seed, n);
  }

  /** What a player may know: the state without its randomness and hidden module slots. */
  public GameState view(GameState state, PlayerId player) {
    if (player == null || player.seat() >= state.playerCount()) {
      throw new IllegalArgumentException("no such player: " + player);
    }
    return core.view(state, player);
  }

  /**
   * A playable state consistent with what a view shows: the randomness is seeded with
   * {@code seed} and each hidden slot is sampled by its key's sampler. The bag's composition is
   * public, so every tile order stays possible.
   */
  public GameState determinize(GameState view, long seed) {
    return core.determinize(view, seed);
  }

  /**
   * Replays a game record from its setup, move by move.
   *
   * @throws IllegalArgumentException if the record's rule set differs from this engine's
   * @throws IllegalMoveException naming the move's number if a move is illegal
   */
  public GameState replay(GameRecord record) {
    if (record == null) {
      throw new IllegalArgumentException("record must not be null");
    }
    if (!record.moduleIds().equals(rules.requestedModules())
        || !sameOptions(record.options())) {
      throw new IllegalArgumentException(
          "record is for rules " + record.moduleIds() + " " + record.options()
              + ", this engine plays " + rules.requestedModules() + " " + nonDefaultOptions());
    }
    for (java.util.Map.Entry<String, Integer> v : record.moduleVersions().entrySet()) {
      for (var d : rules.modules()) {
        if (d.id().equals(v.getKey()) && v.getValue() > d.version()) {
          throw new IllegalArgumentException(
              "record needs module " + d.id() + " version " + v.getValue()
                  + ", this library has version " + d.version());
        }
      }
    }
    GameState state = newGame(record.setup());
    int n = 0;
    for (Move m : record.moves()) {
      n++;
      state = resolveUnrecordedChance(state, m);
      try {
        state = apply(state, m).state();
      } catch (IllegalMoveException e) {
        throw new IllegalMoveException(e.reason(), m, "move " + n + ": " + e.getMessage());
      }
    }
    return state;
  }

  /**
   * Resolves chance with the state's randomness while chance is next and {@code next} is not
   * of the kind of its outcomes (a record that leaves draws to the seed). A recorded outcome
   * that is not possible now (a draw of a tile no longer in the bag) is left for {@link #apply}
   * to refuse with its reason.
   */
  private GameState resolveUnrecordedChance(GameState state, Move next) {
    while (core.toAct(state).isChance()) {
      if (next != null) {
        for (ChanceOutcome o : core.chanceOutcomes(state)) {
          if (o.move().getClass() == next.getClass()) {
            return state;
          }
        }
      }
      state = core.resolveChance(state).state();
    }
    return state;
  }

  /**
   * The options whose value differs from the default, as game records write them, sorted by key.
   * Options of bundles (such as {@code base}) count as well as those of modules with rules.
   */
  public java.util.Map<String, String> nonDefaultOptions() {
    java.util.Map<String, String> out = new java.util.TreeMap<>();
    for (java.util.Map.Entry<String, String> e : rules.options().entrySet()) {
      if (!e.getValue().equals(rules.defaultOptions.get(e.getKey()))) {
        out.put(e.getKey(), e.getValue());
      }
    }
    return out;
  }

  /**
   * True if a record's options name the same values as this engine's: every option the record
   * sets has that value here, and every option that differs from its default here is set in the
   * record. A record may thus state a default value explicitly.
   */
  private boolean sameOptions(java.util.Map<String, String> recorded) {
    for (java.util.Map.Entry<String, String> e : recorded.entrySet()) {
      if (!e.getValue().equals(rules.options().get(e.getKey()))) {
        return false;
      }
    }
    for (java.util.Map.Entry<String, String> e : nonDefaultOptions().entrySet()) {
      if (!e.getValue().equals(recorded.get(e.getKey()))) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- read API

  /**
   * Every feature on the board, ordered by its oldest segment: the earliest placed tile it covers,
   * then that segment's index on the tile (the order its {@link Feature#id()} names).
   */
  public ImmutableList<Feature> features(GameState state) {
    return core.features(state);
  }

  /** The feature at a spot of a placed tile. */
  public Optional<Feature> feature(GameState state, Position position, String spot) {
    return core.feature(state, position, spot);
  }

  /**
   * A feature's value under this rule set's scoring: as if completed now ({@code completed}
   * true), or as final scoring would count it if the game ended now (false). A kind no module
   * scores is worth 0.
   */
  public int value(GameState state, Feature feature, boolean completed) {
    return core.value(state, feature, completed);
  }

  /** Where the drawn tile fits: its legal placements in legal-move order; empty if none drawn. */
  public ImmutableList<Move.PlaceTile> placements(GameState state) {
    return core.placements(state);
  }
}
