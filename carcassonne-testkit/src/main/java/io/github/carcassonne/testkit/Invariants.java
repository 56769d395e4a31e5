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
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.score.ScoreSource;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the engine's contract on states and transitions, for any rule set: the base game, an
 * expansion, a third party's module. Every check throws an {@link InvariantViolation} (an
 * {@link AssertionError}) naming the invariant and showing the state.
 *
 * <p>On a state ({@link #check}):
 *
 * <ul>
 *   <li>{@code actor}: who acts agrees with {@code isOver}, the legal moves and the chance
 *       outcomes; moves and outcomes are distinct.
 *   <li>{@code legal moves}: non-empty unless the game is over or chance is next.
 *   <li>{@code chance weights}: positive integers; a tile draw's weights are at most the copies
 *       of that tile in the bag and sum to at most the tiles left (all piles together: a module
 *       may hold piles back).
 *   <li>{@code equality}: {@code equals} is reflexive and {@code hashCode} stable.
 *   <li>{@code figures}: ids are 0, 1, ...; a player's supply of a kind equals the figures of
 *       that kind in supply; a figure on a feature stands on a placed tile's feature.
 *   <li>{@code tiles}: one tile per cell, in placement order; the bag's counts are positive and
 *       sum to the tiles left.
 *   <li>{@code scores}: totals are the sum of the tracks and of the sources.
 *   <li>{@code views}: a player's view shows the same board, figures, scores and bag; it drops
 *       the seed (determinizing a view with any seed and viewing it again gives the same view);
 *       the acting player's legal moves are the same in the view; a view cannot resolve chance.
 * </ul>
 *
 * <p>On a transition ({@link #checkTransition}), besides the new state's checks:
 *
 * <ul>
 *   <li>{@code determinism}: applying the move again gives an equal state and equal events.
 *   <li>{@code events fold}: each player's score changes by the points of its
 *       {@code PointsScored} events, per track and per source; placed tiles match
 *       {@code TilePlaced} events; {@code GameEnded} comes exactly when the game ends, with the
 *       final scores and the winners.
 *   <li>{@code figures conserved}: each player keeps as many figures of each kind, and the
 *       supply changes by the {@code FigureReturned} minus the {@code FigureDeployed} events.
 *   <li>{@code tiles conserved}: tiles on the board, in the bag and in hand change only by the
 *       {@code TileDiscarded} events.
 * </ul>
 *
 * <p>{@link #checkGame} replays a game checking every transition and also the totals across the
 * whole game (initial tiles = placed + discarded + bag; the sum of all {@code PointsScored}
 * events = the final scores; figures at setup = figures at the end).
 */
public final class Invariants {
  private static final long[] VIEW_SEEDS = {0x5EEDL, -7L};

  private Invariants() {}

  /**
   * Checks every state invariant of {@code state}.
   *
   * @throws InvariantViolation naming the first invariant broken
   */
  public static void check(Engine engine, GameState state) {
    requireArgs(engine, state);
    Actor actor = engine.toAct(state);
    List<Move> legal = engine.legalMoves(state);
    ImmutableList<ChanceOutcome> outcomes = engine.chanceOutcomes(state);
    checkActor(engine, state, actor, legal, outcomes);
    checkChanceWeights(engine, state, outcomes);
    checkEquality(engine, state);
    checkFigures(engine, state);
    checkTiles(engine, state);
    checkScores(engine, state);
    if (!state.isView()) {
      checkViews(engine, state, actor, legal);
    }
  }

  /**
   * Checks a transition: {@code transition} is what {@code engine.apply(before, move)} gave.
   * Checks the new state too.
   *
   * @throws InvariantViolation naming the first invariant broken
   */
  public static void checkTransition(
      Engine engine, GameState before, Move move, Transition transition) {
    requireArgs(engine, before);
    if (move == null || transition == null) {
      throw new IllegalArgumentException("move and transition must not be null");
    }
    GameState after = transition.state();
    check(engine, after);
    Transition again;
    try {
      again = engine.apply(before, move);
    } catch (RuntimeException e) {
      throw violation(
          "determinism", engine, before, "applying " + move.notation() + " again threw " + e);
    }
    if (!again.state().equals(after) || again.state().hashCode() != after.hashCode()) {
      throw violation(
          "determinism", engine, after, "applying " + move.notation() + " twice gave two states");
    }
    if (!again.events().equals(transition.events())) {
      throw violation(
          "determinism",
          engine,
          after,
          "applying " + move.notation() + " twice gave other events:\n  " + transition.events()
              + "\n  " + again.events());
    }
    checkFold(engine, before, transition, move.notation());
  }

  /**
   * Checks a transition that {@code engine.resolveChance(before)} gave: it equals applying one
   * of the chance outcomes explicitly, and it keeps every transition invariant.
   *
   * @throws InvariantViolation naming the first invariant broken
   */
  public static void checkResolvedChance(Engine engine, GameState before, Transition transition) {
    requireArgs(engine, before);
    if (transition == null) {
      throw new IllegalArgumentException("transition must not be null");
    }
    for (ChanceOutcome o : engine.chanceOutcomes(before)) {
      Transition t = engine.apply(before, o.move());
      if (t.state().equals(transition.state()) && t.events().equals(transition.events())) {
        checkTransition(engine, before, o.move(), transition);
        return;
      }
    }
    throw violation(
        "chance resolution",
        engine,
        before,
        "resolveChance gave a state that no explicit chance outcome gives");
  }

  /**
   * Plays a game from its setup through {@code moves}, checking every state and transition, and
   * checks the totals across the game. Where chance is next and the next move is not one of its
   * outcomes, chance is resolved with the game's seed (as {@link Engine#replay} does).
   *
   * @return the last state
   * @throws InvariantViolation naming the first invariant broken
   * @throws IllegalMoveException if a move is illegal
   */
  public static GameState checkGame(Engine engine, GameSetup setup, List<Move> moves) {
    if (engine == null || setup == null || moves == null) {
      throw new IllegalArgumentException("engine, setup and moves must not be null");
    }
    GameState state = engine.newGame(setup);
    check(engine, state);
    Ledger ledger = new Ledger(state);
    for (Move m : moves) {
      while (engine.toAct(state).isChance() && !isOutcome(engine, state, m)) {
        Transition t = engine.resolveChance(state);
        checkResolvedChance(engine, state, t);
        ledger.add(engine, t);
        state = t.state();
      }
      Transition t = engine.apply(state, m);
      checkTransition(engine, state, m, t);
      ledger.add(engine, t);
      state = t.state();
    }
    ledger.checkTotals(engine, state);
    return state;
  }

  private static boolean isOutcome(Engine engine, GameState state, Move m) {
    for (ChanceOutcome o : engine.chanceOutcomes(state)) {
      if (o.move().equals(m)) {
        return true;
      }
    }
    return false;
  }

  // ------------------------------------------------------------------ state checks

  static void checkActor(
      Engine engine,
      GameState s,
      Actor actor,
      List<Move> legal,
      ImmutableList<ChanceOutcome> outcomes) {
    if (s.isOver()) {
      if (actor.kind() != Actor.Kind.NOBODY || !legal.isEmpty() || !outcomes.isEmpty()) {
        throw violation(
            "actor", engine, s, "the game is over, yet " + actor + " acts with " + legal.size()
                + " legal moves and " + outcomes.size() + " chance outcomes");
      }
      return;
    }
    switch (actor.kind()) {
      case NOBODY:
        throw violation("actor", engine, s, "nobody acts, yet the game is not over");
      case CHANCE:
        if (outcomes.isEmpty()) {
          throw violation("chance weights", engine, s, "chance is next with no outcome");
        }
        if (!legal.isEmpty()) {
          throw violation("actor", engine, s, "chance is next, yet there are legal moves " + legal);
        }
        if (new HashSet<>(moves(outcomes)).size() != outcomes.size()) {
          throw violation("actor", engine, s, "chance outcomes repeat: " + outcomes);
        }
        break;
      case PLAYER:
        PlayerId p = actor.player().orElse(null);
        if (p == null || p.seat() >= s.playerCount()) {
          throw violation("actor", engine, s, "the acting player is no seat: " + actor);
        }
        if (legal.isEmpty()) {
          throw violation(
              "legal moves", engine, s, "a player acts but has no legal move (not over, no chance)");
        }
        if (!outcomes.isEmpty()) {
          throw violation("actor", engine, s, "a player acts, yet chance has outcomes " + outcomes);
        }
        if (new HashSet<>(legal).size() != legal.size()) {
          throw violation("actor", engine, s, "legal moves repeat: " + notations(legal));
        }
        break;
      default:
        throw new AssertionError(actor);
    }
  }

  static void checkChanceWeights(
      Engine engine, GameState s, ImmutableList<ChanceOutcome> outcomes) {
    long drawWeights = 0;
    boolean draws = false;
    for (ChanceOutcome o : outcomes) {
      if (o.weight() <= 0) {
        throw violation("chance weights", engine, s, "weight " + o.weight() + " of " + o.move());
      }
      if (o.move() instanceof Move.DrawTile d) {
        draws = true;
        drawWeights += o.weight();
        int copies = s.bag().getOrDefault(d.tileId(), 0);
        if (o.weight() > copies) {
          throw violation(
              "chance weights",
              engine,
              s,
              "draw " + d.tileId() + " has weight " + o.weight() + " but the bag holds " + copies);
        }
      }
    }
    if (draws && (drawWeights > s.drawableTilesLeft() || drawWeights <= 0)) {
      throw violation(
          "chance weights",
          engine,
          s,
          "draw weights sum to " + drawWeights + " but " + s.drawableTilesLeft()
              + " drawable tiles are left");
    }
  }

  static void checkEquality(Engine engine, GameState s) {
    if (!s.equals(s) || s.equals(null) || s.hashCode() != s.hashCode()) {
      throw violation("equality", engine, s, "equals or hashCode is not consistent");
    }
  }

  static void checkFigures(Engine engine, GameState s) {
    ImmutableList<Figure> figures = s.figures();
    Map<PlayerKind, Integer> inSupply = new HashMap<>();
    Set<PlayerKind> keys = new HashSet<>();
    for (int i = 0; i < figures.size(); i++) {
      Figure f = figures.get(i);
      if (f.id() != i) {
        throw violation("figures", engine, s, "figure number " + i + " has id " + f.id());
      }
      if (f.owner().isPresent()) {
        PlayerKind key = new PlayerKind(f.owner().get(), f.kind());
        keys.add(key);
        if (f.owner().get().seat() >= s.playerCount()) {
          throw violation("figures", engine, s, "figure " + i + " belongs to no seat: " + f);
        }
        if (f.inSupply()) {
          inSupply.merge(key, 1, Integer::sum);
        }
      }
      if (f.location() instanceof Location.OnFeature on) {
        Optional<Feature> feature = on.position() == null
            ? Optional.empty()
            : engine.feature(s, on.position(), on.spot());
        if (feature.isEmpty()) {
          throw violation(
              "figures", engine, s, "figure " + i + " stands on no feature: " + f.location().notation());
        }
        if (!hasFigure(feature.get(), i)) {
          throw violation(
              "figures",
              engine,
              s,
              "figure " + i + " stands at " + on.notation() + " but its feature does not list it");
        }
      }
    }
    for (PlayerKind key : keys) {
      int supply = s.supply(key.player(), key.kind());
      int counted = inSupply.getOrDefault(key, 0);
      if (supply != counted) {
        throw violation(
            "figures",
            engine,
            s,
            BoardText.name(s, key.player()) + " has " + supply + " " + key.kind()
                + " in supply, but " + counted + " such figures stand in supply");
      }
    }
  }

  private static boolean hasFigure(Feature feature, int id) {
    for (Figure f : feature.figures()) {
      if (f.id() == id) {
        return true;
      }
    }
    return false;
  }

  static void checkTiles(Engine engine, GameState s) {
    Set<Position> cells = new HashSet<>();
    ImmutableList<PlacedTile> tiles = s.tiles();
    for (int i = 0; i < tiles.size(); i++) {
      PlacedTile t = tiles.get(i);
      if (!cells.add(t.position())) {
        throw violation("tiles", engine, s, "two tiles on " + t.position());
      }
      if (t.order() != i || !s.tileAt(t.position()).equals(Optional.of(t))) {
        throw violation("tiles", engine, s, "tile " + i + " reads back otherwise: " + t);
      }
    }
    int sum = 0;
    for (Map.Entry<String, Integer> e : s.bag().entrySet()) {
      if (e.getValue() <= 0) {
        throw violation("tiles", engine, s, "bag count " + e);
      }
      sum += e.getValue();
    }
    if (sum != s.tilesLeft()) {
      throw violation(
          "tiles", engine, s, "the bag holds " + sum + " tiles but tilesLeft is " + s.tilesLeft());
    }
  }

  static void checkScores(Engine engine, GameState s) {
    ScoreSheet sheet = s.scores();
    if (sheet.players() != s.playerCount() || sheet.totals().size() != s.playerCount()) {
      throw violation("scores", engine, s, "the score sheet has another number of players");
    }
    for (int p = 0; p < s.playerCount(); p++) {
      PlayerId id = PlayerId.of(p);
      int tracks = 0;
      for (int k = 0; k < sheet.tracks(); k++) {
        tracks += sheet.track(id, k);
      }
      int sources = 0;
      for (int v : sheet.bySource(id).values()) {
        sources += v;
      }
      int total = sheet.total(id);
      if (tracks != total || sources != total || sheet.totals().get(p) != total) {
        throw violation(
            "scores",
            engine,
            s,
            BoardText.name(s, id) + " has total " + total + ", tracks sum " + tracks
                + ", sources sum " + sources);
      }
    }
  }

  static void checkViews(
      Engine engine, GameState s, Actor actor, List<Move> legal) {
    for (int p = 0; p < s.playerCount(); p++) {
      PlayerId player = PlayerId.of(p);
      GameState view = engine.view(s, player);
      String who = "the view of " + BoardText.name(s, player);
      if (!view.isView()) {
        throw violation("views", engine, s, who + " is not marked as a view");
      }
      if (!view.tiles().equals(s.tiles())
          || !view.figures().equals(s.figures())
          || !view.scores().totals().equals(s.scores().totals())
          || !view.bag().equals(s.bag())
          || view.turn() != s.turn()
          || view.isOver() != s.isOver()
          || !view.drawnTile().equals(s.drawnTile())) {
        throw violation("views", engine, s, who + " shows other public data");
      }
      if (!engine.toAct(view).equals(actor)) {
        throw violation("views", engine, s, who + " has another actor: " + engine.toAct(view));
      }
      if (actor.player().equals(Optional.of(player)) && !engine.legalMoves(view).equals(legal)) {
        throw violation("views", engine, s, who + " has other legal moves for the acting player");
      }
      for (long seed : VIEW_SEEDS) {
        GameState d = engine.determinize(view, seed);
        if (d.isView()) {
          throw violation("views", engine, s, "determinizing " + who + " still gives a view");
        }
        GameState again = engine.view(d, player);
        if (!again.equals(view) || again.hashCode() != view.hashCode()) {
          throw violation(
              "views",
              engine,
              s,
              who + " changes when determinized with seed " + seed
                  + " and viewed again: it keeps hidden data");
        }
      }
      if (actor.isChance()) {
        try {
          engine.resolveChance(view);
          throw violation("views", engine, s, who + " resolved chance without randomness");
        } catch (IllegalMoveException e) {
          if (e.reason() != IllegalMoveException.Reason.HIDDEN_RANDOMNESS) {
            throw violation("views", engine, s, who + " refused chance for " + e.reason());
          }
        }
      }
    }
  }

  // ------------------------------------------------------------------ transition checks

  private static void checkFold(Engine engine, GameState before, Transition t, String what) {
    for (GameEvent e : t.events()) {
      if (e == null) {
        throw violation("events fold", engine, t.state(), what + " emitted a null event");
      }
    }
    checkScoreFold(engine, before, t, what);
    checkTileFold(engine, before, t, what);
    checkFigureFold(engine, before, t, what);
    checkGameEnd(engine, before, t, what);
  }

  /** Each player's score changes by the points of its PointsScored events. */
  static void checkScoreFold(Engine engine, GameState before, Transition t, String what) {
    GameState after = t.state();
    ImmutableList<GameEvent> events = t.events();
    ScoreSheet b = before.scores();
    ScoreSheet a = after.scores();
    for (int p = 0; p < after.playerCount(); p++) {
      PlayerId id = PlayerId.of(p);
      Map<Integer, Integer> byTrack = new HashMap<>();
      Map<ScoreSource, Integer> bySource = new HashMap<>();
      for (GameEvent e : events) {
        if (e instanceof GameEvent.PointsScored ps && ps.player().equals(id)) {
          byTrack.merge(ps.track(), ps.points(), Integer::sum);
          bySource.merge(ps.source(), ps.points(), Integer::sum);
        }
      }
      for (int k = 0; k < a.tracks(); k++) {
        int delta = a.track(id, k) - b.track(id, k);
        int awarded = byTrack.getOrDefault(k, 0);
        if (delta != awarded) {
          throw violation(
              "events fold",
              engine,
              after,
              what + ": " + BoardText.name(after, id) + "'s track " + k + " changed by " + delta
                  + " but PointsScored events award " + awarded);
        }
      }
      Set<ScoreSource> sources = new HashSet<>(a.bySource(id).keySet());
      sources.addAll(bySource.keySet());
      for (ScoreSource src : sources) {
        int delta = a.bySource(id).getOrDefault(src, 0) - b.bySource(id).getOrDefault(src, 0);
        int awarded = bySource.getOrDefault(src, 0);
        if (delta != awarded) {
          throw violation(
              "events fold",
              engine,
              after,
              what + ": " + BoardText.name(after, id) + "'s " + src + " points changed by " + delta
                  + " but PointsScored events award " + awarded);
        }
      }
    }
  }

  /** Placed tiles match TilePlaced events; tiles change only by TileDiscarded events. */
  static void checkTileFold(Engine engine, GameState before, Transition t, String what) {
    GameState after = t.state();
    ImmutableList<GameEvent> events = t.events();
    int placedEvents = count(events, GameEvent.TilePlaced.class);
    int placed = after.tiles().size() - before.tiles().size();
    if (placed != placedEvents) {
      throw violation(
          "events fold",
          engine,
          after,
          what + ": " + placed + " tiles were placed but " + placedEvents + " TilePlaced events");
    }
    // tiles conserved
    int discarded = count(events, GameEvent.TileDiscarded.class);
    int was = tileTotal(before);
    int is = tileTotal(after) + discarded;
    if (was != is) {
      throw violation(
          "tiles conserved",
          engine,
          after,
          what + ": board + bag + hand held " + was + " tiles, now " + tileTotal(after)
              + " with " + discarded + " discarded");
    }
  }

  /** Figures per player and kind are kept; supplies change by the figure events. */
  static void checkFigureFold(Engine engine, GameState before, Transition t, String what) {
    GameState after = t.state();
    ImmutableList<GameEvent> events = t.events();
    Map<PlayerKind, Integer> countBefore = ownedCounts(before);
    Map<PlayerKind, Integer> countAfter = ownedCounts(after);
    if (!countBefore.equals(countAfter)) {
      throw violation(
          "figures conserved",
          engine,
          after,
          what + ": figures per player and kind were " + countBefore + ", now " + countAfter);
    }
    Map<PlayerKind, Integer> supplyDelta = new HashMap<>();
    for (GameEvent e : events) {
      if (e instanceof GameEvent.FigureDeployed d) {
        supplyDelta.merge(new PlayerKind(d.player(), d.figure()), -1, Integer::sum);
      } else if (e instanceof GameEvent.FigureReturned r) {
        supplyDelta.merge(new PlayerKind(r.player(), r.figure()), 1, Integer::sum);
      }
    }
    for (PlayerKind key : countAfter.keySet()) {
      int delta = after.supply(key.player(), key.kind()) - before.supply(key.player(), key.kind());
      int expected = supplyDelta.getOrDefault(key, 0);
      if (delta != expected) {
        throw violation(
            "figures conserved",
            engine,
            after,
            what + ": " + BoardText.name(after, key.player()) + "'s " + key.kind()
                + " supply changed by " + delta + " but the events say " + expected);
      }
    }
  }

  /** GameEnded comes exactly when the game ends, with the final scores and winners. */
  static void checkGameEnd(Engine engine, GameState before, Transition t, String what) {
    GameState after = t.state();
    ImmutableList<GameEvent> events = t.events();
    int ended = count(events, GameEvent.GameEnded.class);
    boolean endsNow = after.isOver() && !before.isOver();
    if (ended != (endsNow ? 1 : 0)) {
      throw violation(
          "events fold",
          engine,
          after,
          what + ": " + ended + " GameEnded events, yet the game " + (endsNow ? "ended" : "did not end"));
    }
    for (GameEvent e : events) {
      if (e instanceof GameEvent.GameEnded g) {
        if (!g.scores().equals(after.scores().totals())
            || !g.winners().equals(winners(after.scores().totals()))) {
          throw violation(
              "events fold", engine, after, what + ": GameEnded says " + g + " but scores are "
                  + after.scores().totals());
        }
      }
    }
  }

  private static ImmutableList<PlayerId> winners(List<Integer> totals) {
    int best = Integer.MIN_VALUE;
    for (int v : totals) {
      best = Math.max(best, v);
    }
    ImmutableList.Builder<PlayerId> b = ImmutableList.builder();
    for (int p = 0; p < totals.size(); p++) {
      if (totals.get(p) == best) {
        b.add(PlayerId.of(p));
      }
    }
    return b.build();
  }

  private static int tileTotal(GameState s) {
    return s.tiles().size() + s.tilesLeft() + (s.drawnTile().isPresent() ? 1 : 0);
  }

  private static int count(List<GameEvent> events, Class<? extends GameEvent> type) {
    int n = 0;
    for (GameEvent e : events) {
      if (type.isInstance(e)) {
        n++;
      }
    }
    return n;
  }

  private static Map<PlayerKind, Integer> ownedCounts(GameState s) {
    Map<PlayerKind, Integer> out = new HashMap<>();
    for (Figure f : s.figures()) {
      f.owner().ifPresent(p -> out.merge(new PlayerKind(p, f.kind()), 1, Integer::sum));
    }
    return out;
  }

  // ------------------------------------------------------------------ helpers

  private static void requireArgs(Engine engine, GameState state) {
    if (engine == null || state == null) {
      throw new IllegalArgumentException("engine and state must not be null");
    }
  }

  private static List<Move> moves(List<ChanceOutcome> outcomes) {
    ImmutableList.Builder<Move> b = ImmutableList.builder();
    for (ChanceOutcome o : outcomes) {
      b.add(o.move());
    }
    return b.build();
  }

  static String notations(List<? extends Move> moves) {
    StringBuilder b = new StringBuilder("[");
    for (Move m : moves) {
      b.append(b.length() > 1 ? "; " : "").append(m.notation());
    }
    return b.append(']').toString();
  }

  static InvariantViolation violation(
      String invariant, Engine engine, GameState state, String message) {
    String board;
    try {
      board = BoardText.of(engine, state);
    } catch (RuntimeException e) {
      board = "  (state cannot be shown: " + e + ")\n";
    }
    return new InvariantViolation(invariant, message + "\n" + board);
  }

  /** A player and a figure kind. */
  private record PlayerKind(PlayerId player, FigureKind kind) {
    @Override
    public String toString() {
      return player + " " + kind;
    }
  }

  /** Totals across a game: initial tiles and figures, and every point awarded. */
  static final class Ledger {
    private final int initialTiles;
    private final Map<PlayerKind, Integer> initialFigures;
    private final int[] awarded;
    private int discarded;

    Ledger(GameState start) {
      this.initialTiles = tileTotal(start);
      this.initialFigures = ownedCounts(start);
      this.awarded = new int[start.playerCount()];
      for (int p = 0; p < awarded.length; p++) {
        awarded[p] = start.scores().total(PlayerId.of(p));
      }
    }

    void add(Engine engine, Transition t) {
      for (GameEvent e : t.events()) {
        if (e instanceof GameEvent.PointsScored ps) {
          int seat = ps.player().seat();
          if (seat >= awarded.length) {
            throw violation("events fold", engine, t.state(), "points for no seat: " + ps);
          }
          awarded[seat] += ps.points();
        } else if (e instanceof GameEvent.TileDiscarded) {
          discarded++;
        }
      }
    }

    void checkTotals(Engine engine, GameState end) {
      for (int p = 0; p < awarded.length; p++) {
        int total = end.scores().total(PlayerId.of(p));
        if (total != awarded[p]) {
          throw violation(
              "events fold",
              engine,
              end,
              "over the game " + BoardText.name(end, PlayerId.of(p)) + " was awarded "
                  + awarded[p] + " points in PointsScored events but scores " + total);
        }
      }
      int now = tileTotal(end) + discarded;
      if (now != initialTiles) {
        throw violation(
            "tiles conserved",
            engine,
            end,
            "the game began with " + initialTiles + " tiles; now " + tileTotal(end)
                + " are on the board, in the bag or in hand and " + discarded + " were discarded");
      }
      if (!Objects.equals(initialFigures, ownedCounts(end))) {
        throw violation(
            "figures conserved",
            engine,
            end,
            "figures per player and kind were " + initialFigures + " at setup, now "
                + ownedCounts(end));
      }
    }
  }
}
