package io.github.carcassonne.testkit;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.score.ScoreSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A scenario test: a game from a rule set and players, tiles forced by {@link #draw}, moves in a
 * compact syntax, then expectations on events, scores, figures and supplies. Each step returns a
 * new scenario (a scenario is an immutable value, so one prefix can branch into several tests);
 * each failed expectation throws an {@link AssertionError} that describes the board.
 *
 * <pre>{@code
 * Scenario.of(RuleSet.of("base"), "Ann", "Bob")
 *     .draw("base:E").place(0, -1, Rotation.R180).deploy("S") // Ann closes the start city
 *     .expectPoints("Ann", 4, ScoreSource.CITY)                // a two-tile city scores 4
 *     .expectSupply("Ann", 7)                                  // and her follower came back
 *     .draw("base:V").place(1, 0, Rotation.R90).deploy("W")    // Bob: a road bend
 *     .expectFigureAt(1, 0, "W", "Bob");
 * }</pre>
 *
 * <p>Expectations about events look at the events of the last step only ({@link #lastEvents}).
 * Every step is checked with {@link Invariants#checkTransition} unless turned off with
 * {@link #withInvariants(boolean)}.
 */
public final class Scenario {
  private final Engine engine;
  private final GameSetup setup;
  private final GameState state;
  private final ImmutableList<Move> moves;
  private final ImmutableList<GameEvent> events;
  private final ImmutableList<GameEvent> lastEvents;
  private final Optional<Position> lastPlaced;
  private final boolean checking;

  private Scenario(
      Engine engine,
      GameSetup setup,
      GameState state,
      ImmutableList<Move> moves,
      ImmutableList<GameEvent> events,
      ImmutableList<GameEvent> lastEvents,
      Optional<Position> lastPlaced,
      boolean checking) {
    this.engine = engine;
    this.setup = setup;
    this.state = state;
    this.moves = moves;
    this.events = events;
    this.lastEvents = lastEvents;
    this.lastPlaced = lastPlaced;
    this.checking = checking;
  }

  /** A new game over {@code rules} with these players, the first name first, seed 0. */
  public static Scenario of(RuleSet rules, String... players) {
    if (rules == null || players == null) {
      throw new IllegalArgumentException("rules and players must not be null");
    }
    return of(Engine.of(rules), GameSetup.of(List.of(players), 0L));
  }

  /** A new game of {@code engine} with {@code setup}. */
  public static Scenario of(Engine engine, GameSetup setup) {
    if (engine == null || setup == null) {
      throw new IllegalArgumentException("engine and setup must not be null");
    }
    GameState s = engine.newGame(setup);
    Invariants.check(engine, s);
    return new Scenario(
        engine, setup, s, ImmutableList.of(), ImmutableList.of(), ImmutableList.of(),
        Optional.empty(), true);
  }

  /**
   * A game replayed from a record (a prefix of a game, say): the record's moves are played as
   * steps; where chance is next and the next move is not one of its outcomes, chance is resolved
   * with the record's seed.
   */
  public static Scenario fromRecord(Engine engine, GameRecord record) {
    if (record == null) {
      throw new IllegalArgumentException("record must not be null");
    }
    Scenario s = of(engine, record.setup());
    for (Move m : record.moves()) {
      while (s.isChanceNext() && !s.isOutcome(m)) {
        s = s.resolveChance();
      }
      s = s.move(m);
    }
    return s;
  }

  /**
   * A game replayed from a record in text form (see {@code docs/notation.md}); as
   * {@link #fromRecord(Engine, GameRecord)}.
   *
   * @throws io.github.carcassonne.notation.RecordFormatException if the text does not parse
   */
  public static Scenario fromRecord(Engine engine, String recordText) {
    if (recordText == null) {
      throw new IllegalArgumentException("recordText must not be null");
    }
    return fromRecord(engine, RecordFormat.parse(recordText, "scenario"));
  }

  /** This scenario checking (default) or not checking the invariants on every further step. */
  public Scenario withInvariants(boolean check) {
    return new Scenario(engine, setup, state, moves, events, lastEvents, lastPlaced, check);
  }

  // ------------------------------------------------------------------ steps

  /**
   * Draws a tile of this type at the draw that is next. A short id without a tile set
   * ({@code "V"}) names the one tile left in the bag whose id ends in {@code ":V"}.
   */
  public Scenario draw(String tileId) {
    if (tileId == null) {
      throw new IllegalArgumentException("tileId must not be null");
    }
    if (!isChanceNext()) {
      throw fail("draw(" + tileId + "): no draw is next");
    }
    String id = tileId;
    if (!id.contains(":")) {
      List<String> matches = new ArrayList<>();
      for (ChanceOutcome o : engine.chanceOutcomes(state)) {
        if (o.move() instanceof Move.DrawTile d && d.tileId().endsWith(":" + tileId)) {
          matches.add(d.tileId());
        }
      }
      if (matches.size() != 1) {
        throw fail("draw(" + tileId + "): " + matches.size() + " tiles left in the bag match");
      }
      id = matches.get(0);
    }
    return move(new Move.DrawTile(id));
  }

  /** Resolves the chance node that is next with the game's seed. */
  public Scenario resolveChance() {
    if (!isChanceNext()) {
      throw fail("resolveChance(): no chance node is next");
    }
    Transition t = engine.resolveChance(state);
    if (checking) {
      Invariants.checkResolvedChance(engine, state, t);
    }
    return next(Optional.empty(), t);
  }

  /** Places the drawn tile on {@code (x, y)} in its printed orientation. */
  public Scenario place(int x, int y) {
    return place(x, y, Rotation.R0);
  }

  /** Places the drawn tile on {@code (x, y)} with a rotation. */
  public Scenario place(int x, int y, Rotation rotation) {
    if (state.drawnTile().isEmpty()) {
      throw fail("place(" + x + "," + y + "): no tile is drawn; draw(...) first");
    }
    return move(new Move.PlaceTile(Position.of(x, y), rotation));
  }

  /** Deploys a follower on a spot ({@code N}, {@code E}, {@code NNW}, {@code C}, ...) of the tile just placed. */
  public Scenario deploy(String spot) {
    return deploy(FigureKind.FOLLOWER, spot);
  }

  /** Deploys a figure of a kind on a spot of the tile just placed. */
  public Scenario deploy(FigureKind kind, String spot) {
    if (lastPlaced.isEmpty()) {
      throw fail("deploy(" + spot + "): no tile was placed in this scenario yet");
    }
    return move(new Move.Deploy(kind, new Location.OnFeature(lastPlaced.get(), spot)));
  }

  /** Deploys nothing. */
  public Scenario skip() {
    return move(Move.Skip.INSTANCE);
  }

  /**
   * A whole turn: draws {@code tileId}, places it and deploys a follower on {@code spot}, or
   * deploys nothing if {@code spot} is null.
   */
  public Scenario turn(String tileId, int x, int y, Rotation rotation, String spot) {
    Scenario s = draw(tileId).place(x, y, rotation);
    return spot == null ? s.skip() : s.deploy(spot);
  }

  /** Applies any move: a module's own, a chance outcome, a deployment elsewhere. */
  public Scenario move(Move move) {
    if (move == null) {
      throw new IllegalArgumentException("move must not be null");
    }
    Transition t;
    try {
      t = engine.apply(state, move);
    } catch (IllegalMoveException e) {
      throw fail(move.notation() + " is illegal: " + e.getMessage() + legalText(), e);
    }
    if (checking) {
      Invariants.checkTransition(engine, state, move, t);
    }
    Optional<Position> placed = lastPlaced;
    if (move instanceof Move.PlaceTile p) {
      placed = Optional.of(p.position());
    }
    return next(Optional.of(move), t).withPlaced(placed);
  }

  /** Applies moves in order. */
  public Scenario moves(Move... toApply) {
    Scenario s = this;
    for (Move m : toApply) {
      s = s.move(m);
    }
    return s;
  }

  private Scenario next(Optional<Move> move, Transition t) {
    ImmutableList<Move> ms =
        move.isPresent()
            ? ImmutableList.<Move>builder().addAll(moves).add(move.get()).build()
            : moves;
    ImmutableList<GameEvent> all =
        ImmutableList.<GameEvent>builder().addAll(events).addAll(t.events()).build();
    return new Scenario(engine, setup, t.state(), ms, all, t.events(), lastPlaced, checking);
  }

  private Scenario withPlaced(Optional<Position> placed) {
    return new Scenario(engine, setup, state, moves, events, lastEvents, placed, checking);
  }

  // ------------------------------------------------------------------ expectations

  /** Expects a player's total score. */
  public Scenario expectScore(String player, int total) {
    int actual = state.scores().total(player(player));
    if (actual != total) {
      throw fail("expected " + player + " to score " + total + " in all, but has " + actual);
    }
    return this;
  }

  /** Expects a player's points from one source. */
  public Scenario expectScore(String player, ScoreSource source, int points) {
    int actual = state.scores().bySource(player(player)).getOrDefault(source, 0);
    if (actual != points) {
      throw fail(
          "expected " + player + " to have " + points + " " + source + " points, but has " + actual);
    }
    return this;
  }

  /** Expects every player's total, by seat. */
  public Scenario expectScores(int... totals) {
    List<Integer> expected = new ArrayList<>();
    for (int v : totals) {
      expected.add(v);
    }
    if (!state.scores().totals().equals(expected)) {
      throw fail("expected scores " + expected + ", but they are " + state.scores().totals());
    }
    return this;
  }

  /** Expects the last step to have emitted this event (compared with {@code equals}). */
  public Scenario expectEvent(GameEvent event) {
    if (!lastEvents.contains(event)) {
      throw fail("expected the event " + event + " in the last step");
    }
    return this;
  }

  /** Expects the last step to have emitted an event of a type that matches. */
  public <E extends GameEvent> Scenario expectEvent(Class<E> type, Predicate<? super E> matching) {
    for (GameEvent e : lastEvents) {
      if (type.isInstance(e) && matching.test(type.cast(e))) {
        return this;
      }
    }
    throw fail("expected a matching " + type.getSimpleName() + " event in the last step");
  }

  /** Expects the last step to have emitted no event of a type. */
  public Scenario expectNoEvent(Class<? extends GameEvent> type) {
    for (GameEvent e : lastEvents) {
      if (type.isInstance(e)) {
        throw fail("expected no " + type.getSimpleName() + " event in the last step, got " + e);
      }
    }
    return this;
  }

  /** Expects the last step to have awarded a player these points from this source. */
  public Scenario expectPoints(String player, int points, ScoreSource source) {
    PlayerId p = player(player);
    return expectEvent(
        GameEvent.PointsScored.class,
        e -> e.player().equals(p) && e.points() == points && e.source().equals(source));
  }

  /** Expects a follower of a player on the segment at a spot of a placed tile. */
  public Scenario expectFigureAt(int x, int y, String spot, String player) {
    return expectFigureAt(x, y, spot, player, FigureKind.FOLLOWER);
  }

  /** Expects a figure of a kind and player on the segment at a spot of a placed tile. */
  public Scenario expectFigureAt(int x, int y, String spot, String player, FigureKind kind) {
    PlayerId p = player(player);
    for (Figure f : figuresAt(x, y, spot)) {
      if (f.owner().equals(Optional.of(p)) && f.kind().equals(kind)) {
        return this;
      }
    }
    throw fail("expected a " + kind + " of " + player + " at " + x + "," + y + " " + spot);
  }

  /** Expects no figure on the segment at a spot of a placed tile. */
  public Scenario expectNoFigureAt(int x, int y, String spot) {
    List<Figure> there = figuresAt(x, y, spot);
    if (!there.isEmpty()) {
      throw fail("expected no figure at " + x + "," + y + " " + spot + ", found " + there);
    }
    return this;
  }

  private List<Figure> figuresAt(int x, int y, String spot) {
    Position pos = Position.of(x, y);
    Optional<Feature> feature = engine.feature(state, pos, spot);
    if (feature.isEmpty()) {
      throw fail("no tile or no segment at " + x + "," + y + " " + spot);
    }
    List<Figure> out = new ArrayList<>();
    for (Figure f : state.figures()) {
      if (f.location() instanceof Location.OnFeature on && on.position().equals(pos)) {
        Optional<Feature> its = engine.feature(state, pos, on.spot());
        if (its.isPresent() && its.get().id().equals(feature.get().id())) {
          out.add(f);
        }
      }
    }
    return out;
  }

  /** Expects how many followers a player has in supply. */
  public Scenario expectSupply(String player, int followers) {
    return expectSupply(player, FigureKind.FOLLOWER, followers);
  }

  /** Expects how many figures of a kind a player has in supply. */
  public Scenario expectSupply(String player, FigureKind kind, int count) {
    int actual = state.supply(player(player), kind);
    if (actual != count) {
      throw fail(
          "expected " + player + " to have " + count + " " + kind + " in supply, but has " + actual);
    }
    return this;
  }

  /** Expects a tile of a type and rotation on a cell. */
  public Scenario expectTile(int x, int y, String tileId, Rotation rotation) {
    Optional<PlacedTile> t = state.tileAt(Position.of(x, y));
    if (t.isEmpty() || !t.get().type().id().equals(tileId) || t.get().rotation() != rotation) {
      throw fail(
          "expected " + tileId + " " + rotation + " at " + x + "," + y + ", found "
              + t.map(p -> p.type().id() + " " + p.rotation()).orElse("no tile"));
    }
    return this;
  }

  /** Expects a player to act next. */
  public Scenario expectToAct(String player) {
    Actor expected = Actor.player(player(player));
    if (!engine.toAct(state).equals(expected)) {
      throw fail("expected " + player + " to act");
    }
    return this;
  }

  /** Expects the game to be over. */
  public Scenario expectOver() {
    if (!state.isOver()) {
      throw fail("expected the game to be over");
    }
    return this;
  }

  /** Expects a move to be refused, with the state unchanged; the scenario goes on as it was. */
  public Scenario expectIllegal(Move move) {
    return expectIllegal(move, null);
  }

  /** Expects a move to be refused for a reason, with the state unchanged. */
  public Scenario expectIllegal(Move move, IllegalMoveException.Reason reason) {
    int hash = state.hashCode();
    try {
      engine.apply(state, move);
    } catch (IllegalMoveException e) {
      if (reason != null && e.reason() != reason) {
        throw fail(
            "expected " + move.notation() + " to be refused for " + reason + ", but it was for "
                + e.reason() + ": " + e.getMessage());
      }
      if (state.hashCode() != hash) {
        throw fail("refusing " + move.notation() + " changed the state");
      }
      return this;
    }
    throw fail("expected " + move.notation() + " to be illegal, but it was accepted");
  }

  // ------------------------------------------------------------------ accessors

  /** The engine. */
  public Engine engine() {
    return engine;
  }

  /** The game's setup. */
  public GameSetup setup() {
    return setup;
  }

  /** The current state. */
  public GameState state() {
    return state;
  }

  /** The moves applied so far (chance resolved by the seed is not a move). */
  public ImmutableList<Move> moves() {
    return moves;
  }

  /** Every event so far, in order. */
  public ImmutableList<GameEvent> events() {
    return events;
  }

  /** The events of the last step. */
  public ImmutableList<GameEvent> lastEvents() {
    return lastEvents;
  }

  /** A player's id by name. */
  public PlayerId player(String name) {
    int seat = setup.players().indexOf(name);
    if (seat < 0) {
      throw new IllegalArgumentException("no player '" + name + "'; players: " + setup.players());
    }
    return PlayerId.of(seat);
  }

  /** The board as text, as failure messages show it. */
  public String describe() {
    return BoardText.of(engine, state);
  }

  @Override
  public String toString() {
    return "Scenario after " + moves.size() + " moves:\n" + describe();
  }

  // ------------------------------------------------------------------ helpers

  private boolean isChanceNext() {
    return engine.toAct(state).isChance();
  }

  private boolean isOutcome(Move m) {
    for (ChanceOutcome o : engine.chanceOutcomes(state)) {
      if (o.move().equals(m)) {
        return true;
      }
    }
    return false;
  }

  private String legalText() {
    if (isChanceNext()) {
      List<Move> draws = new ArrayList<>();
      for (ChanceOutcome o : engine.chanceOutcomes(state)) {
        draws.add(o.move());
      }
      return "\n  chance outcomes: " + Invariants.notations(draws);
    }
    return "\n  legal moves: " + Invariants.notations(engine.legalMoves(state));
  }

  private AssertionError fail(String message) {
    return fail(message, null);
  }

  private AssertionError fail(String message, Throwable cause) {
    String last = moves.isEmpty() ? "none" : moves.get(moves.size() - 1).notation();
    return new AssertionError(
        message + "\n  after " + moves.size() + " moves (last: " + last + ")\n"
            + BoardText.of(engine, state),
        cause);
  }
}
