package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Location;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.tile.TileType;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The engine's immutable game state. All arrays are owned by this state and never written. */
public final class State implements GameState {
  final Compiled c;
  final ImmutableList<String> players;
  final Board board;
  // figures
  final int figCount;
  final int[] figOwner;
  final int[] figKind;
  final int[] figSlot;
  final Location[] figLoc;
  final int[] supply;
  // scores
  final int[] score;
  final int[] bySource;
  // bag
  final String[] pileNames;
  final int[][] pileCounts;
  final boolean[] pileDrawable;
  // turn
  final StepStack steps;
  final Object[] slots;
  final long seed;
  final String[] streamNames;
  final long[] streamCounters;
  final int turn;
  final int active;
  final int nextPlayer;
  final int drawn;
  final int placed;
  final boolean finalScoring;
  final boolean over;
  final boolean view;
  /**
   * The Zobrist part of the hash ({@link #zobrist()}) as the work that made this state kept it,
   * or 0 if it kept none (a rollout's state). Final, so that making a state costs no memory
   * fence: most states are made with it.
   */
  private final long zobristKept;
  /**
   * The Zobrist part of the hash computed when first asked, for a state made without it, or 0
   * while not yet computed (a racy single-check memo of a value that is the same whichever
   * thread computes it; volatile, so that a long is never read half-written). A hash that
   * happens to be 0 is computed again each time, which only costs time.
   */
  private volatile long zobristLater;
  /**
   * The legal moves, once computed (racy single-check memo of an immutable list whose fields
   * are final: two threads may both compute it, and either result is the same value). Not part
   * of the state's value.
   */
  java.util.List<io.github.carcassonne.Move> legalMemo;
  /**
   * The work's memo of the pile to draw from ({@link Work#drawMemo()}), derived from the piles
   * and handed to the next work so that its draw scans no counts; not part of the value.
   */
  final int drawMemo;

  State(Work w) {
    this.c = w.c;
    this.players = w.players;
    // a rollout's end state lists its free cells only if asked, once the game is over
    this.board = w.board.shared(w.over ? w.c : null);
    this.figCount = w.figCount;
    this.figOwner = w.figOwner;
    this.figKind = w.figKind;
    this.figSlot = w.figSlot;
    this.figLoc = w.figLoc;
    this.supply = w.supply;
    this.score = w.score;
    this.bySource = w.bySource;
    this.pileNames = w.pileNames;
    this.pileCounts = w.pileCounts;
    this.pileDrawable = w.pileDrawable;
    this.steps = w.steps;
    this.slots = w.slots;
    this.seed = w.seed;
    this.streamNames = w.streamNames;
    this.streamCounters = w.streamCounters;
    this.turn = w.turn;
    this.active = w.active;
    this.nextPlayer = w.nextPlayer;
    this.drawn = w.drawn;
    this.placed = w.placed;
    this.finalScoring = w.finalScoring;
    this.over = w.over;
    this.view = w.view;
    this.zobristKept = w.hashing ? w.zobrist : 0;
    this.drawMemo = w.drawMemo();
    if (w.placeMemo != null && w.steps == w.placeMemoSteps && w.placeMemo.isOn(board)) {
      this.legalMemo = w.placeMemo;
    }
  }

  @Override
  public ImmutableList<String> players() {
    return players;
  }

  @Override
  public int playerCount() {
    return players.size();
  }

  @Override
  public int turn() {
    return turn;
  }

  @Override
  public PlayerId activePlayer() {
    return PlayerId.of(active);
  }

  @Override
  public boolean isOver() {
    return over;
  }

  @Override
  public Optional<TileType> drawnTile() {
    return drawn < 0 ? Optional.empty() : Optional.of(c.tileTypes.get(drawn));
  }

  @Override
  public ImmutableList<PlacedTile> tiles() {
    ImmutableList.Builder<PlacedTile> b = ImmutableList.builderWithExpectedSize(board.count);
    for (int i = 0; i < board.count; i++) {
      b.add(placedTile(i));
    }
    return b.build();
  }

  PlacedTile placedTile(int i) {
    return new PlacedTile(
        new Position(board.px(i), board.py(i)),
        c.tileTypes.get(board.type(i)),
        Rotation.ofQuarterTurns(board.rot(i)),
        i);
  }

  @Override
  public Optional<PlacedTile> tileAt(Position position) {
    if (position == null) {
      return Optional.empty();
    }
    int i = board.at(position.x(), position.y());
    return i < 0 ? Optional.empty() : Optional.of(placedTile(i));
  }

  @Override
  public ImmutableList<Figure> figures() {
    return Reads.figures(c, figCount, figOwner, figKind, figLoc);
  }

  Figure figure(int i) {
    return Reads.figure(c, i, figOwner, figKind, figLoc);
  }

  @Override
  public int supply(PlayerId player, FigureKind kind) {
    return Reads.supply(c, players.size(), supply, player, kind);
  }

  @Override
  public ScoreSheet scores() {
    return new Sheet(c, players.size(), score, bySource);
  }

  @Override
  public int tilesLeft() {
    return Reads.tilesLeft(pileCounts);
  }

  @Override
  public int drawableTilesLeft() {
    return Reads.drawableTilesLeft(pileCounts, pileDrawable);
  }

  @Override
  public ImmutableMap<String, Integer> bag() {
    Map<String, Integer> m = new LinkedHashMap<>();
    for (int t = 0; t < c.tileCount(); t++) {
      int n = 0;
      for (int[] pile : pileCounts) {
        n += pile[t];
      }
      if (n > 0) {
        m.put(c.tileTypes.get(t).id(), n);
      }
    }
    return ImmutableMap.copyOf(m);
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T get(StateKey<T> key) {
    Integer i = key == null ? null : c.slotIndex.get(key);
    if (i == null) {
      throw new IllegalArgumentException("state key " + key + " is not registered in this rule set");
    }
    Object v = slots[i];
    return v == null ? key.initial() : (T) v;
  }

  @Override
  public ImmutableList<Step> pendingSteps() {
    return steps.toList();
  }

  @Override
  public long hash64() {
    return zobrist() ^ Zobrist.rest(this);
  }

  /** The Zobrist part of the hash (tiles, figures, scores, bag). */
  long zobrist() {
    long z = zobristKept;
    if (z != 0) {
      return z;
    }
    z = zobristLater;
    if (z == 0) {
      z = zobristFromScratch();
      zobristLater = z;
    }
    return z;
  }

  /** The hash computed from scratch, for tests of the incremental one. */
  long hash64FromScratch() {
    return zobristFromScratch() ^ Zobrist.rest(this);
  }

  /** The Zobrist part of the hash (tiles, figures, scores, bag) from the fields. */
  private long zobristFromScratch() {
    long z = 0;
    for (int i = 0; i < board.count; i++) {
      z ^= Zobrist.tile(board.px(i), board.py(i), board.type(i), board.rot(i));
    }
    for (int i = 0; i < figCount; i++) {
      z ^= Zobrist.figure(i, figSlot[i], figLoc[i]);
    }
    for (int p = 0; p < score.length / c.tracks; p++) {
      for (int k = 0; k < c.tracks; k++) {
        z ^= Zobrist.score(p, k, 0) ^ Zobrist.score(p, k, score[p * c.tracks + k]);
      }
    }
    for (int p = 0; p < pileCounts.length; p++) {
      for (int t = 0; t < pileCounts[p].length; t++) {
        z ^= Zobrist.bag(p, t, 0) ^ Zobrist.bag(p, t, pileCounts[p][t]);
      }
    }
    return z;
  }

  @Override
  public boolean isView() {
    return view;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof State s)) {
      return false;
    }
    return c.sameRules(s.c)
        && seed == s.seed
        && turn == s.turn
        && active == s.active
        && nextPlayer == s.nextPlayer
        && drawn == s.drawn
        && placed == s.placed
        && finalScoring == s.finalScoring
        && over == s.over
        && view == s.view
        && figCount == s.figCount
        && players.equals(s.players)
        && sameBoard(board, s.board)
        && Arrays.equals(figOwner, 0, figCount, s.figOwner, 0, figCount)
        && Arrays.equals(figKind, 0, figCount, s.figKind, 0, figCount)
        && Arrays.equals(figLoc, 0, figCount, s.figLoc, 0, figCount)
        && Arrays.equals(supply, s.supply)
        && Arrays.equals(score, s.score)
        && Arrays.equals(bySource, s.bySource)
        && Arrays.equals(pileNames, s.pileNames)
        && Arrays.deepEquals(pileCounts, s.pileCounts)
        && Arrays.equals(pileDrawable, s.pileDrawable)
        && Arrays.equals(slots, s.slots)
        && sameStreams(s)
        && steps.equals(s.steps);
  }

  private boolean sameStreams(State s) {
    return Arrays.equals(streamNames, s.streamNames) && Arrays.equals(streamCounters, s.streamCounters);
  }

  private static boolean sameBoard(Board a, Board b) {
    if (a == b) {
      return true;
    }
    int n = a.count;
    if (n != b.count) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (a.type(i) != b.type(i)
          || a.rot(i) != b.rot(i)
          || a.px(i) != b.px(i)
          || a.py(i) != b.py(i)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = Objects.hash(seed, turn, active, drawn, placed, over, figCount, board.count);
    for (int i = 0; i < board.count; i++) {
      h = 31 * h + board.px(i) * 7919 + board.py(i) * 31 + board.type(i) * 4 + board.rot(i);
    }
    h = 31 * h + Arrays.hashCode(score);
    h = 31 * h + Arrays.hashCode(supply);
    h = 31 * h + Arrays.hashCode(slots);
    h = 31 * h + steps.hashCode();
    return h;
  }

  @Override
  public String toString() {
    return "GameState[turn "
        + turn
        + ", active "
        + PlayerId.of(active)
        + ", tiles "
        + board.count
        + ", left "
        + tilesLeft()
        + (over ? ", over" : "")
        + (view ? ", view" : "")
        + "]";
  }

  /** An immutable score sheet over a state's arrays. */
  static final class Sheet implements ScoreSheet {
    private final Compiled c;
    private final int players;
    private final int[] score;
    private final int[] bySource;

    Sheet(Compiled c, int players, int[] score, int[] bySource) {
      this.c = c;
      this.players = players;
      this.score = score;
      this.bySource = bySource;
    }

    @Override
    public int players() {
      return players;
    }

    @Override
    public int total(PlayerId player) {
      if (player == null || player.seat() >= players) {
        return 0;
      }
      int t = 0;
      for (int k = 0; k < c.tracks; k++) {
        t += score[player.seat() * c.tracks + k];
      }
      return t;
    }

    @Override
    public int tracks() {
      return c.tracks;
    }

    @Override
    public int track(PlayerId player, int track) {
      if (player == null || player.seat() >= players || track < 0 || track >= c.tracks) {
        return 0;
      }
      return score[player.seat() * c.tracks + track];
    }

    @Override
    public ImmutableMap<ScoreSource, Integer> bySource(PlayerId player) {
      ImmutableMap.Builder<ScoreSource, Integer> b = ImmutableMap.builder();
      int ns = c.sources.size();
      for (int s = 0; s < ns; s++) {
        b.put(
            c.sources.get(s),
            player == null || player.seat() >= players ? 0 : bySource[player.seat() * ns + s]);
      }
      return b.build();
    }

    @Override
    public ImmutableList<Integer> totals() {
      ImmutableList.Builder<Integer> b = ImmutableList.builder();
      for (int p = 0; p < players; p++) {
        b.add(total(PlayerId.of(p)));
      }
      return b.build();
    }

    @Override
    public String toString() {
      return "Scores" + totals();
    }
  }
}
