package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Location;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.spi.Award;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.SetupContext;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.tile.Piece;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The mutable working copy of a state while one move is applied. Arrays are shared with the
 * source state until first written (copy on write). Hooks see it as their context.
 */
final class Work implements SetupContext {
  final Compiled c;
  final ImmutableList<String> players;
  Board board;
  int figCount;
  int[] figOwner;
  int[] figKind;
  int[] figSlot;
  Location[] figLoc;
  int[] supply;
  int[] score;
  int[] bySource;
  String[] pileNames;
  int[][] pileCounts;
  boolean[] pileDrawable;
  StepStack steps;
  Object[] slots;
  long seed;
  String[] streamNames;
  long[] streamCounters;
  int turn;
  int active;
  int nextPlayer;
  int drawn;
  int placed;
  boolean finalScoring;
  boolean over;
  boolean view;
  /** The incremental Zobrist part of the state hash: tiles, figures, scores and bag. */
  long zobrist;
  /**
   * False if {@link #zobrist} is not kept (a rollout, a new game): the state made from this work
   * then computes it from scratch, once, when it is first asked for.
   */
  boolean hashing = true;

  private boolean figOwned;
  private boolean scoreOwned;
  private boolean bagOwned;
  /** The piles whose counts (and the outer array, if any bit is set) this work owns. */
  private long countsOwned;
  private boolean slotsOwned;
  private boolean streamsOwned;

  /** The events of this apply once there are two (see {@link #firstEvent}). */
  private List<GameEvent> events;
  /** False in a rollout: events are neither made by the core nor kept. */
  boolean recording = true;
  /** The state this work started from, or null for a new game. */
  State source;
  /**
   * A rollout's reusable list of placements (EngineCore's), which the placement check fills for
   * the decision that follows; null outside rollouts.
   */
  Object placements;

  /**
   * The placements of the drawn tile that the draw's check listed, for a tile with placement
   * rules, and the steps they were listed under: the state frozen with those very steps keeps
   * them as its legal moves, so that the rules are not asked again (nothing runs between the
   * check and the decision). Null when there is none.
   */
  PlacementList placeMemo;

  /** The steps {@link #placeMemo} was listed under. */
  StepStack placeMemoSteps;

  /** The module whose code runs now, for error reports. */
  String module = "core";
  /**
   * The step or hook that runs now: a name, or a step's class (named only if an error is
   * reported: looking the name up on every step costs).
   */
  Object where = "engine";

  /** {@link #where} as a name. */
  String whereName() {
    return where instanceof Class<?> k ? k.getSimpleName() : String.valueOf(where);
  }

  Work(State s) {
    this(s, true);
  }

  /**
   * A working copy of s; without {@code hashing} it keeps no Zobrist hash (see {@link #hashing})
   * and does not ask s for its own, which s may not have computed yet.
   */
  Work(State s, boolean hashing) {
    this.c = s.c;
    this.players = s.players;
    this.board = s.board;
    this.figCount = s.figCount;
    this.figOwner = s.figOwner;
    this.figKind = s.figKind;
    this.figSlot = s.figSlot;
    this.figLoc = s.figLoc;
    this.supply = s.supply;
    this.score = s.score;
    this.bySource = s.bySource;
    this.pileNames = s.pileNames;
    this.pileCounts = s.pileCounts;
    this.pileDrawable = s.pileDrawable;
    this.steps = s.steps;
    this.slots = s.slots;
    this.seed = s.seed;
    this.streamNames = s.streamNames;
    this.streamCounters = s.streamCounters;
    this.turn = s.turn;
    this.active = s.active;
    this.nextPlayer = s.nextPlayer;
    this.drawn = s.drawn;
    this.placed = s.placed;
    this.finalScoring = s.finalScoring;
    this.over = s.over;
    this.view = s.view;
    this.hashing = hashing;
    this.zobrist = hashing ? s.zobrist() : 0;
    this.source = s;
    this.drawMemo = s.drawMemo;
  }

  /** A fresh game's working state. */
  Work(Compiled c, ImmutableList<String> players, int firstPlayer, long seed) {
    this.c = c;
    this.players = players;
    this.board = Board.EMPTY;
    this.figCount = 0;
    this.figOwner = new int[0];
    this.figKind = new int[0];
    this.figSlot = new int[0];
    this.figLoc = new Location[0];
    this.supply = new int[players.size() * c.figureKinds.size()];
    this.score = new int[players.size() * c.tracks];
    this.bySource = new int[players.size() * c.sources.size()];
    this.pileNames = new String[0];
    this.pileCounts = new int[0][];
    this.pileDrawable = new boolean[0];
    this.steps = StepStack.EMPTY;
    this.slots = new Object[c.slots.size()];
    this.seed = seed;
    this.streamNames = new String[0];
    this.streamCounters = new long[0];
    this.turn = 0;
    this.active = firstPlayer;
    this.nextPlayer = firstPlayer;
    this.drawn = -1;
    this.placed = -1;
    this.figOwned = true;
    this.scoreOwned = true;
    this.bagOwned = true;
    this.slotsOwned = true;
    this.streamsOwned = true;
  }

  State freeze() {
    figOwned = false;
    scoreOwned = false;
    bagOwned = false;
    countsOwned = 0;
    slotsOwned = false;
    streamsOwned = false;
    return new State(this);
  }

  private void ownFigures() {
    if (!figOwned) {
      figOwner = figOwner.clone();
      figKind = figKind.clone();
      figSlot = figSlot.clone();
      figLoc = figLoc.clone();
      supply = supply.clone();
      figOwned = true;
    }
  }

  private void ownScores() {
    if (!scoreOwned) {
      score = score.clone();
      bySource = bySource.clone();
      scoreOwned = true;
    }
  }

  private void ownBag() {
    if (!bagOwned) {
      pileNames = pileNames.clone();
      int[][] pc = new int[pileCounts.length][];
      for (int i = 0; i < pc.length; i++) {
        pc[i] = pileCounts[i].clone();
      }
      pileCounts = pc;
      pileDrawable = pileDrawable.clone();
      bagOwned = true;
    }
  }

  // ---------------------------------------------------------------- reading

  @Override
  @SuppressWarnings("unchecked")
  public <T> T option(RuleOption<T> option) {
    Object v = c.options.get(option.key());
    return v == null ? option.defaultValue() : (T) v;
  }

  @Override
  public int playerCount() {
    return players.size();
  }

  @Override
  public PlayerId activePlayer() {
    return PlayerId.of(active);
  }

  @Override
  public int turn() {
    return turn;
  }

  int slotIndex(StateKey<?> key) {
    Integer i = key == null ? null : c.slotIndex.get(key);
    if (i == null) {
      throw new IllegalStateException("state key " + key + " is not registered");
    }
    return i;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T get(StateKey<T> key) {
    Object v = slots[slotIndex(key)];
    return v == null ? key.initial() : (T) v;
  }

  @Override
  public Optional<TileType> drawnTile() {
    return drawn < 0 ? Optional.empty() : Optional.of(c.tileTypes.get(drawn));
  }

  @Override
  public Optional<Position> placedThisTurn() {
    if (placed < 0) {
      return Optional.empty();
    }
    // a tile's position never changes: the answer is made once per placed tile
    if (placedPositionOf != placed) {
      placedPosition = Optional.of(new Position(board.px(placed), board.py(placed)));
      placedPositionOf = placed;
    }
    return placedPosition;
  }

  /** {@link #placedThisTurn}'s answer for the tile {@link #placedPositionOf}. */
  private Optional<Position> placedPosition;

  private int placedPositionOf = -1;

  @Override
  public Optional<PlacedTile> tileAt(Position position) {
    // rules ask about the same cell again and again (every deployment option of the tile just
    // placed goes through each deployment filter); a placed tile never moves or changes, so the
    // last tile found stays the answer for its cell
    Optional<PlacedTile> last = lastTileAt;
    if (last != null) {
      Position p = last.get().position();
      if (p.x() == position.x() && p.y() == position.y()) {
        return last;
      }
    }
    int i = board.at(position.x(), position.y());
    if (i < 0) {
      return Optional.empty();
    }
    last =
        Optional.of(
            new PlacedTile(
                position, c.tileTypes.get(board.type(i)), Rotation.ofQuarterTurns(board.rot(i)), i));
    lastTileAt = last;
    return last;
  }

  /** The last tile {@link #tileAt} found, or null. */
  private Optional<PlacedTile> lastTileAt;

  @Override
  public int tilesOnBoard() {
    return board.count;
  }

  /** The last feature view made, reused while the board and figures are the same. */
  private FeatureImpl lastFeature;

  /**
   * Scratch of the scoring of completed features, made when first needed and reused for the life
   * of this working copy (a rollout's whole game): the roots of the features found complete, the
   * roots already considered, and the players' strengths in a majority (null while a majority
   * is using it).
   */
  int[] completedRoots;

  int[] rootScratch;
  private int[] strengthScratch;

  /**
   * Sets {@code completedRoots[n]} to root (growing it as needed); returns n + 1. The first array
   * has room for more roots than one placement completes in the base game (a tile's roads and
   * cities and the cloisters around it), so that it never grows there: a growth seen only after
   * seconds of play made the JIT throw away and recompile the whole of {@code scoreCompleted}.
   */
  int addCompleted(int n, int root) {
    int[] roots = completedRoots;
    if (roots == null) {
      roots = completedRoots = new int[16];
    } else if (n == roots.length) {
      roots = completedRoots = Arrays.copyOf(roots, n * 2);
    }
    roots[n] = root;
    return n + 1;
  }

  /** A view of the feature with this root whose oldest segment is {@code min}. */
  FeatureImpl featureAt(int root, int min) {
    return new FeatureImpl(c, board, root, min, figCount, figOwner, figKind, figSlot, figLoc);
  }

  FeatureImpl featureOfSlot(int slot) {
    int root = board.find(slot);
    FeatureImpl f = lastFeature;
    if (f != null
        && f.root == root
        && f.sameAs(board, figCount, figOwner, figKind, figSlot, figLoc)) {
      return f;
    }
    f = new FeatureImpl(c, board, root, figCount, figOwner, figKind, figSlot, figLoc);
    lastFeature = f;
    return f;
  }

  @Override
  public Optional<Feature> feature(Position position, int segment) {
    int i = board.at(position.x(), position.y());
    if (i < 0 || segment < 0 || segment >= board.segEnd(i) - board.segBase(i)) {
      return Optional.empty();
    }
    return Optional.of(featureOfSlot(board.segBase(i) + segment));
  }

  @Override
  public boolean hasFigures(Position position, int segment) {
    int i = board.at(position.x(), position.y());
    if (i < 0 || segment < 0 || segment >= board.segEnd(i) - board.segBase(i)) {
      return false;
    }
    // without a feature view
    return FeatureImpl.occupied(board, board.find(board.segBase(i) + segment), figCount, figSlot);
  }

  @Override
  public int completedAdjacent(Feature feature, io.github.carcassonne.tile.FeatureKind kind) {
    // an engine view counts over its own board, without views of the features it touches
    return feature instanceof FeatureImpl f
        ? f.completedAdjacent(kind)
        : SetupContext.super.completedAdjacent(feature, kind);
  }

  @Override
  public int occupiedSegments(Position position) {
    int i = board.at(position.x(), position.y());
    return i < 0 ? 0 : occupiedSegments(i);
  }

  /** {@link #occupiedSegments(Position)} of placed tile i. */
  int occupiedSegments(int i) {
    return occupiedSegments(board, i, figCount, figSlot);
  }

  /** {@link #occupiedSegments(int)} over a board and figure arrays (a state's or a work's). */
  static int occupiedSegments(Board board, int i, int figCount, int[] figSlot) {
    int base = board.segBase(i);
    int ns = board.segEnd(i) - base;
    // the segments' roots as a 64-bit filter (a bit per root modulo 64), so that a figure on a
    // feature that does not touch the tile (most of them) is passed over after one find
    long filter = 0;
    for (int s = 0; s < ns; s++) {
      filter |= 1L << board.find(base + s);
    }
    int mask = 0;
    for (int f = 0; f < figCount; f++) {
      int slot = figSlot[f];
      if (slot < 0) {
        continue;
      }
      int root = board.find(slot);
      if ((filter & (1L << root)) == 0) {
        continue;
      }
      for (int s = 0; s < ns; s++) {
        if (board.find(base + s) == root) {
          mask |= 1 << s;
        }
      }
    }
    return mask;
  }

  @Override
  public Optional<String> spot(Position position, int segment) {
    int i = board.at(position.x(), position.y());
    if (i < 0) {
      return Optional.empty();
    }
    int t = board.type(i);
    int ns = c.tileTypes.get(t).segments().size();
    if (segment < 0 || segment >= ns) {
      return Optional.empty();
    }
    return Optional.of(c.canonicalSpot[t][board.rot(i) * ns + segment]);
  }

  @Override
  public ImmutableList<Feature> features() {
    // a root is its own root: count them for a list of the exact size
    int n = 0;
    for (int slot = 0; slot < board.slots; slot++) {
      n += board.find(slot) == slot ? 1 : 0;
    }
    ImmutableList.Builder<Feature> out = ImmutableList.builderWithExpectedSize(n);
    // in ascending slot order a feature is first met at its oldest segment: no sort needed
    boolean[] seen = new boolean[board.slots];
    for (int slot = 0; slot < board.slots; slot++) {
      int root = board.find(slot);
      if (!seen[root]) {
        seen[root] = true;
        out.add(featureAt(root, slot));
      }
    }
    return out.build();
  }

  @Override
  public ImmutableList<Feature> occupiedFeatures() {
    // the figures' roots, each once, keyed by the feature's oldest segment (its place in
    // features()) above the root: a sort of the keys gives features()'s order
    long[] keys = new long[figCount];
    int n = 0;
    figures:
    for (int f = 0; f < figCount; f++) {
      int slot = figSlot[f];
      if (slot < 0) {
        continue;
      }
      int root = board.find(slot);
      for (int k = 0; k < n; k++) {
        if ((int) keys[k] == root) {
          continue figures;
        }
      }
      keys[n++] = ((long) FeatureImpl.minMember(board, root) << 32) | root;
    }
    if (n == 0) {
      return ImmutableList.of();
    }
    Arrays.sort(keys, 0, n);
    Feature[] out = new Feature[n];
    for (int k = 0; k < n; k++) {
      out[k] = featureAt((int) keys[k], (int) (keys[k] >>> 32));
    }
    return ImmutableList.copyOf(out);
  }

  /** The last feature id looked up and its slot (ids name a placed segment for good). */
  private FeatureId lastId;
  private int lastIdSlot;

  /** The slot a feature id names, or -1. */
  int slotOf(FeatureId id) {
    if (id == lastId) {
      return lastIdSlot;
    }
    int i = board.at(id.position().x(), id.position().y());
    if (i < 0) {
      return -1;
    }
    int seg = c.segmentOfSpot(board.type(i), board.rot(i), id.spot());
    int slot = seg < 0 ? -1 : board.segBase(i) + seg;
    if (slot >= 0) {
      lastId = id;
      lastIdSlot = slot;
    }
    return slot;
  }

  @Override
  public Optional<Feature> feature(FeatureId id) {
    int slot = id == null ? -1 : slotOf(id);
    return slot < 0 ? Optional.empty() : Optional.of(featureOfSlot(slot));
  }

  @Override
  public ImmutableList<Feature> featuresOn(Position position) {
    int i = board.at(position.x(), position.y());
    if (i < 0) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<Feature> out = ImmutableList.builder();
    int[] seen = new int[board.segEnd(i) - board.segBase(i)];
    int n = 0;
    outer:
    for (int s = board.segBase(i); s < board.segEnd(i); s++) {
      int r = board.find(s);
      for (int k = 0; k < n; k++) {
        if (seen[k] == r) {
          continue outer;
        }
      }
      seen[n++] = r;
      out.add(new FeatureImpl(c, board, r, figCount, figOwner, figKind, figSlot, figLoc));
    }
    return out.build();
  }

  Figure figure(int i) {
    return Reads.figure(c, i, figOwner, figKind, figLoc);
  }

  @Override
  public ImmutableList<Figure> figures() {
    return Reads.figures(c, figCount, figOwner, figKind, figLoc);
  }

  @Override
  public int supply(PlayerId player, FigureKind kind) {
    return Reads.supply(c, players.size(), supply, player, kind);
  }

  @Override
  public int strength(Figure figure) {
    int slot = figSlot[figure.id()];
    if (slot < 0) {
      return 0;
    }
    Compiled.Tagged<Hooks.Strength> st = c.strength[figKind[figure.id()]];
    return st.hook().strength(figure, featureOfSlot(slot), this);
  }

  @Override
  public ImmutableList<PlayerId> majority(Feature feature) {
    FeatureImpl f = (FeatureImpl) feature;
    return majority(f.root, f);
  }

  /**
   * The majority on the feature at {@code root}; {@code view} is its view, or null to make one
   * ({@link #featureOfSlot}) only if an owned figure stands on it, for the strength rules.
   */
  ImmutableList<PlayerId> majority(int root, FeatureImpl view) {
    FeatureImpl f = view;
    // taken at the first owned figure on the feature (most features scored have none); a
    // strength rule that asks for a majority itself gets arrays of its own
    int[] strength = null;
    int best = 0;
    for (int i = 0; i < figCount; i++) {
      if (figSlot[i] >= 0 && figOwner[i] >= 0 && board.find(figSlot[i]) == root) {
        if (f == null) {
          f = featureOfSlot(root);
        }
        if (strength == null) {
          strength = strengthScratch;
          strengthScratch = null;
          if (strength == null || strength.length != players.size()) {
            strength = new int[players.size()];
          } else {
            Arrays.fill(strength, 0);
          }
        }
        Compiled.Tagged<Hooks.Strength> st = c.strength[figKind[i]];
        int v = st.hook().strength(figure(i), f, this);
        strength[figOwner[i]] += v;
        best = Math.max(best, strength[figOwner[i]]);
      }
    }
    if (strength != null) {
      strengthScratch = strength;
    }
    if (best <= 0) {
      return ImmutableList.of();
    }
    int first = -1;
    int tied = 0;
    for (int p = 0; p < strength.length; p++) {
      if (strength[p] == best) {
        first = tied++ == 0 ? p : first;
      }
    }
    if (tied == 1) {
      return first < SOLE_WINNER.size()
          ? SOLE_WINNER.get(first)
          : ImmutableList.of(PlayerId.of(first));
    }
    ImmutableList.Builder<PlayerId> out = ImmutableList.builderWithExpectedSize(tied);
    for (int p = first; p < strength.length; p++) {
      if (strength[p] == best) {
        out.add(PlayerId.of(p));
      }
    }
    return out.build();
  }

  /** A majority won by one seat, per seat: the same list every time. */
  private static final ImmutableList<ImmutableList<PlayerId>> SOLE_WINNER;

  static {
    ImmutableList.Builder<ImmutableList<PlayerId>> b = ImmutableList.builder();
    for (int seat = 0; seat < 8; seat++) {
      b.add(ImmutableList.of(PlayerId.of(seat)));
    }
    SOLE_WINNER = b.build();
  }

  @Override
  public int trackScore(PlayerId player, int track) {
    if (player.seat() >= players.size() || track < 0 || track >= c.tracks) {
      throw new IllegalArgumentException("no score track " + track + " for " + player);
    }
    return score[player.seat() * c.tracks + track];
  }

  @Override
  public int value(Feature feature, boolean completed) {
    int slot = feature == null ? -1 : slotOf(feature.id());
    if (slot < 0) {
      throw new IllegalArgumentException("no such feature on the board: " + feature);
    }
    String savedModule = module;
    Object savedWhere = where;
    int v = featureValue(featureOfSlot(slot), completed);
    module = savedModule;
    where = savedWhere;
    return v;
  }

  /** The scorer's value, then the modifiers in module order; leaves {@code module} at core. */
  int featureValue(FeatureImpl f, boolean completed) {
    int k = f.kindIndex();
    Compiled.Tagged<Hooks.FeatureScorer> sc = c.scorer[k];
    if (sc == null) {
      return 0;
    }
    module = sc.module();
    where = "value";
    int v = sc.hook().value(f, completed, this);
    for (Compiled.Tagged<Hooks.ScoreModifier> m : c.modifiers) {
      module = m.module();
      where = "score modifier";
      v = m.hook().modify(f, completed, v, this);
    }
    module = "core";
    return v;
  }

  @Override
  public int score(PlayerId player) {
    int t = 0;
    for (int k = 0; k < c.tracks; k++) {
      t += score[player.seat() * c.tracks + k];
    }
    return t;
  }

  @Override
  public boolean isFinalScoring() {
    return finalScoring;
  }

  @Override
  public int tilesLeft() {
    return Reads.tilesLeft(pileCounts);
  }

  @Override
  public int drawableTilesLeft() {
    return Reads.drawableTilesLeft(pileCounts, pileDrawable);
  }

  // What the draw reads of the piles, remembered while they are unchanged: every write to the
  // piles forgets it, except taking a tile, which keeps it up to date (a turn's draw reads these
  // several times, and a rollout's draws then never scan the counts again). A state keeps it, so
  // that the next work made from the state starts with it.
  /**
   * {@link #drawPile}'s answer p and the tiles left in it as {@code p << 20 | tiles}; -1 for no
   * pile, -2 when not known (one field: a work is made per apply, and the pure API's allocation
   * per game is budgeted).
   */
  private int drawMemo = -2;

  private void forgetPiles() {
    drawMemo = -2;
  }

  /** The memo {@link #drawPile} keeps, for a state to hand to the next work (see there). */
  int drawMemo() {
    return drawMemo;
  }

  /** The first drawable non-empty pile, or -1. */
  int drawPile() {
    if (drawMemo != -2) {
      return drawMemo < 0 ? -1 : drawMemo >>> 20;
    }
    for (int p = 0; p < pileCounts.length; p++) {
      if (pileDrawable[p]) {
        int total = 0;
        for (int v : pileCounts[p]) {
          total += v;
        }
        if (total > 0) {
          // a pile of a million tiles or more is not remembered
          drawMemo = total < (1 << 20) && p < (1 << 11) ? (p << 20) | total : -2;
          return p;
        }
      }
    }
    drawMemo = -1;
    return -1;
  }

  /** The tiles left in pile p. */
  int pileTotal(int p) {
    if (p == drawPile() && drawMemo >= 0) {
      return drawMemo & ((1 << 20) - 1);
    }
    int total = 0;
    for (int v : pileCounts[p]) {
      total += v;
    }
    return total;
  }

  // ---------------------------------------------------------------- writing

  @Override
  public <T> void set(StateKey<T> key, T value) {
    int i = slotIndex(key);
    if (value != null && !key.type().isInstance(value)) {
      throw new IllegalStateException("value for " + key + " is not a " + key.type().getSimpleName());
    }
    if (!slotsOwned) {
      slots = slots.clone();
      slotsOwned = true;
    }
    slots[i] = value;
  }

  /** The first event of this apply; the list holds them all once there are two. */
  private GameEvent firstEvent;

  private void addEvent(GameEvent event) {
    if (events == null) {
      if (firstEvent == null) {
        firstEvent = event;
        return;
      }
      events = new ArrayList<>(8);
      events.add(firstEvent);
    }
    events.add(event);
  }

  /** The events so far. */
  ImmutableList<GameEvent> events() {
    if (events == null) {
      return firstEvent == null ? ImmutableList.of() : ImmutableList.of(firstEvent);
    }
    return ImmutableList.copyOf(events);
  }

  /** Forgets the events so far. */
  void clearEvents() {
    firstEvent = null;
    events = null;
  }

  @Override
  public void emit(GameEvent event) {
    if (event == null) {
      throw new IllegalStateException("null event");
    }
    if (recording) {
      addEvent(event);
    }
  }

  @Override
  public void push(Step step) {
    if (step == null) {
      throw new IllegalStateException("null step");
    }
    steps = steps.push(step);
  }

  /** Pushes a core step whose kind is known (see {@link StepStack}). */
  void push(Step step, int kind) {
    steps = steps.push(step, kind);
  }

  @Override
  public void pushAll(List<? extends Step> list) {
    for (int i = list.size() - 1; i >= 0; i--) {
      push(list.get(i));
    }
  }

  @Override
  public void award(Award award) {
    Award a = award;
    List<Compiled.Tagged<Hooks.AwardInterceptor>> ins = c.interceptors;
    for (int i = 0; i < ins.size() && a != null; i++) {
      String saved = module;
      module = ins.get(i).module();
      a = ins.get(i).hook().intercept(a, this);
      module = saved;
    }
    if (a != null) {
      commitAward(a);
    }
  }

  @Override
  public void commitAward(Award a) {
    int src = sourceIndex(a.source());
    if (src < 0) {
      throw new IllegalStateException("score source " + a.source() + " is not registered");
    }
    int p = a.player().seat();
    if (p >= players.size() || a.track() < 0 || a.track() >= c.tracks) {
      throw new IllegalStateException("award to no such player or track: " + a);
    }
    book(p, a.track(), a.points(), src);
    if (recording) {
      addEvent(
        new GameEvent.PointsScored(
            a.player(), a.points(), a.source(), a.feature(), a.payer(), a.track(), a.finalScoring()));
    }
    List<Compiled.Tagged<Hooks.AwardObserver>> obs = c.observers;
    for (int i = 0; i < obs.size(); i++) {
      String saved = module;
      module = obs.get(i).module();
      obs.get(i).hook().booked(a, this);
      module = saved;
    }
  }

  /** A score source's index, or -1: the few registered ones by identity first (no hashing). */
  /**
   * Books a feature's points for seat p on the main track with no award object, where nothing
   * intercepts or observes awards ({@link Compiled#plainScoring}): what {@link #commitAward}
   * does with {@code new Award(player, points, source, feature, no payer, track 0,
   * finalScoring)}. {@code feature} is needed only for the event, when events are kept.
   */
  void bookPlain(int p, int points, int src, FeatureId feature) {
    book(p, 0, points, src);
    if (recording) {
      addEvent(
          new GameEvent.PointsScored(
              PlayerId.of(p), points, c.sources.get(src), Optional.ofNullable(feature),
              Optional.empty(), 0, finalScoring));
    }
  }

  /** Adds points to seat p's track and to its score by source src. */
  private void book(int p, int track, int points, int src) {
    ownScores();
    int old = score[p * c.tracks + track];
    score[p * c.tracks + track] += points;
    if (hashing) {
      zobrist ^= Zobrist.score(p, track, old) ^ Zobrist.score(p, track, old + points);
    }
    bySource[p * c.sources.size() + src] += points;
  }

  private int sourceIndex(io.github.carcassonne.score.ScoreSource source) {
    ImmutableList<io.github.carcassonne.score.ScoreSource> sources = c.sources;
    for (int i = 0; i < sources.size(); i++) {
      if (sources.get(i) == source) {
        return i;
      }
    }
    Integer i = source == null ? null : c.sourceIndex.get(source);
    return i == null ? -1 : i;
  }

  private int figureKindIndex(FigureKind kind) {
    int k = c.kindIndex(kind);
    if (k < 0) {
      throw new IllegalStateException("figure kind " + kind + " is not registered");
    }
    return k;
  }

  /** The slot a location names, or -1 if it is not on a feature. */
  int slotOfLocation(Location location) {
    if (location instanceof Location.OnFeature on) {
      int i = board.at(on.position().x(), on.position().y());
      if (i < 0) {
        return -1;
      }
      int seg = c.segmentOfSpot(board.type(i), board.rot(i), on.spot());
      return seg < 0 ? -1 : board.segBase(i) + seg;
    }
    return -1;
  }

  /** The canonical form of a location. */
  Location canonical(Location location) {
    return canonical(location, slotOfLocation(location));
  }

  /**
   * The canonical form of a location given the slot it names ({@link #slotOfLocation}, -1 if
   * none): a feature location named by its segment's canonical spot, found from the slot.
   */
  private Location canonical(Location location, int slot) {
    if (slot < 0) {
      return location;
    }
    Location.OnFeature on = (Location.OnFeature) location;
    int i = board.slotTile(slot);
    int t = board.type(i);
    int ns = board.segEnd(i) - board.segBase(i);
    String spot = c.canonicalSpot[t][board.rot(i) * ns + board.slotSeg(slot)];
    return spot.equals(on.spot()) ? on : new Location.OnFeature(on.position(), spot);
  }

  @Override
  public int deploy(PlayerId player, FigureKind kind, Location location) {
    int k = figureKindIndex(kind);
    int p = player.seat();
    int nk = c.figureKinds.size();
    if (supply[p * nk + k] <= 0) {
      throw new IllegalStateException(player + " has no " + kind + " left in supply");
    }
    // the segment looked up once, for the slot and the canonical spot
    int slot = slotOfLocation(location);
    if (location instanceof Location.OnFeature && slot < 0) {
      throw new IllegalStateException("no feature at " + location.notation());
    }
    return deployOnSlot(player, k, slot, canonical(location, slot));
  }

  /**
   * Deploys a figure of kind index k from the player's supply (which has one) onto slot {@code
   * slot} (-1 for a location on no feature) at the canonical location {@code loc}; the figure's
   * id.
   */
  int deployOnSlot(PlayerId player, int k, int slot, Location loc) {
    int p = player.seat();
    int nk = c.figureKinds.size();
    FigureKind kind = c.figureKinds.get(k);
    ownFigures();
    // reuse a figure of this kind and owner from supply
    int id = -1;
    for (int i = 0; i < figCount; i++) {
      // a figure in supply is on no slot: the int is read before the location
      if (figOwner[i] == p && figKind[i] == k && figSlot[i] < 0
          && figLoc[i] instanceof Location.Supply) {
        id = i;
        break;
      }
    }
    if (id < 0) {
      throw new IllegalStateException("supply count and figures disagree for " + player + " " + kind);
    }
    supply[p * nk + k]--;
    if (hashing) {
      zobrist ^= Zobrist.figure(id, figSlot[id], figLoc[id]) ^ Zobrist.figure(id, slot, loc);
    }
    figSlot[id] = slot;
    figLoc[id] = loc;
    if (recording) {
      addEvent(new GameEvent.FigureDeployed(player, kind, loc));
    }
    return id;
  }

  @Override
  public void returnToSupply(int figureId) {
    if (figureId < 0 || figureId >= figCount) {
      throw new IllegalStateException("no figure " + figureId);
    }
    Location from = figLoc[figureId];
    if (from instanceof Location.Supply) {
      return;
    }
    ownFigures();
    int owner = figOwner[figureId];
    if (hashing) {
      zobrist ^=
          Zobrist.figure(figureId, figSlot[figureId], from)
              ^ Zobrist.figure(figureId, -1, Location.Supply.INSTANCE);
    }
    figSlot[figureId] = -1;
    figLoc[figureId] = Location.Supply.INSTANCE;
    if (owner >= 0) {
      supply[owner * c.figureKinds.size() + figKind[figureId]]++;
    }
    if (owner >= 0 && recording) {
      addEvent(
          new GameEvent.FigureReturned(PlayerId.of(owner), c.figureKinds.get(figKind[figureId]), from));
    }
    List<Compiled.Tagged<Hooks.FigureLeaves>> hooks = c.figureLeaves;
    Figure f = hooks.isEmpty() ? null : figure(figureId);
    for (int i = 0; i < hooks.size(); i++) {
      String saved = module;
      module = hooks.get(i).module();
      hooks.get(i).hook().left(f, from, this);
      module = saved;
    }
  }

  @Override
  public void moveFigure(int figureId, Location location) {
    if (figureId < 0 || figureId >= figCount) {
      throw new IllegalStateException("no figure " + figureId);
    }
    ownFigures();
    int slot = slotOfLocation(location);
    Location loc = canonical(location, slot);
    if (hashing) {
      zobrist ^=
          Zobrist.figure(figureId, figSlot[figureId], figLoc[figureId])
              ^ Zobrist.figure(figureId, slot, loc);
    }
    figLoc[figureId] = loc;
    figSlot[figureId] = slot;
  }

  private int stream(String name) {
    for (int i = 0; i < streamNames.length; i++) {
      if (streamNames[i].equals(name)) {
        return i;
      }
    }
    streamsOwned = true;
    streamNames = Arrays.copyOf(streamNames, streamNames.length + 1);
    streamCounters = Arrays.copyOf(streamCounters, streamCounters.length + 1);
    streamNames[streamNames.length - 1] = name;
    return streamNames.length - 1;
  }

  @Override
  public long random(String name) {
    int i = stream(name);
    if (!streamsOwned) {
      streamCounters = streamCounters.clone();
      streamsOwned = true;
    }
    long n = streamCounters[i]++;
    return Rng.bits(streamBase(name), n);
  }

  /** The bits the next {@link #random} of a stream would give, without using them. */
  long peek(String name) {
    for (int i = 0; i < streamNames.length; i++) {
      if (streamNames[i].equals(name)) {
        return Rng.bits(streamBase(name), streamCounters[i]);
      }
    }
    return Rng.bits(streamBase(name), 0);
  }

  /** The last stream whose {@link Rng#base} was asked for, under which seed, and the base. */
  private String baseName;
  private long baseSeed;
  private long base;

  /**
   * True once anything here depended on the seed: every random value, used or peeked at, comes
   * from {@link #streamBase}, and nothing else reads the seed (see {@code EngineCore#newGame}).
   */
  boolean seedRead;

  /** {@link Rng#base} of a stream under this work's seed, remembered for the last stream. */
  private long streamBase(String name) {
    if (name != baseName || seed != baseSeed) {
      seedRead = true;
      base = Rng.base(seed, name);
      baseName = name;
      baseSeed = seed;
    }
    return base;
  }

  /** Uses up one value of a stream. */
  void advance(String name) {
    int i = stream(name);
    if (!streamsOwned) {
      streamCounters = streamCounters.clone();
      streamsOwned = true;
    }
    streamCounters[i]++;
  }

  @Override
  public int randomInt(String name, int bound) {
    if (bound <= 0) {
      throw new IllegalStateException("bound must be positive");
    }
    return Rng.below(random(name), bound);
  }

  private int pile(String name, boolean create) {
    for (int i = 0; i < pileNames.length; i++) {
      if (pileNames[i].equals(name)) {
        return i;
      }
    }
    if (!create) {
      return -1;
    }
    ownBag();
    int n = pileNames.length;
    pileNames = Arrays.copyOf(pileNames, n + 1);
    pileCounts = Arrays.copyOf(pileCounts, n + 1);
    pileDrawable = Arrays.copyOf(pileDrawable, n + 1);
    pileNames[n] = name;
    pileCounts[n] = new int[c.tileCount()];
    pileDrawable[n] = true;
    forgetPiles();
    return n;
  }

  int tileIndex(String tileId) {
    Integer t = c.tileIndex.get(tileId);
    if (t == null) {
      throw new IllegalStateException("tile " + tileId + " is not in the rule set");
    }
    return t;
  }

  @Override
  public void addTiles(String pileName, String tileId, int count) {
    int t = tileIndex(tileId);
    if (count < 0) {
      throw new IllegalStateException("negative tile count");
    }
    int p = pile(pileName, true);
    ownBag();
    if (hashing) {
      zobrist ^= Zobrist.bag(p, t, pileCounts[p][t]) ^ Zobrist.bag(p, t, pileCounts[p][t] + count);
    }
    pileCounts[p][t] += count;
    forgetPiles();
  }

  @Override
  public int removeTiles(String pileName, String tileId, int count) {
    int t = tileIndex(tileId);
    int p = pile(pileName, false);
    if (p < 0) {
      return 0;
    }
    ownBag();
    int n = Math.min(count, pileCounts[p][t]);
    if (hashing) {
      zobrist ^= Zobrist.bag(p, t, pileCounts[p][t]) ^ Zobrist.bag(p, t, pileCounts[p][t] - n);
    }
    pileCounts[p][t] -= n;
    forgetPiles();
    return n;
  }

  /** Takes one tile of type t out of pile p. */
  void takeTile(int p, int t) {
    if (!bagOwned) {
      // copy only the counts of the pile drawn from
      if (p >= 64) {
        ownBag();
      } else if ((countsOwned & (1L << p)) == 0) {
        if (countsOwned == 0) {
          pileCounts = pileCounts.clone();
        }
        pileCounts[p] = pileCounts[p].clone();
        countsOwned |= 1L << p;
      }
    }
    if (hashing) {
      zobrist ^= Zobrist.bag(p, t, pileCounts[p][t]) ^ Zobrist.bag(p, t, pileCounts[p][t] - 1);
    }
    pileCounts[p][t]--;
    if (drawMemo >= 0 && drawMemo >>> 20 == p && (drawMemo & ((1 << 20) - 1)) > 1) {
      drawMemo--;
    } else {
      drawMemo = -2;
    }
  }

  @Override
  public void setDrawable(String pileName, boolean drawable) {
    int p = pile(pileName, true);
    ownBag();
    pileDrawable[p] = drawable;
    forgetPiles();
  }

  @Override
  public void scoreFeature(FeatureId feature, boolean completed) {
    push(io.github.carcassonne.spi.ScoringJob.of(feature, completed));
  }

  @Override
  public void pushExtraTile() {
    push(CoreSteps.DRAW_IF_ANY);
  }

  // ---------------------------------------------------------------- setup

  void placeTile(int t, int r, int x, int y) {
    board = board.place(c, t, r, x, y);
    if (hashing) {
      zobrist ^= Zobrist.tile(x, y, t, r);
    }
  }

  @Override
  public void placeStart(TileType type, Position position, Rotation rotation) {
    int t = tileIndex(type.id());
    if (board.at(position.x(), position.y()) >= 0) {
      throw new IllegalStateException("cell " + position + " is taken");
    }
    placeTile(t, rotation.ordinal(), position.x(), position.y());
    addEvent(new GameEvent.TilePlaced(Optional.empty(), type.id(), position, rotation));
  }

  @Override
  public void placePiece(Piece piece, Position position) {
    for (Piece.Cell cell : piece.cells()) {
      placeStart(cell.type(), position.plus(cell.offset().x(), cell.offset().y()), cell.rotation());
    }
  }

  @Override
  public void addFigures(FigureKind kind, int perPlayer) {
    int k = figureKindIndex(kind);
    ownFigures();
    int n = figCount + perPlayer * players.size();
    figOwner = Arrays.copyOf(figOwner, n);
    figKind = Arrays.copyOf(figKind, n);
    figSlot = Arrays.copyOf(figSlot, n);
    figLoc = Arrays.copyOf(figLoc, n);
    for (int p = 0; p < players.size(); p++) {
      for (int j = 0; j < perPlayer; j++) {
        figOwner[figCount] = p;
        figKind[figCount] = k;
        figSlot[figCount] = -1;
        figLoc[figCount] = Location.Supply.INSTANCE;
        if (hashing) {
          zobrist ^= Zobrist.figure(figCount, -1, Location.Supply.INSTANCE);
        }
        figCount++;
      }
      supply[p * c.figureKinds.size() + k] += perPlayer;
    }
  }

  @Override
  public int addNeutralFigure(FigureKind kind, Location location) {
    int k = figureKindIndex(kind);
    ownFigures();
    int n = figCount + 1;
    figOwner = Arrays.copyOf(figOwner, n);
    figKind = Arrays.copyOf(figKind, n);
    figSlot = Arrays.copyOf(figSlot, n);
    figLoc = Arrays.copyOf(figLoc, n);
    int slot = slotOfLocation(location);
    Location loc = canonical(location, slot);
    figOwner[figCount] = -1;
    figKind[figCount] = k;
    figSlot[figCount] = slot;
    figLoc[figCount] = loc;
    if (hashing) {
      zobrist ^= Zobrist.figure(figCount, figSlot[figCount], loc);
    }
    return figCount++;
  }
}
