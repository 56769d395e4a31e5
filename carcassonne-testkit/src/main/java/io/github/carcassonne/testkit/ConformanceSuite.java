package io.github.carcassonne.testkit;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RolloutPolicy;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.notation.RecordFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

/**
 * A conformance suite for any rule set: the base game, an expansion, a third party's module. It
 * plays random games and checks the engine's contract on them, as dynamic tests grouped by
 * property, one test per game.
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> conformance() {
 *   return ConformanceSuite.forRules(
 *           RuleSet.builder().modules("base").module(new MyModule()).build())
 *       .games(20)
 *       .build();
 * }
 * }</pre>
 *
 * <p>The properties: random games end without error; determinism (the same setup and moves give
 * equal states and events); a game record, written and parsed back, is the same record and
 * replays to the same state; legal moves are non-empty
 * unless the game is over or chance is next, and each of them applies; illegal moves (bogus
 * placements, deployments, draws, moves after the end) are refused with an
 * {@link IllegalMoveException} and leave the state as it was; figures and tiles are conserved;
 * events fold into the state and the points awarded sum to the scores; states that differ only in
 * hidden data (the seed) give equal player views; chance weights are positive and sum to at most
 * the tiles left; the rollout path ({@link Engine#rollout} with the uniform policy, whole games and
 * a few decisions, from the start and from the middle) gives the states the same choices give
 * through the pure API, and play goes on from its result. Each uses the checks of {@link
 * Invariants}.
 *
 * <p>Games have 2 to 6 players in turn; every other game draws its tiles by explicit outcomes, the
 * others with the game's seed. The suite is a value: {@link #games} and {@link #seed} return a
 * new suite.
 */
public final class ConformanceSuite {
  private static final ImmutableList<String> NAMES =
      ImmutableList.of("Ann", "Bob", "Cid", "Dee", "Eve", "Fay");
  private static final int CHOICE_MAX = 1 << 20;

  private final RuleSet rules;
  private final int games;
  private final long seed;

  private ConformanceSuite(RuleSet rules, int games, long seed) {
    this.rules = rules;
    this.games = games;
    this.seed = seed;
  }

  /** A suite for a rule set of these module ids with default options. */
  public static ConformanceSuite forModules(String... moduleIds) {
    return forRules(RuleSet.of(moduleIds));
  }

  /** A suite for a rule set; build one with {@code RuleSet.builder().module(...)} for your own modules. */
  public static ConformanceSuite forRules(RuleSet rules) {
    if (rules == null) {
      throw new IllegalArgumentException("rules must not be null");
    }
    return new ConformanceSuite(rules, 10, 1L);
  }

  /** This suite playing {@code count} random games (default 10). */
  public ConformanceSuite games(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("games must be positive: " + count);
    }
    return new ConformanceSuite(rules, count, seed);
  }

  /** This suite with another seed for its setups and move choices (default 1). */
  public ConformanceSuite seed(long newSeed) {
    return new ConformanceSuite(rules, games, newSeed);
  }

  /** The dynamic tests: one container per property, one test per game in each. */
  public Stream<DynamicNode> build() {
    Engine engine = Engine.of(rules);
    List<Supplier<Game>> played = new ArrayList<>();
    for (int i = 0; i < games; i++) {
      int index = i;
      played.add(Suppliers.memoize(() -> play(engine, index)));
    }
    return Stream.<DynamicNode>of(
        property(
            "random games end without error",
            engine,
            played,
            ConformanceSuite::endsWithoutError),
        property(
            "same setup and moves give equal states and events",
            engine,
            played,
            ConformanceSuite::determinism),
        property(
            "a game record is written, parsed and replayed to the same state",
            engine,
            played,
            ConformanceSuite::recordRoundTrip),
        property(
            "legal moves are non-empty unless over or chance, and each applies",
            engine,
            played,
            ConformanceSuite::legalMoves),
        property(
            "illegal moves are refused and leave the state unchanged",
            engine,
            played,
            ConformanceSuite::illegalMoves),
        property(
            "figures and tiles are conserved",
            engine,
            played,
            ConformanceSuite::conservation),
        property(
            "events fold into the state and points sum to the scores",
            engine,
            played,
            ConformanceSuite::eventsFold),
        property(
            "states differing only in hidden data give equal views",
            engine,
            played,
            ConformanceSuite::views),
        property(
            "chance weights are positive and sum to at most the tiles left",
            engine,
            played,
            ConformanceSuite::chanceWeights),
        property(
            "the rollout path plays as the pure API does",
            engine,
            played,
            ConformanceSuite::rollout));
  }

  private DynamicContainer property(
      String name, Engine engine, List<Supplier<Game>> played, BiConsumer<Engine, Game> check) {
    return DynamicContainer.dynamicContainer(
        name,
        IntStream.range(0, played.size())
            .mapToObj(
                i ->
                    DynamicTest.dynamicTest(
                        describe(i), () -> check.accept(engine, played.get(i).get()))));
  }

  private String describe(int i) {
    GameSetup s = setup(i);
    return "game " + (i + 1) + ": " + s.playerCount() + " players, seed " + s.seed()
        + (explicitDraws(i) ? ", explicit draws" : ", draws by seed");
  }

  // ------------------------------------------------------------------ playing

  private GameSetup setup(int i) {
    int n = GameSetup.MIN_PLAYERS + i % (GameSetup.MAX_PLAYERS - GameSetup.MIN_PLAYERS + 1);
    return new GameSetup(NAMES.subList(0, n), i % n, mix(seed, i));
  }

  private static boolean explicitDraws(int i) {
    return i % 2 == 0;
  }

  private static long mix(long a, long b) {
    long z = a * 0x9E3779B97F4A7C15L + b * 0xBF58476D1CE4E5B9L + 0x94D049BB133111EBL;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** One step of a game: the state before, the move (empty if chance was resolved by the seed). */
  private record Step(GameState before, Optional<Move> move, Transition transition) {}

  /** A played game. */
  private record Game(int index, GameSetup setup, ImmutableList<Step> steps, GameState end) {
    GameState start() {
      return steps.isEmpty() ? end : steps.get(0).before();
    }

    ImmutableList<Move> recordedMoves() {
      ImmutableList.Builder<Move> b = ImmutableList.builder();
      for (Step s : steps) {
        s.move().ifPresent(b::add);
      }
      return b.build();
    }

    List<GameState> states() {
      List<GameState> out = new ArrayList<>();
      for (Step s : steps) {
        out.add(s.before());
      }
      out.add(end);
      return out;
    }
  }

  private Game play(Engine engine, int index) {
    GameSetup setup = setup(index);
    SplittableRandom random = new SplittableRandom(mix(seed ^ 0x5EED, index));
    boolean explicit = explicitDraws(index);
    GameState s = engine.newGame(setup);
    ImmutableList.Builder<Step> steps = ImmutableList.builder();
    int n = 0;
    while (!s.isOver()) {
      if (++n > Games.MOVE_LIMIT) {
        throw Invariants.violation(
            "game ends", engine, s, "the game did not end within " + Games.MOVE_LIMIT + " moves");
      }
      Transition t;
      Optional<Move> move;
      if (engine.toAct(s).isChance() && !explicit) {
        move = Optional.empty();
        t = engine.resolveChance(s);
      } else {
        Move m = Games.pick(engine, s, random.nextInt(CHOICE_MAX));
        if (m == null) {
          throw Invariants.violation("legal moves", engine, s, "no move, yet the game is not over");
        }
        move = Optional.of(m);
        t = engine.apply(s, m);
      }
      steps.add(new Step(s, move, t));
      s = t.state();
    }
    return new Game(index, setup, steps.build(), s);
  }

  // ------------------------------------------------------------------ properties

  private static void endsWithoutError(Engine engine, Game g) {
    if (!g.end().isOver() || !engine.toAct(g.end()).equals(Actor.NOBODY)) {
      throw Invariants.violation("game ends", engine, g.end(), "the game is not over");
    }
    ImmutableList<GameEvent> last = g.steps().get(g.steps().size() - 1).transition().events();
    if (last.isEmpty() || !(last.get(last.size() - 1) instanceof GameEvent.GameEnded)) {
      throw Invariants.violation(
          "game ends", engine, g.end(), "the last move's events do not end with GameEnded: " + last);
    }
  }

  private static void determinism(Engine engine, Game g) {
    GameState s = engine.newGame(g.setup());
    if (!s.equals(g.start()) || s.hashCode() != g.start().hashCode()) {
      throw Invariants.violation("determinism", engine, s, "two new games of one setup differ");
    }
    int n = 0;
    for (Step step : g.steps()) {
      n++;
      Transition t =
          step.move().isPresent() ? engine.apply(s, step.move().get()) : engine.resolveChance(s);
      if (!t.state().equals(step.transition().state())
          || t.state().hashCode() != step.transition().state().hashCode()
          || !t.events().equals(step.transition().events())) {
        throw Invariants.violation(
            "determinism", engine, t.state(), "step " + n + " ("
                + step.move().map(Move::notation).orElse("chance by seed")
                + ") gave another state or other events the second time");
      }
      s = t.state();
    }
  }

  private static void recordRoundTrip(Engine engine, Game g) {
    GameRecord record = RecordFormat.of(engine, g.setup(), g.recordedMoves());
    java.util.List<io.github.carcassonne.notation.MoveSyntax> syntaxes =
        engine.rules().moveSyntaxes();
    String text = RecordFormat.write(record, syntaxes);
    GameRecord parsed;
    try {
      parsed = RecordFormat.parse(text, "game " + (g.index() + 1), syntaxes);
    } catch (RecordFormatException e) {
      throw Invariants.violation(
          "record round trip", engine, g.end(), "the written record does not parse: " + e.getMessage()
              + "\n" + text);
    }
    if (!parsed.equals(record)) {
      throw Invariants.violation(
          "record round trip", engine, g.end(), "the record parses back otherwise:\n" + text);
    }
    if (!RecordFormat.write(parsed, syntaxes).equals(text)) {
      throw Invariants.violation(
          "record round trip", engine, g.end(), "the parsed record writes otherwise:\n" + text);
    }
    GameState replayed = engine.replay(parsed);
    if (!replayed.equals(g.end())) {
      throw Invariants.violation(
          "record round trip", engine, replayed, "replaying the game's record gave another state");
    }
  }

  private static void legalMoves(Engine engine, Game g) {
    for (GameState s : g.states()) {
      Actor actor = engine.toAct(s);
      List<Move> legal = engine.legalMoves(s);
      Invariants.checkActor(engine, s, actor, legal, engine.chanceOutcomes(s));
      for (Move m : legal) {
        try {
          engine.apply(s, m);
        } catch (IllegalMoveException e) {
          throw Invariants.violation(
              "legal moves", engine, s, "legal move " + m.notation() + " was refused: " + e.getMessage());
        }
      }
    }
  }

  private static void illegalMoves(Engine engine, Game g) {
    Optional<Position> placed = Optional.empty();
    for (Step step : g.steps()) {
      GameState s = step.before();
      for (Move bogus : bogusMoves(engine, s, placed)) {
        refuse(engine, s, bogus);
      }
      // the state still plays on exactly as before
      Transition again =
          step.move().isPresent() ? engine.apply(s, step.move().get()) : engine.resolveChance(s);
      if (!again.state().equals(step.transition().state())) {
        throw Invariants.violation(
            "illegal move rejected", engine, s, "after refused moves the state plays on otherwise");
      }
      for (GameEvent e : step.transition().events()) {
        if (e instanceof GameEvent.TilePlaced tp) {
          placed = Optional.of(tp.position());
        }
      }
    }
    refuse(engine, g.end(), Move.Skip.INSTANCE);
    refuse(engine, g.end(), new Move.PlaceTile(farCell(g.end()), Rotation.R0));
  }

  private static List<Move> bogusMoves(Engine engine, GameState s, Optional<Position> placed) {
    List<Move> out = new ArrayList<>();
    Position origin = s.tiles().get(0).position();
    Position far = farCell(s);
    out.add(new Move.DrawTile("no-such-set:no-such-tile"));
    for (PlacedTile t : s.tiles()) {
      if (!s.bag().containsKey(t.type().id())) {
        out.add(new Move.DrawTile(t.type().id())); // a type none of which is left
        break;
      }
    }
    out.add(new Move.PlaceTile(origin, Rotation.R0)); // an occupied cell
    out.add(new Move.PlaceTile(far, Rotation.R90)); // touches no tile
    out.add(new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(far, "N"))); // no tile there
    placed.ifPresent(
        p -> out.add(new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(p, "Z9"))));
    if (engine.toAct(s).isChance()) {
      out.add(Move.Skip.INSTANCE);
    } else if (!s.bag().isEmpty()) {
      out.add(new Move.DrawTile(s.bag().keySet().iterator().next()));
    }
    return out;
  }

  private static Position farCell(GameState s) {
    int maxX = 0;
    for (PlacedTile t : s.tiles()) {
      maxX = Math.max(maxX, t.position().x());
    }
    return Position.of(maxX + 5, 0);
  }

  private static void refuse(Engine engine, GameState s, Move bogus) {
    if (engine.legalMoves(s).contains(bogus)) {
      return;
    }
    for (ChanceOutcome o : engine.chanceOutcomes(s)) {
      if (o.move().equals(bogus)) {
        return;
      }
    }
    int hash = s.hashCode();
    try {
      engine.apply(s, bogus);
    } catch (IllegalMoveException e) {
      if (s.hashCode() != hash) {
        throw Invariants.violation(
            "illegal move rejected", engine, s, "refusing " + bogus.notation() + " changed the state");
      }
      return;
    } catch (RuntimeException e) {
      throw Invariants.violation(
          "illegal move rejected", engine, s, bogus.notation() + " threw " + e + " instead of"
              + " IllegalMoveException");
    }
    throw Invariants.violation(
        "illegal move rejected", engine, s, "the bogus move " + bogus.notation() + " was accepted");
  }

  private static void conservation(Engine engine, Game g) {
    for (GameState s : g.states()) {
      Invariants.checkFigures(engine, s);
      Invariants.checkTiles(engine, s);
    }
    Invariants.Ledger ledger = new Invariants.Ledger(g.start());
    for (Step step : g.steps()) {
      String what = step.move().map(Move::notation).orElse("chance by seed");
      Invariants.checkFigureFold(engine, step.before(), step.transition(), what);
      Invariants.checkTileFold(engine, step.before(), step.transition(), what);
      ledger.add(engine, step.transition());
    }
    ledger.checkTotals(engine, g.end());
  }

  private static void eventsFold(Engine engine, Game g) {
    Invariants.Ledger ledger = new Invariants.Ledger(g.start());
    for (Step step : g.steps()) {
      String what = step.move().map(Move::notation).orElse("chance by seed");
      Invariants.checkScores(engine, step.transition().state());
      Invariants.checkScoreFold(engine, step.before(), step.transition(), what);
      Invariants.checkGameEnd(engine, step.before(), step.transition(), what);
      ledger.add(engine, step.transition());
    }
    ledger.checkTotals(engine, g.end());
  }

  private static void viewsOf(Engine engine, GameState a, GameState b, int step) {
    for (int p = 0; p < a.playerCount(); p++) {
      PlayerId id = PlayerId.of(p);
      if (!engine.view(a, id).equals(engine.view(b, id))) {
        throw Invariants.violation(
            "views", engine, a, "after step " + step + ", two games that differ only in their seed"
                + " look different to " + a.players().get(p));
      }
    }
  }

  private static void views(Engine engine, Game g) {
    List<GameState> states = g.states();
    for (int i = 0; i < states.size(); i += 5) {
      GameState s = states.get(i);
      Invariants.checkViews(engine, s, engine.toAct(s), engine.legalMoves(s));
    }
    if (!explicitDraws(g.index())) {
      return;
    }
    // the same explicit moves from another seed: only hidden data differs
    GameState twin = engine.newGame(g.setup().withSeed(~g.setup().seed()));
    viewsOf(engine, g.start(), twin, 0);
    int n = 0;
    for (Step step : g.steps()) {
      n++;
      twin = engine.apply(twin, step.move().orElseThrow()).state();
      viewsOf(engine, step.transition().state(), twin, n);
    }
  }

  /** What {@link Engine#rollout} with the uniform policy does, through the pure API. */
  private static GameState uniformPlayout(
      Engine engine, GameState s, int maxDecisions, long seed) {
    int n = 0;
    while (!s.isOver() && n < maxDecisions) {
      if (engine.toAct(s).isChance()) {
        s = engine.resolveChance(s).state();
      } else {
        List<Move> legal = engine.legalMoves(s);
        long bits = Engine.rolloutBits(seed, n++);
        s = engine.apply(s, legal.get((int) (((bits >>> 32) * legal.size()) >>> 32))).state();
      }
    }
    return s;
  }

  private static void rollout(Engine engine, Game g) {
    List<GameState> states = g.states();
    // from the start and from the middle of the game, to the end and for a few decisions
    for (GameState from : List.of(states.get(0), states.get(states.size() / 2))) {
      for (int max : new int[] {Integer.MAX_VALUE, 7}) {
        long seed = mix(g.index(), max);
        GameState rolled = engine.rollout(from, RolloutPolicy.uniform(), max, seed);
        GameState pure = uniformPlayout(engine, from, max, seed);
        if (!rolled.equals(pure) || rolled.hash64() != pure.hash64()) {
          throw Invariants.violation(
              "rollout", engine, from,
              "a rollout of " + (max == Integer.MAX_VALUE ? "the whole game" : max + " decisions")
                  + " differs from the same choices through the pure API");
        }
        // the state a rollout returns is an ordinary state: play on from it
        GameState on = uniformPlayout(engine, rolled, Integer.MAX_VALUE, seed + 1);
        GameState onPure = uniformPlayout(engine, pure, Integer.MAX_VALUE, seed + 1);
        if (!on.equals(onPure)) {
          throw Invariants.violation(
              "rollout", engine, rolled, "playing on from a rollout's state differs from the pure API");
        }
      }
    }
  }

  private static void chanceWeights(Engine engine, Game g) {
    for (Step step : g.steps()) {
      GameState s = step.before();
      if (engine.toAct(s).isChance()) {
        Invariants.checkChanceWeights(engine, s, engine.chanceOutcomes(s));
        if (step.move().isEmpty()) {
          Invariants.checkResolvedChance(engine, s, step.transition());
        }
      }
    }
  }

  @Override
  public String toString() {
    return "ConformanceSuite[" + rules + ", " + games + " games, seed " + seed + "]";
  }
}
