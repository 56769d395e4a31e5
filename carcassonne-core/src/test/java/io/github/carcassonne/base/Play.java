package io.github.carcassonne.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.common.collect.ImmutableList;
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
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.score.ScoreSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A scenario driver over the public API: forces draws, places, deploys and skips, keeps every
 * event, and turns any failure into a message that shows the board, the figures, the scores and
 * the moves so far.
 *
 * <pre>{@code
 * Play p = Play.base(2).put("V", 1, 0, R90).deploy("W").put("U", -1, 0, R0).skip();
 * p.expectSource(0, ScoreSource.ROAD, 3);
 * }</pre>
 *
 * <p>Coordinates: x grows east, y grows south; the start tile {@code base:D} lies at (0,0) with
 * its city north and its road east-west.
 */
final class Play {
  private final Engine engine;
  private final GameSetup setup;
  private final List<Move> moves = new ArrayList<>();
  private final List<GameEvent> events = new ArrayList<>();
  private GameState state;
  private ImmutableList<GameEvent> last = ImmutableList.of();
  private Position lastPlaced;

  private Play(Engine engine, int players, long seed) {
    this.engine = engine;
    this.setup = GameSetup.of(players, seed);
    this.state = engine.newGame(setup);
  }

  // ------------------------------------------------------------------ construction

  /** The base game with default options. */
  static Play base(int players) {
    return new Play(Engine.of(RuleSet.of("base")), players, 1L);
  }

  /** A game over any rule set. */
  static Play of(RuleSet rules, int players) {
    return new Play(Engine.of(rules), players, 1L);
  }

  /** A game over an existing engine (several games may share one). */
  static Play of(Engine engine, int players) {
    return new Play(engine, players, 1L);
  }

  /** A game over any rule set with a given seed (draws are forced, so the seed rarely matters). */
  static Play of(RuleSet rules, int players, long seed) {
    return new Play(Engine.of(rules), players, seed);
  }

  /** The base rules with options given as {@code key, value, key, value ...}. */
  static RuleSet rules(String... options) {
    return builder(options).build();
  }

  /**
   * The base rules with options, and a bag holding exactly {@code bag}: the game ends after the
   * last of them.
   */
  static RuleSet smallBag(List<String> bag, String... options) {
    return builder(options).module(new SmallBag(bag.toArray(new String[0]))).build();
  }

  private static RuleSet.Builder builder(String... options) {
    if (options.length % 2 != 0) {
      throw new IllegalArgumentException("options come in key, value pairs");
    }
    RuleSet.Builder b = RuleSet.builder().modules("base");
    for (int i = 0; i < options.length; i += 2) {
      b.option(options[i], options[i + 1]);
    }
    return b;
  }

  /** {@code "V"} becomes {@code "base:V"}; an id with a colon stays as it is. */
  static String tileId(String tile) {
    return tile.contains(":") ? tile : "base:" + tile;
  }

  // ------------------------------------------------------------------ moves

  /** Forces the draw of a tile. */
  Play draw(String tile) {
    return apply(new Move.DrawTile(tileId(tile)));
  }

  /** Places the drawn tile. */
  Play place(int x, int y, Rotation rotation) {
    return apply(new Move.PlaceTile(Position.of(x, y), rotation));
  }

  /** Draws a tile and places it. */
  Play put(String tile, int x, int y, Rotation rotation) {
    return draw(tile).place(x, y, rotation);
  }

  /** Deploys a follower on a spot of the tile just placed. */
  Play deploy(String spot) {
    if (lastPlaced == null) {
      fail("no tile placed yet\n" + describe());
    }
    return apply(new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(lastPlaced, spot)));
  }

  /** Deploys nothing. */
  Play skip() {
    return apply(Move.Skip.INSTANCE);
  }

  /** Applies a move; an illegal one fails the test with the board shown. */
  Play apply(Move move) {
    try {
      var t = engine.apply(state, move);
      state = t.state();
      last = t.events();
    } catch (IllegalMoveException e) {
      throw new AssertionError(
          "move '" + move.notation() + "' was refused (" + e.reason() + "): " + e.getMessage()
              + "\n" + describe(),
          e);
    }
    moves.add(move);
    events.addAll(last);
    for (GameEvent e : last) {
      if (e instanceof GameEvent.TilePlaced tp && tp.player().isPresent()) {
        lastPlaced = tp.position();
      }
    }
    return this;
  }

  /**
   * Asserts that a move is refused with the given reason and that the state is unchanged: it
   * equals a fresh replay of the moves so far, and nothing it shows has moved.
   */
  IllegalMoveException rejects(Move move, IllegalMoveException.Reason reason) {
    GameState before = state;
    int hash = before.hashCode();
    ImmutableList<PlacedTile> tiles = before.tiles();
    ImmutableList<Figure> figures = before.figures();
    ImmutableList<Integer> totals = before.scores().totals();
    try {
      engine.apply(state, move);
    } catch (IllegalMoveException e) {
      assertEquals(reason, e.reason(), () -> "reason of refusing " + move.notation() + ": "
          + e.getMessage() + "\n" + describe());
      assertEquals(move, e.move().orElse(null), "the exception names the move");
      assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "a message");
      assertEquals(replay(), before, () -> "state changed by a refused move\n" + describe());
      assertEquals(hash, before.hashCode(), "hash changed by a refused move");
      assertEquals(tiles, before.tiles(), "tiles changed by a refused move");
      assertEquals(figures, before.figures(), "figures changed by a refused move");
      assertEquals(totals, before.scores().totals(), "scores changed by a refused move");
      return e;
    }
    throw new AssertionError(
        "move '" + move.notation() + "' was accepted, expected " + reason + "\n" + describe());
  }

  /** A fresh state: the moves so far replayed from a new game. */
  GameState replay() {
    GameState s = engine.newGame(setup);
    for (Move m : moves) {
      s = engine.apply(s, m).state();
    }
    return s;
  }

  // ------------------------------------------------------------------ reading

  Engine engine() {
    return engine;
  }

  GameState state() {
    return state;
  }

  ImmutableList<Move> moves() {
    return ImmutableList.copyOf(moves);
  }

  /** Every event since the game began (the setup's own events excluded). */
  ImmutableList<GameEvent> events() {
    return ImmutableList.copyOf(events);
  }

  /** The events of the last move. */
  ImmutableList<GameEvent> lastEvents() {
    return last;
  }

  /** The events of the last move of one type. */
  <E extends GameEvent> List<E> last(Class<E> type) {
    return ofType(last, type);
  }

  /** All events of one type. */
  <E extends GameEvent> List<E> all(Class<E> type) {
    return ofType(events, type);
  }

  private static <E extends GameEvent> List<E> ofType(List<GameEvent> es, Class<E> type) {
    List<E> out = new ArrayList<>();
    for (GameEvent e : es) {
      if (type.isInstance(e)) {
        out.add(type.cast(e));
      }
    }
    return out;
  }

  int score(int seat) {
    return state.scores().total(PlayerId.of(seat));
  }

  int bySource(int seat, ScoreSource source) {
    return state.scores().bySource(PlayerId.of(seat)).getOrDefault(source, 0);
  }

  int supply(int seat) {
    return state.supply(PlayerId.of(seat), FigureKind.FOLLOWER);
  }

  /** The figures of a player standing on the board. */
  List<Figure> onBoard(int seat) {
    List<Figure> out = new ArrayList<>();
    for (Figure f : state.figures()) {
      if (!f.inSupply() && f.owner().equals(java.util.Optional.of(PlayerId.of(seat)))) {
        out.add(f);
      }
    }
    return out;
  }

  // ------------------------------------------------------------------ expectations

  /** Expects a player's total score. */
  Play expectScore(int seat, int points) {
    assertEquals(points, score(seat), msg("total score of p" + seat));
    return this;
  }

  /** Expects a player's points from one source. */
  Play expectSource(int seat, ScoreSource source, int points) {
    assertEquals(points, bySource(seat, source), msg(source + " points of p" + seat));
    return this;
  }

  /** Expects the followers a player has in supply. */
  Play expectSupply(int seat, int followers) {
    assertEquals(followers, supply(seat), msg("followers in supply of p" + seat));
    return this;
  }

  /**
   * Expects that the last move scored exactly these awards (player, points, source), in any
   * order (the order of simultaneous awards is not a rule of the base game).
   */
  Play expectLastAwards(Object... playerPointsSource) {
    return expectAwards(last(GameEvent.PointsScored.class), playerPointsSource);
  }

  /** Expects the awards of the whole game so far (player, points, source), in any order. */
  Play expectAllAwards(Object... playerPointsSource) {
    return expectAwards(all(GameEvent.PointsScored.class), playerPointsSource);
  }

  private Play expectAwards(List<GameEvent.PointsScored> got, Object... pps) {
    List<String> want = new ArrayList<>();
    for (int i = 0; i < pps.length; i += 3) {
      want.add("p" + pps[i] + " " + pps[i + 1] + " " + pps[i + 2]);
    }
    List<String> have = new ArrayList<>();
    for (GameEvent.PointsScored p : got) {
      have.add(p.player() + " " + p.points() + " " + p.source());
    }
    want.sort(null);
    have.sort(null);
    assertEquals(want, have, msg("awards"));
    return this;
  }

  /** Expects the game to be over. */
  Play expectOver() {
    assertTrue(state.isOver(), msg("the game should be over"));
    return this;
  }

  Supplier<String> msg(String what) {
    return () -> what + "\n" + describe();
  }

  /** The board, figures, scores, moves and the last move's events, for failure messages. */
  String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append("--- ").append(state).append(" rules ").append(engine.rules().options()).append('\n');
    sb.append("tiles:");
    for (PlacedTile t : state.tiles()) {
      sb.append(' ').append(t.type().id()).append('@').append(t.position()).append(' ')
          .append(t.rotation()).append(';');
    }
    sb.append("\nfigures on board:");
    for (Figure f : state.figures()) {
      if (!f.inSupply()) {
        sb.append(' ').append(f.owner().map(PlayerId::toString).orElse("-")).append(' ')
            .append(f.kind()).append(" @ ").append(f.location().notation()).append(';');
      }
    }
    sb.append("\nscores:");
    for (int p = 0; p < state.playerCount(); p++) {
      Map<ScoreSource, Integer> by = state.scores().bySource(PlayerId.of(p));
      sb.append(" p").append(p).append('=').append(score(p)).append(by)
          .append(" supply ").append(supply(p)).append(';');
    }
    sb.append("\nmoves:");
    for (Move m : moves) {
      sb.append(' ').append(m.notation()).append(';');
    }
    sb.append("\nlast events:");
    for (GameEvent e : last) {
      sb.append("\n  ").append(e);
    }
    return sb.toString();
  }
}
