package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.IllegalMoveException.Reason;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleModuleException;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.spi.ChanceStep;
import io.github.carcassonne.spi.DecisionStep;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.PlacementQuery;
import io.github.carcassonne.spi.ScoringJob;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The turn engine: pure functions over a compiled rule set. */
public final class EngineCore {
  /** The most steps one apply may run before the engine declares a loop among hooks. */
  static final int STEP_BUDGET = 100_000;

  static final String TILE_STREAM = "tiles";
  /** The stream of a rollout policy's bits ({@link #rolloutBits}). */
  private static final String ROLLOUT_STREAM = "rollout";

  private static final int DECISION = StepStack.DECISION;
  private static final int CHANCE = StepStack.CHANCE;
  private static final int CORE_AUTO = StepStack.CORE_AUTO;
  private static final int JOB = StepStack.JOB;

  /**
   * A per-thread scratch buffer for placement search (its contents never outlive one call and
   * no callback runs while it is in use), so that listing placements allocates only the list.
   */
  private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[256]);
  /**
   * Each thread's grid and free-cell arrays for its next rollout's board ({@link Board.Spare}):
   * a board takes them and gives them back when its rollout ends, so nothing in them outlives a
   * rollout, and a rollout started inside another (by a policy) finds them taken and allocates
   * its own.
   */
  private static final ThreadLocal<Board.Spare> SPARE = ThreadLocal.withInitial(Board.Spare::new);

  private final Compiled c;

  /** An engine over a compiled rule set. */
  public EngineCore(Compiled c) {
    this.c = c;
  }

  // ------------------------------------------------------------------ public operations

  /**
   * The last new game whose setup did not depend on its seed, with its players and first player:
   * a new game with the same players and first player is that state under another seed. Read and
   * written without locks by any thread: the holder's fields are final, so a thread sees it whole,
   * and threads that race keep whichever template was written last.
   */
  private NewGame template;

  /** A new game's state as its setup left it, and the players and first player of that setup. */
  private record NewGame(ImmutableList<String> players, int firstPlayer, State state) {}

  /** A new game, run up to its first decision or chance node. */
  public State newGame(GameSetup setup) {
    NewGame t = template;
    if (t != null
        && t.firstPlayer() == setup.firstPlayer()
        && (t.players() == setup.players() || t.players().equals(setup.players()))) {
      // the same setup under another seed: the same state but for the seed (which no module
      // read), its hash kept (the seed is mixed in when the hash is read)
      Work w = new Work(t.state());
      w.seed = setup.seed();
      w.source = null;
      return w.freeze();
    }
    Work w = new Work(c, setup.players(), setup.firstPlayer(), setup.seed());
    // the setup keeps no hash; the new state's is computed from scratch once it is made
    w.hashing = false;
    guarded(
        w,
        () -> {
          w.push(CoreSteps.TURN_START, CORE_AUTO);
          for (Compiled.Tagged<Hooks.Setup> h : c.setup) {
            w.module = h.module();
            w.where = "setup";
            h.hook().setup(w);
          }
          w.module = "core";
          run(w);
        });
    w.clearEvents();
    State s = w.freeze();
    // Computed now, not when first asked for: every working copy of the pure API asks for its
    // state's hash, and a branch that computes it once a game is compiled into each of them,
    // which lengthened the JIT's warm-up; now only a rollout's end state computes it late.
    s.zobrist();
    if (!w.seedRead) {
      template = new NewGame(setup.players(), setup.firstPlayer(), s);
    }
    return s;
  }

  /** Who acts next. */
  public Actor toAct(GameState gs) {
    State s = cast(gs);
    if (s.over || s.steps.isEmpty()) {
      return Actor.NOBODY;
    }
    Step head = s.steps.head;
    if (s.steps.kind == DECISION) {
      return Actor.player(((DecisionStep) head).player());
    }
    return Actor.CHANCE;
  }

  /** The legal moves of the player to act, in the documented order; empty at chance or game end. */
  public List<Move> legalMoves(GameState gs) {
    State s = cast(gs);
    if (s.over || s.steps.isEmpty() || s.steps.kind != DECISION) {
      return ImmutableList.of();
    }
    List<Move> memo = s.legalMemo;
    if (memo != null) {
      return memo;
    }
    if (s.steps.head instanceof CoreSteps.Place
        && c.placementRules[Math.max(s.drawn, 0)].length == 0) {
      // the commonest and longest list, without placement rules: found as primitives and kept
      // so; a move object is looked up when read (no working copy needed)
      memo = placementList(s.board, s.drawn);
    } else if (c.plainDeploy && s.steps.head instanceof CoreSteps.Deploy dep) {
      // the base game's deployments, listed from the state's arrays (no working copy needed)
      memo = deployList(s, dep.player());
    } else {
      Work w = new Work(s);
      List<Move> out = new ArrayList<>(8);
      guarded(w, () -> decisionMoves(w, (DecisionStep) s.steps.head, out));
      memo = ImmutableList.copyOf(out);
    }
    s.legalMemo = memo;
    return memo;
  }

  /**
   * The legal deployments of a player when every deployment generator is the engine's own
   * ({@link Compiled#plainDeploy}): the generators' moves in order, then skipping, as {@link
   * #deployMoves} lists them.
   */
  private ImmutableList<Move> deployList(State s, PlayerId player) {
    Board b = s.board;
    int i = s.placed;
    int[] offered = new int[c.deployGenerators.length];
    int n = offered(offered, b, i, s.players.size(), s.supply, s.figCount, s.figSlot, player);
    if (n == 0) {
      return SKIP_ONLY;
    }
    ImmutableList.Builder<Move> out = ImmutableList.builderWithExpectedSize(n + 1);
    for (int g = 0; g < offered.length; g++) {
      EmptyFeatureDeploy e = plainGenerator(g);
      for (int free = offered[g]; free != 0; free &= free - 1) {
        out.add(e.moveOn(c, b, i, Integer.numberOfTrailingZeros(free)));
      }
    }
    return out.add(Move.Skip.INSTANCE).build();
  }

  /**
   * Deployment generator g of a rule set whose generators are all the engine's own rule ({@link
   * Compiled#plainDeploy}).
   */
  private EmptyFeatureDeploy plainGenerator(int g) {
    return (EmptyFeatureDeploy) c.deployGenerators[g].hook();
  }

  /**
   * Writes into {@code offered}, generator by generator ({@link Compiled#plainDeploy}), the
   * segments of tile {@code placed} each offers {@code player}, as bits; returns how many in all.
   */
  private int offered(
      int[] offered, Board b, int placed, int players, int[] supply, int figCount, int[] figSlot,
      PlayerId player) {
    int n = 0;
    for (int g = 0; g < offered.length; g++) {
      offered[g] =
          plainGenerator(g).offered(c, b, placed, players, supply, figCount, figSlot, player);
      n += Integer.bitCount(offered[g]);
    }
    return n;
  }

  private static final ImmutableList<Move> SKIP_ONLY = ImmutableList.of(Move.Skip.INSTANCE);

  /** The legal placements of tile type t (which has no placement rules), in legal-move order. */
  private List<Move> placementList(Board b, int t) {
    if (t < 0) {
      return ImmutableList.of();
    }
    // room for four codes per cell: the table search writes them without branches
    int need = b.freeCount * 4 + 4;
    int[] found = SCRATCH.get();
    if (found.length < need) {
      found = new int[Math.max(need, found.length * 2)];
      SCRATCH.set(found);
    }
    int n = placements(b, t, null, COUNT, found);
    return new PlacementList(b, c.placementMoves, Arrays.copyOf(found, n));
  }

  /** {@link #placements}: count them all. */
  private static final int COUNT = Integer.MAX_VALUE;

  /** For each set of rotations (a bit per quarter turn), its members ascending, 2 bits each. */
  private static final int[] ROTATIONS_OF_MASK = new int[16];

  static {
    for (int m = 0; m < 16; m++) {
      int packed = 0;
      int k = 0;
      for (int r = 0; r < 4; r++) {
        if ((m & (1 << r)) != 0) {
          packed |= r << (2 * k++);
        }
      }
      ROTATIONS_OF_MASK[m] = packed;
    }
  }

  /**
   * Finds the legal placements of tile type t in legal-move order, stopping after {@code limit}
   * (1 asks "is there any", {@link #COUNT} counts all); returns how many were found. Each is
   * written as {@code (free cell << 2) | rotation} into {@code found} when given (room for four
   * per free cell). {@code w} may be null if t has no placement rules.
   */
  private int placements(Board b, int t, Work w, int limit, int[] found) {
    int[] rots = c.distinctRotationOrdinals[t];
    int[] packed = c.packedEdges[t];
    boolean matching = c.edgeMatching;
    boolean rules = c.placementRules[t].length > 0;
    Query q = rules ? new Query(w) : null;
    int n = 0;
    byte[] maskOf = c.rotationMask == null ? null : c.rotationMask[t];
    if (maskOf != null && !rules && limit == COUNT && found != null && b.gridded()) {
      // the same over an exclusive board's grid: its free cells row by row
      long[] rows = b.cellRows();
      int[] edges = b.cellEdges();
      int gs = b.gridShift();
      for (int gy = b.cellRowLo(), hi = b.cellRowHi(); gy <= hi; gy++) {
        long bits = rows[gy];
        while (bits != 0) {
          int cell = (gy << gs) | Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          n = writeRotations(found, n, cell, maskOf[edges[cell]]);
        }
      }
      return n;
    }
    if (maskOf != null && !rules && limit == COUNT && found != null) {
      // the hot case, without branches per rotation: each cell writes its matching rotations'
      // codes (up to four, in ascending order) and moves on by their number
      int[] freeEdges = b.freeEdgeCodes();
      int count = b.freeCount;
      for (int i = 0; i < count; i++) {
        n = writeRotations(found, n, i, maskOf[freeEdges[i]]);
      }
      return n;
    }
    boolean plain = !rules && found == null;
    for (int i = b.firstFree(); i >= 0; i = b.nextFree(i)) {
      int nb = b.freeEdge(i);
      int mask = maskOf != null ? maskOf[nb] : matchingRotations(rots, packed, matching, nb);
      if (plain) {
        n += Integer.bitCount(mask);
        if (n >= limit) {
          return limit;
        }
        continue;
      }
      while (mask != 0) {
        int r = Integer.numberOfTrailingZeros(mask);
        mask &= mask - 1;
        if (rules) {
          int key = b.freeKey(i);
          q.set(t, r, Board.keyX(key), Board.keyY(key), maskOf != null ? c.edgeCodes(nb) : nb);
          if (ruleDenying(w, q) != null) {
            continue;
          }
        }
        if (found != null) {
          found[n] = (i << 2) | r;
        }
        if (++n >= limit) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * Writes the codes of free cell i's matching rotations (a bit per quarter turn in {@code
   * mask}) at found[n..], in ascending order, without a branch per rotation: always four
   * writes, of which the first bitCount(mask) count. Returns n plus that count.
   */
  private static int writeRotations(int[] found, int n, int i, int mask) {
    int rs = ROTATIONS_OF_MASK[mask];
    int code = i << 2;
    found[n] = code | (rs & 3);
    found[n + 1] = code | ((rs >>> 2) & 3);
    found[n + 2] = code | ((rs >>> 4) & 3);
    found[n + 3] = code | ((rs >>> 6) & 3);
    return n + Integer.bitCount(mask);
  }

  /**
   * The rotations (a bit per quarter turn) among {@code rots} whose edges match the neighbours'
   * codes {@code nb} (a byte per side, 0xFF for none), without a rotation table.
   */
  private static int matchingRotations(int[] rots, int[] packed, boolean matching, int nb) {
    // a byte of 0xFF means no neighbour on that side: those bytes are not compared
    int absent = nb & (nb << 1) & (nb << 2) & (nb << 3) & (nb << 4) & (nb << 5) & (nb << 6)
        & (nb << 7) & 0x80808080;
    int present = ~((absent >>> 7) * 0xFF);
    int mask = 0;
    for (int r : rots) {
      if (!matching || ((nb ^ packed[r]) & present) == 0) {
        mask |= 1 << r;
      }
    }
    return mask;
  }

  /** The outcomes of the chance node at the head, with weights; empty if no chance node is next. */
  public ImmutableList<ChanceOutcome> chanceOutcomes(GameState gs) {
    State s = cast(gs);
    if (s.over || s.steps.isEmpty() || !(s.steps.head instanceof ChanceStep cs)) {
      return ImmutableList.of();
    }
    Work w = new Work(s);
    List<ChanceOutcome> out = new ArrayList<>();
    guarded(w, () -> outcomes(w, cs, out));
    return ImmutableList.copyOf(out);
  }

  /** Applies a move. */
  public Transition apply(GameState gs, Move move) {
    State s = cast(gs);
    if (move == null) {
      throw new IllegalMoveException(Reason.OTHER, null, "no move given (null)");
    }
    if (s.over || s.steps.isEmpty()) {
      throw new IllegalMoveException(
          Reason.GAME_OVER, move, "move '" + move.notation() + "' is illegal: the game is over");
    }
    Work w = new Work(s);
    // guarded's handling written out: a lambda here was an allocation and a call per move
    try {
      applyAtHead(w, move);
      run(w);
    } catch (RuntimeException | StackOverflowError e) {
      throw failure(w, e);
    }
    return new Transition(w.freeze(), w.events());
  }

  /** Samples the chance node at the head with the state's randomness and applies the outcome. */
  public Transition resolveChance(GameState gs) {
    State s = cast(gs);
    if (s.over || s.steps.isEmpty() || !(s.steps.head instanceof ChanceStep cs)) {
      throw new IllegalMoveException(
          Reason.DECISION_EXPECTED, null, "no chance node is next: " + toAct(s).kind());
    }
    if (s.view) {
      throw new IllegalMoveException(
          Reason.HIDDEN_RANDOMNESS,
          null,
          "a player's view has no randomness: determinize it or apply an explicit outcome");
    }
    Work w = new Work(s);
    try {
      resolveAtHead(w, cs);
      run(w);
    } catch (RuntimeException | StackOverflowError e) {
      throw failure(w, e);
    }
    return new Transition(w.freeze(), w.events());
  }

  /**
   * The tile type a pending draw from pile p gives with the state's randomness: straight from
   * the pile's counts, in tile order (the same as the outcomes' order).
   */
  private static int sampleTile(Work w, int p) {
    if (p < 0) {
      throw new IllegalStateException("a draw is pending but no drawable tile is left");
    }
    int[] counts = w.pileCounts[p];
    int pick = Rng.below(w.peek(TILE_STREAM), w.pileTotal(p));
    int t = 0;
    while (pick >= counts[t]) {
      pick -= counts[t++];
    }
    return t;
  }

  /**
   * Resolves the chance node at the head of w's steps with the state's randomness. A tile draw
   * is drawn by its index, without a move whose tile id would be looked up again.
   */
  private void resolveAtHead(Work w, ChanceStep cs) {
    if (cs instanceof CoreSteps.Draw) {
      int p = w.drawPile();
      drawTile(w, p, sampleTile(w, p));
    } else {
      applyAtHead(w, sample(w, cs));
    }
  }

  /**
   * Samples the outcome of a chance node other than a tile draw (see {@link #resolveAtHead})
   * with the state's randomness (the stream's next value, which applying the outcome then uses
   * up).
   */
  private Move sample(Work w, ChanceStep cs) {
    List<ChanceOutcome> out = new ArrayList<>();
    outcomes(w, cs, out);
    int total = 0;
    for (ChanceOutcome o : out) {
      total += o.weight();
    }
    if (total <= 0) {
      throw new IllegalStateException("chance node " + cs + " has no outcome");
    }
    int pick = Rng.below(w.peek(streamOf(cs)), total);
    for (ChanceOutcome o : out) {
      pick -= o.weight();
      if (pick < 0) {
        return o.move();
      }
    }
    throw new IllegalStateException("chance weights changed while sampling");
  }

  /** Carries a rollout policy's fault past the module-fault wrapping. */
  private static final class PolicyFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient IllegalArgumentException failure;

    PolicyFailure(IllegalArgumentException failure) {
      super(failure.getMessage(), null, false, false);
      this.failure = failure;
    }
  }

  /** The policy's random bits at decision n of a rollout with this seed. */
  public static long rolloutBits(long seed, int n) {
    return Rng.bits(seed, ROLLOUT_STREAM, n);
  }

  /** Plays forward on one working copy; see Engine#rollout. */
  public State rollout(
      GameState gs, io.github.carcassonne.RolloutPolicy policy, int maxDecisions, long seed) {
    State s = cast(gs);
    if (s.view) {
      throw new IllegalMoveException(
          Reason.HIDDEN_RANDOMNESS, null, "a player's view has no randomness: determinize it first");
    }
    // the state hash is computed once, when the rollout's state is asked for it
    Work w = new Work(s, false);
    // the rollout's own board, written in place; no events are kept
    Board.Spare spare = SPARE.get();
    w.board = w.board.exclusive(c, w.board.count + w.tilesLeft(), segmentsLeft(w), spare);
    w.recording = false;
    // the start state's remembered legal moves say nothing of later decisions
    w.source = null;
    MoveBuffer legal = new MoveBuffer();
    Deploys deploys = c.plainDeploy ? new Deploys() : null;
    Placements placements = new Placements();
    w.placements = placements;
    int[] decisions = {0};
    long bitsBase = Rng.base(seed, ROLLOUT_STREAM);
    guarded(
        w,
        () -> {
          while (!w.over && !w.steps.isEmpty() && decisions[0] < maxDecisions) {
            Step head = w.steps.head;
            if (w.steps.kind == CHANCE) {
              resolveAtHead(w, (ChanceStep) head);
            } else {
              boolean place = head instanceof CoreSteps.Place;
              List<Move> moves;
              if (place) {
                if (!placements.current(w, w.drawn)) {
                  placements.fill(w, w.drawn);
                }
                moves = placements;
              } else if (deploys != null && head instanceof CoreSteps.Deploy dep) {
                deploys.fill(w, dep.player());
                moves = deploys;
              } else {
                legal.clear();
                decisionMoves(w, (DecisionStep) head, legal);
                moves = legal;
              }
              int i;
              try {
                i = policy.choose(w, moves, Rng.bits(bitsBase, decisions[0]));
              } catch (RuntimeException e) {
                throw new PolicyFailure(
                    new IllegalArgumentException("rollout policy failed: " + e.getMessage(), e));
              }
              if (i < 0 || i >= moves.size()) {
                throw new PolicyFailure(
                    new IllegalArgumentException(
                        "rollout policy chose move " + i + " of " + moves.size()));
              }
              if (place) {
                int code = placements.code(i);
                // the cell as coordinates: its Position is needed only for an event (none here)
                int key = w.board.freeKey(code >>> 2);
                placeChecked(
                    w, w.drawn, c.canonicalRotation[w.drawn][code & 3], Board.keyX(key),
                    Board.keyY(key), null);
              } else if (moves == deploys) {
                deploys.deploy(i);
              } else if (head instanceof CoreSteps.Deploy dep) {
                // one of the moves just generated for this decision: no need to check it again
                deployListed(w, dep, legal.get(i));
              } else {
                applyAtHead(w, legal.get(i));
              }
              decisions[0]++;
            }
            run(w);
            w.clearEvents();
          }
        });
    Board board = w.board;
    State end = w.freeze();
    // the state does not use the grid: it serves the thread's next rollout
    board.release(spare);
    return end;
  }

  /** The segments of the tiles left in the piles: the slots a rollout's board will add. */
  private int segmentsLeft(Work w) {
    long n = 0;
    for (int[] counts : w.pileCounts) {
      for (int t = 0; t < counts.length; t++) {
        n += (long) counts[t] * (c.segSides[t].length >> 2);
      }
    }
    return (int) Math.min(1 << 18, n);
  }

  /**
   * A rollout's reusable list of a decision's moves: cleared by forgetting its size (the moves
   * it held stay referenced until overwritten, at most until the rollout ends).
   */
  private static final class MoveBuffer extends java.util.AbstractList<Move>
      implements java.util.RandomAccess {
    private Move[] items = new Move[16];
    private int n;

    @Override
    public Move get(int index) {
      java.util.Objects.checkIndex(index, n);
      return items[index];
    }

    @Override
    public int size() {
      return n;
    }

    @Override
    public boolean add(Move m) {
      if (n == items.length) {
        items = java.util.Arrays.copyOf(items, n * 2);
      }
      items[n++] = m;
      return true;
    }

    @Override
    public void add(int index, Move m) {
      java.util.Objects.checkIndex(index, n + 1);
      add(m);
      System.arraycopy(items, index, items, index + 1, n - 1 - index);
      items[index] = m;
    }

    @Override
    public Move set(int index, Move m) {
      Move old = get(index);
      items[index] = m;
      return old;
    }

    @Override
    public Move remove(int index) {
      Move old = get(index);
      System.arraycopy(items, index + 1, items, index, n - 1 - index);
      n--;
      return old;
    }

    @Override
    public void clear() {
      n = 0;
    }
  }

  /**
   * The legal deployments of a rollout's decision when every deployment generator is the
   * engine's own ({@link Compiled#plainDeploy}), as a reusable list in {@link #deployMoves}'
   * order: the segments each generator offers, as bits, and skipping last. A move is made (from
   * the shared table) only when a policy reads it, and the chosen deployment is made from its
   * segment, without finding the segment from the move's spot.
   */
  private final class Deploys extends java.util.AbstractList<Move>
      implements java.util.RandomAccess {
    final int[] offered = new int[c.deployGenerators.length];
    int n;
    Work w;
    PlayerId player;

    void fill(Work work, PlayerId p) {
      w = work;
      player = p;
      n = 1
          + offered(
              offered, w.board, w.placed, w.players.size(), w.supply, w.figCount, w.figSlot, p);
    }

    /** The generator (high half) and segment (low half) of deployment i, not skipping. */
    private long find(int i) {
      for (int g = 0; ; g++) {
        int bits = offered[g];
        int k = Integer.bitCount(bits);
        if (i < k) {
          for (; i > 0; i--) {
            bits &= bits - 1;
          }
          return ((long) g << 32) | Integer.numberOfTrailingZeros(bits);
        }
        i -= k;
      }
    }

    @Override
    public Move get(int index) {
      java.util.Objects.checkIndex(index, n);
      if (index == n - 1) {
        return Move.Skip.INSTANCE;
      }
      long gs = find(index);
      return plainGenerator((int) (gs >>> 32)).moveOn(c, w.board, w.placed, (int) gs);
    }

    @Override
    public int size() {
      return n;
    }

    /** Makes deployment i (skipping if last) and takes the decision off the queue. */
    void deploy(int index) {
      w.steps = w.steps.tail;
      if (index == n - 1) {
        return;
      }
      long gs = find(index);
      EmptyFeatureDeploy e = plainGenerator((int) (gs >>> 32));
      int s = (int) gs;
      Move.Deploy m = (Move.Deploy) e.moveOn(c, w.board, w.placed, s);
      w.deployOnSlot(player, e.kindIndex, w.board.segBase(w.placed) + s, m.location());
    }
  }

  /**
   * The legal placements of a rollout's decision as a reusable list: found as primitives, each
   * move one of the board's shared move objects.
   */
  private final class Placements extends java.util.AbstractList<Move>
      implements java.util.RandomAccess {
    int[] found = new int[64];
    int n;
    Board board;
    int tile;
    /** The board's tile count and free cells when filled (the board is written in place). */
    int boardCount;
    int boardFree;
    /**
     * False while only counted: on a gridded board without placement rules the placements are
     * known by number (kept by the board, {@link Board#countedPlacements}, or counted row by row
     * into {@link #rowEnds}) and listed only when a policy reads a move; a policy that reads
     * only the size (the uniform one) then has its choice found by {@link #code}.
     */
    boolean listed;
    /** True while only counted and {@link #rowEnds} holds the count row by row. */
    boolean rowsCounted;
    /** The number of placements up to the end of each grid row, while {@link #rowsCounted}. */
    int[] rowEnds = new int[0];

    /** True if this holds the placements of tile t on the work's board as it is now. */
    boolean current(Work w, int t) {
      return board == w.board && tile == t && boardCount == w.board.count
          && boardFree == w.board.freeCount;
    }

    void fill(Work w, int t) {
      board = w.board;
      tile = t;
      boardCount = w.board.count;
      boardFree = w.board.freeCount;
      n = 0;
      listed = true;
      if (t < 0) {
        return;
      }
      Board b = w.board;
      byte[] maskOf = c.rotationMask == null ? null : c.rotationMask[t];
      if (maskOf != null && b.gridded() && c.placementRules[t].length == 0) {
        listed = false;
        n = b.countedPlacements(t);
        rowsCounted = n < 0;
        if (rowsCounted) {
          int rowsLen = 1 << b.gridShift();
          if (rowEnds.length < rowsLen) {
            rowEnds = new int[rowsLen];
          }
          n = countInGrid(b, maskOf, rowEnds);
        }
        return;
      }
      list(w);
    }

    private void list(Work w) {
      Board b = board;
      if (found.length < b.freeCount * 4 + 4) {
        found = new int[Math.max(found.length * 2, b.freeCount * 4 + 4)];
      }
      n = placements(b, tile, w, COUNT, found);
      listed = true;
    }

    /** The code ({@code (free cell << 2) | rotation}) of placement i. */
    int code(int i) {
      if (listed) {
        return found[i];
      }
      byte[] maskOf = c.rotationMask[tile];
      return rowsCounted
          ? selectInGrid(board, maskOf, rowEnds, i)
          : selectCounted(board, maskOf, i, n);
    }

    @Override
    public Move get(int index) {
      java.util.Objects.checkIndex(index, n);
      if (!listed) {
        // no rules, so no work is needed to list them
        list(null);
      }
      return board.move(c.placementMoves, found[index] >>> 2, found[index] & 3);
    }

    @Override
    public int size() {
      return n;
    }
  }

  /**
   * Counts the placements on a gridded board of a tile type with rotation table {@code maskOf}
   * and no placement rules, writing the running count at the end of each word of rows ({@link
   * #rowsPerWord}) at that word's first row.
   */
  private static int countInGrid(Board b, byte[] maskOf, int[] rowEnds) {
    long[] rows = b.cellRows();
    int[] edges = b.cellEdges();
    int gs = b.gridShift();
    int step = rowsPerWord(gs);
    int n = 0;
    for (int gy = b.cellRowLo(), hi = b.cellRowHi(); gy <= hi; gy += step) {
      long bits = word(rows, gy, step);
      int base = gy << gs;
      while (bits != 0) {
        n += Integer.bitCount(maskOf[edges[base + Long.numberOfTrailingZeros(bits)]]);
        bits &= bits - 1;
      }
      rowEnds[gy] = n;
    }
    return n;
  }

  /**
   * How many grid rows {@link #countInGrid} takes at once: two of a 32-cell-wide grid in one
   * 64-bit word (half the loop exits, which are hard to predict), else one.
   */
  private static int rowsPerWord(int gs) {
    return gs == 5 ? 2 : 1;
  }

  /** The free cells of {@code step} rows from gy as one word, the later row in the high bits. */
  private static long word(long[] rows, int gy, int step) {
    long bits = rows[gy];
    if (step == 2 && gy + 1 < rows.length) {
      bits |= rows[gy + 1] << 32;
    }
    return bits;
  }

  /** Placement i of those {@link #countInGrid} counted, as a code like {@link #placements}'. */
  private static int selectInGrid(Board b, byte[] maskOf, int[] rowEnds, int i) {
    int gs = b.gridShift();
    int step = rowsPerWord(gs);
    int lo = b.cellRowLo();
    int gy = lo;
    while (rowEnds[gy] <= i) {
      gy += step;
    }
    int k = gy == lo ? i : i - rowEnds[gy - step];
    return pickInWord(word(b.cellRows(), gy, step), gy << gs, b.cellEdges(), maskOf, k);
  }

  /**
   * Placement k among those on the free cells of one word of grid rows ({@code bits}, the
   * first cell {@code base}), in row-major order, as a code like {@link #placements}'; if
   * the word has k or fewer, {@code -1 - r} where r is k less their number.
   */
  private static int pickInWord(long bits, int base, int[] edges, byte[] maskOf, int k) {
    while (bits != 0) {
      int cell = base + Long.numberOfTrailingZeros(bits);
      bits &= bits - 1;
      int mask = maskOf[edges[cell]];
      int m = Integer.bitCount(mask);
      if (k < m) {
        return (cell << 2) | ((ROTATIONS_OF_MASK[mask] >>> (2 * k)) & 3);
      }
      k -= m;
    }
    return -1 - k;
  }

  /**
   * Placement i of the n on a gridded board whose count the board keeps ({@link
   * Board#countedPlacements}), as a code like {@link #placements}': the free cells are scanned
   * in row-major order from the nearer end, a quarter of them on average.
   */
  private static int selectCounted(Board b, byte[] maskOf, int i, int n) {
    long[] rows = b.cellRows();
    int[] edges = b.cellEdges();
    int gs = b.gridShift();
    int step = rowsPerWord(gs);
    int lo = b.cellRowLo();
    int hi = b.cellRowHi();
    if (2 * i < n) {
      int k = i;
      for (int gy = lo; gy <= hi; gy += step) {
        int code = pickInWord(word(rows, gy, step), gy << gs, edges, maskOf, k);
        if (code >= 0) {
          return code;
        }
        k = -1 - code;
      }
    } else {
      // from the last placement back: k placements come after the one sought
      int k = n - 1 - i;
      for (int gy = lo + (hi - lo) / step * step; gy >= lo; gy -= step) {
        long bits = word(rows, gy, step);
        int base = gy << gs;
        while (bits != 0) {
          int bit = 63 - Long.numberOfLeadingZeros(bits);
          bits &= ~(1L << bit);
          int cell = base + bit;
          int mask = maskOf[edges[cell]];
          int m = Integer.bitCount(mask);
          if (k < m) {
            return (cell << 2) | ((ROTATIONS_OF_MASK[mask] >>> (2 * (m - 1 - k))) & 3);
          }
          k -= m;
        }
      }
    }
    throw new IllegalStateException(
        "the board's count of placements (" + n + ") does not match its free cells");
  }

  /** A player's view: no randomness, no hidden slots. */
  public State view(GameState gs, PlayerId player) {
    State s = cast(gs);
    Work w = new Work(s);
    w.seed = 0;
    w.view = true;
    Object[] slots = s.slots.clone();
    for (int i = 0; i < slots.length; i++) {
      if (c.slots.get(i).visibility() == StateKey.Visibility.HIDDEN) {
        slots[i] = null;
      }
    }
    w.slots = slots;
    return w.freeze();
  }

  /** A playable state consistent with a view, its randomness and hidden slots drawn from seed. */
  public State determinize(GameState gs, long seed) {
    State s = cast(gs);
    Work w = new Work(s);
    w.seed = seed;
    w.view = false;
    Object[] slots = s.slots.clone();
    for (int i = 0; i < slots.length; i++) {
      StateKey<?> key = c.slots.get(i);
      if (key.visibility() == StateKey.Visibility.HIDDEN && s.view) {
        try {
          slots[i] = key.sampler().sample(Rng.bits(seed, key.id(), 0));
        } catch (RuntimeException e) {
          throw new RuleModuleException(
              "state key " + key.id(), "determinize", String.valueOf(e.getMessage()), e);
        }
      }
    }
    w.slots = slots;
    return w.freeze();
  }

  /** Every feature on the board, ordered by its oldest segment (earliest tile, then segment). */
  public ImmutableList<Feature> features(GameState gs) {
    return new Work(cast(gs)).features();
  }

  /** The feature at a spot of a placed tile. */
  public java.util.Optional<Feature> feature(GameState gs, Position position, String spot) {
    State s = cast(gs);
    if (position == null || spot == null) {
      return java.util.Optional.empty();
    }
    int i = s.board.at(position.x(), position.y());
    if (i < 0) {
      return java.util.Optional.empty();
    }
    int seg = c.segmentOfSpot(s.board.type(i), s.board.rot(i), spot);
    if (seg < 0) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new FeatureImpl(
            c, s.board, s.board.find(s.board.segBase(i) + seg), s.figCount, s.figOwner, s.figKind,
            s.figSlot, s.figLoc));
  }

  /** Evaluates a feature's value with the rule set's scorer and modifiers. */
  public int value(GameState gs, Feature f, boolean completed) {
    State s = cast(gs);
    if (!(f instanceof FeatureImpl fi) || !c.sameRules(fi.c)) {
      throw new IllegalArgumentException("feature from another rule set");
    }
    Work w = new Work(s);
    int[] result = new int[1];
    guarded(w, () -> result[0] = featureValue(w, fi, completed));
    return result[0];
  }

  /** Where the drawn tile fits: its legal placements, in legal-move order. */
  public ImmutableList<Move.PlaceTile> placements(GameState gs) {
    State s = cast(gs);
    if (s.drawn < 0) {
      return ImmutableList.of();
    }
    Work w = new Work(s);
    List<Move> out = new ArrayList<>();
    guarded(w, () -> placementMoves(w, s.drawn, out));
    ImmutableList.Builder<Move.PlaceTile> b = ImmutableList.builder();
    for (Move m : out) {
      b.add((Move.PlaceTile) m);
    }
    return b.build();
  }

  // ------------------------------------------------------------------ internals

  State cast(GameState gs) {
    if (gs instanceof State s && c.sameRules(s.c)) {
      return s;
    }
    throw new IllegalArgumentException(
        gs == null ? "state is null" : "state was made by an engine over another rule set");
  }

  private void guarded(Work w, Runnable r) {
    try {
      r.run();
    } catch (RuntimeException | StackOverflowError e) {
      throw failure(w, e);
    }
  }

  /**
   * What the engine throws when running {@code w}'s steps and hooks threw {@code e}: the engine's
   * own errors as they are, a rollout policy's failure as its {@link IllegalArgumentException},
   * anything else as a {@link RuleModuleException} naming the module and step that ran.
   */
  private static RuntimeException failure(Work w, Throwable e) {
    if (e instanceof IllegalMoveException || e instanceof RuleModuleException) {
      return (RuntimeException) e;
    }
    if (e instanceof PolicyFailure pf) {
      return pf.failure;
    }
    return new RuleModuleException(w.module, w.whereName(), String.valueOf(e.getMessage()), e);
  }

  private static String streamOf(ChanceStep cs) {
    return cs instanceof CoreSteps.Draw ? TILE_STREAM : cs.module() + "/" + cs.getClass().getSimpleName();
  }

  private void run(Work w) {
    int budget = STEP_BUDGET;
    while (!w.over && !w.steps.isEmpty()) {
      Step head = w.steps.head;
      int kind = w.steps.kind;
      if (kind == DECISION || kind == CHANCE) {
        return;
      }
      if (--budget < 0) {
        throw new RuleModuleException(
            head.module(),
            head.getClass().getSimpleName(),
            "step budget of " + STEP_BUDGET + " exceeded in one apply: the hooks loop",
            null);
      }
      w.steps = w.steps.tail;
      // core steps are the core's (no interface call on the hot path)
      w.module = kind == CORE_AUTO ? "core" : head.module();
      w.where = head.getClass();
      runAuto(w, head, kind);
      w.module = "core";
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private void runAuto(Work w, Step step, int kind) {
    if (kind == CORE_AUTO) {
      runCore(w, step);
    } else if (kind == JOB) {
      runJob(w, (ScoringJob) step);
    } else {
      Compiled.Tagged<?> h = c.stepHandlers.get(step.getClass());
      if (h == null || !(h.hook() instanceof Hooks.StepHandler)) {
        throw new RuleModuleException(
            step.module(), step.getClass().getSimpleName(), "no handler for this step kind", null);
      }
      w.module = h.module();
      ((Hooks.StepHandler) h.hook()).run(step, w);
    }
  }

  private void runHooks(Work w, List<Compiled.Tagged<Hooks.Turn>> hooks, String where) {
    for (int i = 0; i < hooks.size(); i++) {
      Compiled.Tagged<Hooks.Turn> h = hooks.get(i);
      w.module = h.module();
      w.where = where;
      h.hook().run(w);
    }
    w.module = "core";
  }

  private void runCore(Work w, Step step) {
    // the steps every turn runs first
    if (step instanceof CoreSteps.ScoreCompleted) {
      StepStack rest = w.steps;
      scoreCompleted(w);
      if (w.steps == rest && !w.over && rest.head instanceof CoreSteps.EndTurn) {
        // nothing was pushed and the turn's end is next: run it as the step loop would (there
        // is nothing it could run in between)
        w.steps = rest.tail;
        w.where = CoreSteps.EndTurn.class;
        endTurn(w);
      }
    } else if (step instanceof CoreSteps.EndTurn) {
      endTurn(w);
    } else if (step instanceof CoreSteps.AwardStep a) {
      runAward(w, a);
    } else if (step instanceof CoreSteps.ScoringHookStep h) {
      runScoringHook(w, h);
    } else if (step instanceof CoreSteps.TurnStart) {
      turnStart(w);
    } else if (step instanceof CoreSteps.BeforeDraw) {
      List<Move> offered = new ArrayList<>();
      PlayerId p = PlayerId.of(w.active);
      for (Compiled.Tagged<Hooks.MoveGenerator> g : c.beforeChance) {
        w.module = g.module();
        g.hook().moves(w, p, offered);
      }
      w.module = "core";
      w.push(
          offered.isEmpty()
              ? CoreSteps.DRAW_IF_ANY
              : new CoreSteps.DrawOrAct(p, ImmutableList.copyOf(offered)));
    } else if (step instanceof CoreSteps.DrawIfAny) {
      drawIfAny(w);
    } else if (step instanceof CoreSteps.PlaceCheck) {
      placeCheck(w);
    } else if (step instanceof CoreSteps.Succession) {
      succession(w);
    } else if (step instanceof CoreSteps.FinalScoring) {
      w.finalScoring = true;
      w.drawn = -1;
      w.push(CoreSteps.GAME_OVER, CORE_AUTO);
      w.push(CoreSteps.FINAL_HOOKS, CORE_AUTO);
      finalJobs(w);
    } else if (step instanceof CoreSteps.FinalHooks) {
      runHooks(w, c.finalScoring, "final scoring");
    } else if (step instanceof CoreSteps.GameOver) {
      w.over = true;
      w.steps = StepStack.EMPTY;
      ImmutableList.Builder<Integer> scores = ImmutableList.builder();
      int best = Integer.MIN_VALUE;
      for (int p = 0; p < w.players.size(); p++) {
        best = Math.max(best, w.score(PlayerId.of(p)));
      }
      ImmutableList.Builder<PlayerId> winners = ImmutableList.builder();
      for (int p = 0; p < w.players.size(); p++) {
        int sc = w.score(PlayerId.of(p));
        scores.add(sc);
        if (sc == best) {
          winners.add(PlayerId.of(p));
        }
      }
      w.emit(new GameEvent.GameEnded(scores.build(), winners.build()));
    } else {
      throw new IllegalStateException("unknown core step " + step);
    }
  }

  /**
   * Scores the occupied incomplete features at the end, in ascending order of their oldest
   * segments: through scoring jobs, or here, in the jobs' order, when nothing can run between
   * or within them.
   */
  private void finalJobs(Work w) {
    Board b = w.board;
    // the features with figures on them, found from the figures (few) rather than by a scan of
    // the slots, each with its oldest segment (a walk of its members), kept in ascending order
    // of that segment; a feature without a scorer is passed over (no view)
    int[] roots = new int[w.figCount];
    int[] mins = new int[w.figCount];
    int n = 0;
    for (int i = 0; i < w.figCount; i++) {
      int slot = w.figSlot[i];
      if (slot < 0) {
        continue;
      }
      int root = b.find(slot);
      if (seen(roots, n, root)
          || c.scorer[c.segKind[b.type(b.slotTile(root))][b.slotSeg(root)]] == null) {
        continue;
      }
      int min = oldestSegment(b, root);
      int k = n++;
      for (; k > 0 && mins[k - 1] > min; k--) {
        mins[k] = mins[k - 1];
        roots[k] = roots[k - 1];
      }
      mins[k] = min;
      roots[k] = root;
    }
    List<FeatureImpl> toScore = new ArrayList<>(n);
    for (int k = 0; k < n; k++) {
      FeatureImpl f = w.featureAt(roots[k], mins[k]);
      if (!f.isComplete()) {
        toScore.add(f);
      }
    }
    if (c.plainScoring) {
      // no hooks, interceptors or observers: the jobs would score each feature in one step, in
      // this order, and final scoring returns no figures, so the views stay current
      for (int i = 0; i < toScore.size(); i++) {
        FeatureImpl f = toScore.get(i);
        scorePlain(w, f.root, f, false, w.recording ? f.id() : null);
      }
      return;
    }
    List<Step> jobs = new ArrayList<>(toScore.size());
    for (FeatureImpl f : toScore) {
      jobs.add(ScoringJob.of(f.id(), false));
    }
    w.pushAll(jobs);
  }

  /**
   * The smallest slot among the members of the feature at {@code root}. A method of its own: a
   * field's walk is long, and inside {@link #finalJobs} (run once a game) its loop made the JIT
   * compile that whole method twice more, on the stack, before compiling it as called.
   */
  private static int oldestSegment(Board b, int root) {
    int min = root;
    for (int s = b.next(root); s != root; s = b.next(s)) {
      min = Math.min(min, s);
    }
    return min;
  }

  // A core step that would push another core step and return, with nothing run in between, calls
  // that step's code directly instead: the same effect without a step on the queue.

  private void turnStart(Work w) {
    w.turn++;
    w.active = w.nextPlayer;
    w.placed = -1;
    w.drawn = -1;
    if (w.recording) {
      w.emit(new GameEvent.TurnStarted(PlayerId.of(w.active), w.turn));
    }
    w.steps = w.steps.pushEndTurn();
    if (c.beforeChance.isEmpty() && c.startOfTurn.isEmpty()) {
      // without before-draw offers there is nothing to ask: go straight to the draw
      drawIfAny(w);
    } else {
      w.push(c.beforeChance.isEmpty() ? CoreSteps.DRAW_IF_ANY : CoreSteps.BEFORE_DRAW, CORE_AUTO);
      runHooks(w, c.startOfTurn, "start of turn");
    }
  }

  private void drawIfAny(Work w) {
    if (w.drawPile() >= 0) {
      w.steps = w.steps.pushDraw();
    }
  }

  private void placeCheck(Work w) {
    if (w.drawn < 0) {
      return;
    }
    boolean fits;
    if (w.placements instanceof Placements p) {
      // a rollout: its list of the placements, counted now for the decision that follows
      p.fill(w, w.drawn);
      fits = p.n > 0;
    } else if (c.placementRules[w.drawn].length > 0) {
      // a tile with placement rules: list its placements now rather than stop at the first, so
      // that the state of the decision keeps them as its legal moves and legalMoves asks the
      // rules no second time (State's constructor takes them)
      PlacementList listed = placementList(w, w.drawn);
      fits = !listed.isEmpty();
      w.placeMemo = fits ? listed : null;
    } else {
      fits = hasPlacement(w, w.drawn);
      w.placeMemo = null;
    }
    if (fits) {
      w.steps = w.steps.pushPlace(w.active);
      if (w.placeMemo != null) {
        w.placeMemoSteps = w.steps;
      }
    } else {
      w.emit(new GameEvent.TileDiscarded(PlayerId.of(w.active), c.tileTypes.get(w.drawn).id()));
      w.drawn = -1;
      drawIfAny(w);
    }
  }

  private void endTurn(Work w) {
    if (c.endOfTurn.isEmpty()) {
      succession(w);
    } else {
      w.push(CoreSteps.SUCCESSION, CORE_AUTO);
      runHooks(w, c.endOfTurn, "end of turn");
    }
  }

  private void succession(Work w) {
    // no drawable tile is left exactly when no drawable pile holds one: the draw's remembered
    // answer, no count summed
    int following = (w.active + 1) % w.players.size();
    boolean over = w.drawPile() < 0;
    if (!c.succession.isEmpty()) {
      // the hooks fold the proposal (without hooks it stands, and no object is made)
      Hooks.Next next = new Hooks.Next(PlayerId.of(following), over);
      for (Compiled.Tagged<Hooks.Succession> h : c.succession) {
        w.module = h.module();
        w.where = "succession";
        next = h.hook().next(w, next);
        if (next == null || next.player() == null || next.player().seat() >= w.players.size()) {
          throw new IllegalStateException("succession hook gave no valid next player");
        }
      }
      w.module = "core";
      following = next.player().seat();
      over = next.gameOver();
    }
    if (w.recording) {
      w.emit(new GameEvent.TurnEnded(PlayerId.of(w.active), w.turn));
    }
    if (over) {
      w.push(CoreSteps.FINAL_SCORING, CORE_AUTO);
    } else {
      w.nextPlayer = following;
      turnStart(w);
    }
  }

  private void scoreCompleted(Work w) {
    if (w.placed < 0) {
      return;
    }
    Board b = w.board;
    int idx = w.placed;
    // the roots of the features found complete, in the working copy's scratch
    int done = 0;
    int base = b.segBase(idx);
    int type = b.type(idx);
    byte[] completes = c.segCompletion[type];
    // only segments whose feature can complete are read (a feature's segments share its kind)
    int[] segs = c.completableSegs[type];
    for (int i = 0; i < segs.length; i++) {
      // a feature declared complete when closed that is still open is passed over at once (as
      // considerCompleted would; its other segments too)
      int root = b.find(base + segs[i]);
      if (completes[segs[i]] == Compiled.WHEN_CLOSED && b.open(root) != 0) {
        continue;
      }
      if (!seenOnTile(b, base, segs, i, root)) {
        done = considerCompleted(w, root, done);
      }
    }
    int[] watched = b.watched();
    int x = b.px(idx);
    int y = b.py(idx);
    if (c.anyNeighbourCompletion && watched.length > 0 && b.watchedAround(x, y)) {
      // the tiles around with a cloister, found among the few such tiles placed (no lookups),
      // then taken row by row as the cells around
      // a bit per cell around, row by row: (dy + 1) * 3 + dx + 1
      int near = 0;
      for (int j : watched) {
        int dx = b.px(j) - x;
        int dy = b.py(j) - y;
        if (j != idx && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1) {
          near |= 1 << ((dy + 1) * 3 + dx + 1);
        }
      }
      int[] roots = null;
      int nroots = 0;
      while (near != 0) {
        int cell = Integer.numberOfTrailingZeros(near);
        near &= near - 1;
        int j = -1;
        for (int i = 0; j < 0; i++) {
          int tile = watched[i];
          if (b.px(tile) - x == cell % 3 - 1 && b.py(tile) - y == cell / 3 - 1) {
            j = tile;
          }
        }
        int tj = b.type(j);
        for (int k : c.innerSegs[tj]) {
          if (c.neighbourCompletion[c.segKind[tj][k]]) {
            int root = b.find(b.segBase(j) + k);
            if (!seenOnTile(b, base, segs, segs.length, root) && !seen(roots, nroots, root)) {
              if (roots == null) {
                // the working copy's scratch (a rollout reuses it all game)
                roots = w.rootScratch;
                if (roots == null) {
                  roots = w.rootScratch = new int[8];
                }
              } else if (nroots == roots.length) {
                roots = w.rootScratch = java.util.Arrays.copyOf(roots, nroots * 2);
              }
              roots[nroots++] = root;
              done = considerCompleted(w, root, done);
            }
          }
        }
      }
    }
    if (done == 0) {
      return;
    }
    int[] roots = w.completedRoots;
    // when nothing can run between the scoring jobs' stages or between the jobs, each feature is
    // scored here, in the order the jobs would run, and its id is needed only for events
    boolean plain = c.plainScoring && !c.completionOrderMatters;
    FeatureId[] ids = plain && !w.recording ? null : new FeatureId[done];
    for (int i = 0; ids != null && i < ids.length; i++) {
      FeatureImpl f = w.featureOfSlot(roots[i]);
      ids[i] = f.id();
      if (w.recording) {
        w.emit(new GameEvent.FeatureCompleted(ids[i], f.kind(), f.tileCount()));
      }
    }
    if (plain) {
      for (int i = 0; i < done; i++) {
        scorePlain(w, roots[i], null, true, ids != null ? ids[i] : null);
      }
    } else if (c.completionOrderMatters && ids.length > 1) {
      w.push(
          new CoreSteps.ChooseOrder(PlayerId.of(w.active), ImmutableList.copyOf(ids), true));
    } else {
      List<Step> jobs = new ArrayList<>(ids.length);
      for (FeatureId id : ids) {
        jobs.add(ScoringJob.of(id, true));
      }
      w.pushAll(jobs);
    }
  }

  /**
   * True if one of the first {@code n} of the tile's segments {@code segs} (indexes from slot
   * {@code base}) has this root (roots are one read each).
   */
  private static boolean seenOnTile(Board b, int base, int[] segs, int n, int root) {
    for (int i = 0; i < n; i++) {
      if (b.find(base + segs[i]) == root) {
        return true;
      }
    }
    return false;
  }

  private static boolean seen(int[] roots, int n, int root) {
    for (int i = 0; i < n; i++) {
      if (roots[i] == root) {
        return true;
      }
    }
    return false;
  }

  /**
   * Adds the feature at {@code root} to the {@code done} roots found complete so far ({@link
   * Work#completedRoots}) if its kind's rule says it is complete; returns their new number. A
   * feature view is made only for a rule that is not declared (closed or surrounded).
   */
  private int considerCompleted(Work w, int root, int done) {
    Board b = w.board;
    int kind = c.segKind[b.type(b.slotTile(root))][b.slotSeg(root)];
    Compiled.Tagged<Hooks.CompletionRule> rule = c.completion[kind];
    if (rule == null) {
      return done;
    }
    if (rule.hook() == Hooks.CompletionRule.CLOSED && b.open(root) != 0) {
      // the declared rule "complete when closed", checked without a feature view
      return done;
    }
    if (rule.hook() == Hooks.CompletionRule.SURROUNDED && !surrounded(b, root)) {
      // the declared rule "complete when surrounded", checked without a feature view
      return done;
    }
    if (rule.hook() == Hooks.CompletionRule.CLOSED
        || rule.hook() == Hooks.CompletionRule.SURROUNDED) {
      // checked above: what the declared rule would answer
      return w.addCompleted(done, root);
    }
    w.module = rule.module();
    w.where = "completion";
    boolean complete = rule.hook().isComplete(w.featureOfSlot(root));
    w.module = "core";
    return complete ? w.addCompleted(done, root) : done;
  }


  /** True if the feature at {@code root} touches no side and all 8 cells around it hold tiles. */
  private boolean surrounded(Board b, int root) {
    int tile = b.slotTile(root);
    return c.tileTypes.get(b.type(tile)).segments().get(b.slotSeg(root)).isInner()
        && b.surrounded(b.px(tile), b.py(tile));
  }

  private int featureValue(Work w, FeatureImpl f, boolean completed) {
    return w.featureValue(f, completed);
  }

  private void runJob(Work w, ScoringJob job) {
    int slot = w.slotOf(job.feature());
    if (slot < 0) {
      throw new IllegalStateException("scoring job for a missing feature " + job.feature());
    }
    FeatureImpl f = w.featureOfSlot(slot);
    if (c.plainScoring && job.stage() == ScoringJob.Stage.BEFORE_MAJORITY) {
      scorePlain(w, f.root, f, job.completed(), job.feature());
      return;
    }
    // Each stage computes its result, pushes the job at its next stage, and only then does what
    // may push further steps (awards, hooks), so that those run before the next stage.
    ScoringJob done;
    ScoringJob next;
    switch (job.stage()) {
      case BEFORE_MAJORITY -> {
        done = job;
        next = job.at(ScoringJob.Stage.MAJORITY);
      }
      case MAJORITY -> {
        done = job.withWinners(w.majority(f));
        next = done.at(ScoringJob.Stage.VALUE);
      }
      case VALUE -> {
        done = job.withValue(featureValue(w, f, job.completed()));
        next = done.at(ScoringJob.Stage.AWARD);
      }
      case AWARD -> {
        done = job;
        next = job.completed() ? job.at(ScoringJob.Stage.RETURN) : null;
      }
      case RETURN -> {
        done = job;
        next = null;
      }
      default -> throw new IllegalStateException("stage " + job.stage());
    }
    if (next != null) {
      w.push(next, JOB);
    }
    List<Compiled.Tagged<Hooks.ScoringHook>> hooks = c.scoringHooks.get(job.stage());
    for (int i = hooks.size() - 1; i >= 0; i--) {
      // pushed in reverse so that the first module's hook runs first
      w.push(new CoreSteps.ScoringHookStep(done, i), CORE_AUTO);
    }
    if (job.stage() == ScoringJob.Stage.AWARD) {
      int src = c.scorerSource[f.kindIndex()];
      if (job.value() != 0 && src >= 0) {
        List<Step> awards = new ArrayList<>(job.winners().size());
        for (PlayerId p : job.winners()) {
          awards.add(new CoreSteps.AwardStep(job, p));
        }
        w.pushAll(awards);
      }
    } else if (job.stage() == ScoringJob.Stage.RETURN) {
      returnFigures(w, f.root);
    }
  }

  /**
   * A scoring job when nothing can run between its stages: majority, value, awards and return
   * at once, in the order the stages would take (the value is not needed when nobody wins).
   * {@code id} is the feature's id, or null if nothing can see it (no events are kept): the
   * awards then name no feature. Only under {@link Compiled#plainScoring}, so nothing intercepts
   * or observes the awards, which are booked without award objects.
   */
  private void scorePlain(
      Work w, int root, FeatureImpl view, boolean completed, FeatureId id) {
    ImmutableList<PlayerId> winners = w.majority(root, view);
    Board b = w.board;
    int src = c.scorerSource[c.segKind[b.type(b.slotTile(root))][b.slotSeg(root)]];
    if (!winners.isEmpty() && src >= 0) {
      // the view given, else the one the majority made (the working copy remembers it)
      int value = featureValue(w, view != null ? view : w.featureOfSlot(root), completed);
      if (value != 0) {
        for (int i = 0; i < winners.size(); i++) {
          // nothing intercepts or observes awards: booked without an award object
          w.where = "award";
          w.bookPlain(winners.get(i).seat(), value, src, id);
        }
      }
    }
    if (completed) {
      returnFigures(w, root);
    }
  }

  /** Returns the owned figures on a scored feature (its root) to their supply. */
  private static void returnFigures(Work w, int root) {
    for (int i = 0; i < w.figCount; i++) {
      if (w.figSlot[i] >= 0 && w.figOwner[i] >= 0 && w.board.find(w.figSlot[i]) == root) {
        w.returnToSupply(i);
      }
    }
  }

  private void runScoringHook(Work w, CoreSteps.ScoringHookStep step) {
    ScoringJob job = step.job();
    int slot = w.slotOf(job.feature());
    if (slot < 0) {
      throw new IllegalStateException("scoring hook for a missing feature " + job.feature());
    }
    Compiled.Tagged<Hooks.ScoringHook> h = c.scoringHooks.get(job.stage()).get(step.index());
    w.module = h.module();
    w.where = SCORING_WHERE[job.stage().ordinal()];
    h.hook().run(job, w.featureOfSlot(slot), w);
    w.module = "core";
  }

  /** Where a scoring hook runs, by stage (for errors), made once. */
  private static final String[] SCORING_WHERE =
      java.util.Arrays.stream(ScoringJob.Stage.values())
          .map(stage -> "scoring " + stage)
          .toArray(String[]::new);

  private void runAward(Work w, CoreSteps.AwardStep step) {
    ScoringJob job = step.job();
    int slot = w.slotOf(job.feature());
    FeatureImpl f = w.featureOfSlot(slot);
    awardFeature(w, step.player(), job.value(), c.scorerSource[f.kindIndex()], job.feature());
  }

  /** Awards a feature's value to one winner through the award path. */
  private void awardFeature(Work w, PlayerId player, int value, int source, FeatureId feature) {
    w.where = "award";
    w.award(
        new io.github.carcassonne.spi.Award(
            player,
            value,
            c.sources.get(source),
            java.util.Optional.ofNullable(feature),
            java.util.Optional.empty(),
            0,
            w.finalScoring));
  }

  // ------------------------------------------------------------------ decisions and chance

  @SuppressWarnings({"unchecked", "rawtypes"})
  private void decisionMoves(Work w, DecisionStep d, List<Move> out) {
    if (d instanceof CoreSteps.Place) {
      placementMoves(w, w.drawn, out);
    } else if (d instanceof CoreSteps.Deploy dep) {
      deployMoves(w, dep.player(), out);
    } else if (d instanceof CoreSteps.DrawOrAct da) {
      out.addAll(da.offered());
      out.add(Move.Skip.INSTANCE);
    } else if (d instanceof CoreSteps.ChooseOrder co) {
      for (FeatureId id : co.features()) {
        out.add(new Move.ChooseFeature(id.position(), id.spot()));
      }
    } else {
      Hooks.DecisionHandler h = decisionHandler(d);
      w.module = d.module();
      h.legalMoves(d, w, out);
      w.module = "core";
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private Hooks.DecisionHandler decisionHandler(DecisionStep d) {
    Compiled.Tagged<?> h = c.stepHandlers.get(d.getClass());
    if (h == null || !(h.hook() instanceof Hooks.DecisionHandler)) {
      throw new RuleModuleException(
          d.module(), d.getClass().getSimpleName(), "no handler for this decision kind", null);
    }
    return (Hooks.DecisionHandler) h.hook();
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private void outcomes(Work w, ChanceStep cs, List<ChanceOutcome> out) {
    if (cs instanceof CoreSteps.Draw) {
      int p = w.drawPile();
      if (p < 0) {
        return;
      }
      int[] counts = w.pileCounts[p];
      for (int t = 0; t < counts.length; t++) {
        if (counts[t] > 0) {
          out.add(new ChanceOutcome(new Move.DrawTile(c.tileTypes.get(t).id()), counts[t]));
        }
      }
    } else {
      Compiled.Tagged<?> h = c.stepHandlers.get(cs.getClass());
      if (h == null || !(h.hook() instanceof Hooks.ChanceHandler)) {
        throw new RuleModuleException(
            cs.module(), cs.getClass().getSimpleName(), "no handler for this chance kind", null);
      }
      w.module = h.module();
      ((Hooks.ChanceHandler) h.hook()).outcomes(cs, w, out);
      w.module = "core";
    }
  }

  private static String describe(Move m) {
    return "move '" + m.notation() + "'";
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private void applyAtHead(Work w, Move move) {
    Step head = w.steps.head;
    if (w.steps.kind == CHANCE) {
      ChanceStep cs = (ChanceStep) head;
      if (cs instanceof CoreSteps.Draw) {
        if (!(move instanceof Move.DrawTile draw)) {
          throw new IllegalMoveException(
              Reason.CHANCE_EXPECTED, move, describe(move) + " is illegal: a tile must be drawn first");
        }
        Integer t = c.tileIndex.get(draw.tileId());
        int p = w.drawPile();
        if (t == null || p < 0 || w.pileCounts[p][t] <= 0) {
          throw new IllegalMoveException(
              Reason.TILE_NOT_AVAILABLE,
              move,
              describe(move) + " is illegal: no tile " + draw.tileId() + " is left in the pile drawn from");
        }
        drawTile(w, p, t);
        return;
      }
      List<ChanceOutcome> outs = new ArrayList<>();
      outcomes(w, cs, outs);
      boolean found = false;
      for (ChanceOutcome o : outs) {
        found |= o.move().equals(move);
      }
      if (!found) {
        throw new IllegalMoveException(
            Reason.CHANCE_EXPECTED, move, describe(move) + " is not an outcome of the chance node " + cs);
      }
      w.steps = w.steps.tail;
      w.advance(streamOf(cs));
      Compiled.Tagged<?> h = c.stepHandlers.get(cs.getClass());
      w.module = h.module();
      w.where = cs.getClass();
      ((Hooks.ChanceHandler) h.hook()).apply(cs, move, w);
      w.module = "core";
      return;
    }
    DecisionStep d = (DecisionStep) head;
    if (move instanceof Move.DrawTile) {
      throw new IllegalMoveException(
          Reason.DECISION_EXPECTED,
          move,
          describe(move) + " is illegal: " + d.player() + " must decide first (" + d.getClass().getSimpleName() + ")");
    }
    if (d instanceof CoreSteps.Place) {
      applyPlace(w, move);
    } else if (d instanceof CoreSteps.Deploy dep) {
      applyDeploy(w, dep, move);
    } else if (d instanceof CoreSteps.DrawOrAct da) {
      if (move instanceof Move.Skip) {
        w.steps = w.steps.tail;
        w.push(CoreSteps.DRAW_IF_ANY, CORE_AUTO);
      } else if (da.offered().contains(move)) {
        w.steps = w.steps.tail;
        applyModuleMove(w, move);
      } else {
        throw new IllegalMoveException(
            Reason.WRONG_KIND, move, describe(move) + " is illegal: draw a tile (skip) or take an offered move");
      }
    } else if (d instanceof CoreSteps.ChooseOrder co) {
      applyChooseOrder(w, co, move);
    } else {
      Hooks.DecisionHandler h = decisionHandler(d);
      List<Move> legal = new ArrayList<>();
      w.module = d.module();
      h.legalMoves(d, w, legal);
      if (!legal.contains(move)) {
        throw new IllegalMoveException(
            Reason.OTHER, move, describe(move) + " is not a legal answer to " + d);
      }
      w.steps = w.steps.tail;
      w.where = d.getClass();
      h.apply(d, move, w);
      w.module = "core";
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private void applyModuleMove(Work w, Move move) {
    Compiled.Tagged<Hooks.MoveHandler<?>> h = c.moveHandlers.get(move.getClass());
    if (h == null) {
      throw new RuleModuleException("core", "move handler", "no handler for " + move.getClass().getSimpleName(), null);
    }
    w.module = h.module();
    w.where = "move " + move.getClass().getSimpleName();
    ((Hooks.MoveHandler) h.hook()).apply(move, w);
    w.module = "core";
  }

  private void applyPlace(Work w, Move move) {
    if (!(move instanceof Move.PlaceTile pt)) {
      throw new IllegalMoveException(
          Reason.WRONG_KIND, move, describe(move) + " is illegal: the drawn tile must be placed");
    }
    int t = w.drawn;
    Position pos = pt.position();
    if (listedBefore(w, move)) {
      // one of the very moves legalMoves listed for this decision: no need to check it again
      placeChecked(w, t, c.canonicalRotation[t][pt.rotation().ordinal()], pos.x(), pos.y(), pos);
      return;
    }
    Board b = w.board;
    if (b.at(pos.x(), pos.y()) >= 0) {
      throw new IllegalMoveException(
          Reason.OCCUPIED, move, describe(move) + " is illegal: cell " + pos + " already holds a tile");
    }
    boolean adjacent = false;
    for (Side s : Side.values()) {
      adjacent |= b.at(pos.x() + s.dx(), pos.y() + s.dy()) >= 0;
    }
    if (!adjacent) {
      throw new IllegalMoveException(
          Reason.NOT_ADJACENT, move, describe(move) + " is illegal: cell " + pos + " touches no tile");
    }
    int r = c.canonicalRotation[t][pt.rotation().ordinal()];
    Query q = new Query(w);
    q.set(t, r, pos.x(), pos.y(), neighbourCodes(b, pos.x(), pos.y()));
    String denied = deniedBy(w, q);
    if (denied != null) {
      throw new IllegalMoveException(
          Reason.PLACEMENT_FORBIDDEN,
          move,
          describe(move) + " is illegal: tile " + c.tileTypes.get(t).id() + " does not fit there (rule of module '" + denied + "')");
    }
    placeChecked(w, t, r, pos.x(), pos.y(), pos);
  }

  /**
   * Places the drawn tile t, already known to be legal at (x, y), and queues what follows; {@code
   * pos} is (x, y) as a position, or null to look it up if an event needs it.
   */
  private void placeChecked(Work w, int t, int r, int x, int y, Position pos) {
    w.steps = w.steps.tail;
    w.placeTile(t, r, x, y);
    w.placed = w.board.count - 1;
    w.drawn = -1;
    if (w.recording) {
      w.emit(
          new GameEvent.TilePlaced(
              java.util.Optional.of(PlayerId.of(w.active)),
              c.tileTypes.get(t).id(),
              pos != null ? pos : c.placementMoves.position(x, y),
              Rotation.ofQuarterTurns(r)));
    }
    w.steps = w.steps.pushScoreAndDeploy(w.active);
    runHooks(w, c.tilePlaced, "tile placed");
  }

  /** Draws tile type t from pile p (which has one) at the head's draw. */
  private void drawTile(Work w, int p, int t) {
    w.steps = w.steps.tail;
    w.advance(TILE_STREAM);
    w.takeTile(p, t);
    w.drawn = t;
    if (w.recording) {
      w.emit(new GameEvent.TileDrawn(PlayerId.of(w.active), c.tileTypes.get(t).id()));
    }
    if (c.tileDrawn.isEmpty()) {
      placeCheck(w);
    } else {
      w.push(CoreSteps.PLACE_CHECK, CORE_AUTO);
      runHooks(w, c.tileDrawn, "tile drawn");
    }
  }

  /** True if {@code move} is, by identity, one of the legal moves listed for the source state. */
  private static boolean listedBefore(Work w, Move move) {
    State source = w.source;
    List<Move> memo = source == null ? null : source.legalMemo;
    if (memo == null) {
      return false;
    }
    if (memo instanceof PlacementList placements) {
      return placements.listsIdentical(move);
    }
    for (int i = 0; i < memo.size(); i++) {
      if (memo.get(i) == move) {
        return true;
      }
    }
    return false;
  }

  private void applyDeploy(Work w, CoreSteps.Deploy dep, Move move) {
    if (move instanceof Move.Skip) {
      // deploying nothing is always legal (it is always among the deploy options)
      w.steps = w.steps.tail;
      return;
    }
    if (listedBefore(w, move)) {
      // one of the very moves listed for this decision: canonical, and legal
      deployListed(w, dep, move);
      return;
    }
    Move m = move;
    if (move instanceof Move.Deploy d) {
      Location canon = w.canonical(d.location());
      if (canon != d.location()) {
        m = new Move.Deploy(d.figure(), canon);
      }
    }
    State source = w.source;
    if (source != null && source.legalMemo != null && source.legalMemo.contains(m)) {
      // the moves of this very decision were listed already: no need to generate them again
      deployListed(w, dep, m);
      return;
    }
    List<Move> legal = new ArrayList<>();
    deployMoves(w, dep.player(), legal);
    if (!legal.contains(m)) {
      if (m instanceof Move.Deploy d) {
        if (w.supply(dep.player(), d.figure()) <= 0) {
          throw new IllegalMoveException(
              Reason.NO_FIGURE_LEFT, move, describe(move) + " is illegal: " + dep.player() + " has no " + d.figure() + " left");
        }
        if (d.location() instanceof Location.OnFeature on
            && (w.slotOfLocation(on) < 0 || w.placed < 0
                || !on.position().equals(new Position(w.board.px(w.placed), w.board.py(w.placed))))) {
          throw new IllegalMoveException(
              Reason.NO_SUCH_LOCATION, move, describe(move) + " is illegal: no feature there on the tile just placed");
        }
        throw new IllegalMoveException(
            Reason.DEPLOY_FORBIDDEN, move, describe(move) + " is illegal: that feature is occupied or the rules forbid it");
      }
      throw new IllegalMoveException(
          Reason.WRONG_KIND, move, describe(move) + " is illegal: deploy a figure or skip");
    }
    w.steps = w.steps.tail;
    if (m instanceof Move.Skip) {
      return;
    }
    if (m instanceof Move.Deploy d) {
      w.deploy(dep.player(), d.figure(), d.location());
    } else {
      applyModuleMove(w, m);
    }
  }

  /** Applies a deployment decision's move known to be among its legal moves. */
  private void deployListed(Work w, CoreSteps.Deploy dep, Move m) {
    w.steps = w.steps.tail;
    if (m instanceof Move.Deploy d) {
      w.deploy(dep.player(), d.figure(), d.location());
    } else if (!(m instanceof Move.Skip)) {
      applyModuleMove(w, m);
    }
  }

  private void applyChooseOrder(Work w, CoreSteps.ChooseOrder co, Move move) {
    if (!(move instanceof Move.ChooseFeature cf)) {
      throw new IllegalMoveException(
          Reason.WRONG_KIND, move, describe(move) + " is illegal: choose the feature to score next");
    }
    int slot = w.slotOf(new FeatureId(cf.position(), cf.spot()));
    int chosen = -1;
    for (int i = 0; i < co.features().size() && slot >= 0; i++) {
      if (w.board.find(w.slotOf(co.features().get(i))) == w.board.find(slot)) {
        chosen = i;
      }
    }
    if (chosen < 0) {
      throw new IllegalMoveException(
          Reason.OTHER, move, describe(move) + " is illegal: that feature is not waiting to be scored");
    }
    w.steps = w.steps.tail;
    List<FeatureId> rest = new ArrayList<>(co.features());
    FeatureId id = rest.remove(chosen);
    if (rest.size() > 1) {
      w.push(new CoreSteps.ChooseOrder(co.player(), ImmutableList.copyOf(rest), co.completed()));
    } else if (rest.size() == 1) {
      w.push(ScoringJob.of(rest.get(0), co.completed()));
    }
    w.push(ScoringJob.of(id, co.completed()));
  }

  // ------------------------------------------------------------------ placement and deployment

  /** A reusable placement query over a work state. */
  private final class Query implements PlacementQuery {
    final Work w;
    int t;
    int r;
    int x;
    int y;
    /** The neighbours' edge codes facing the cell, a byte per side, 0xFF for none. */
    int nb;

    Query(Work w) {
      this.w = w;
    }

    void set(int t, int r, int x, int y, int nb) {
      this.t = t;
      this.r = r;
      this.x = x;
      this.y = y;
      this.nb = nb;
    }

    @Override
    public TileType tile() {
      return c.tileTypes.get(t);
    }

    @Override
    public Rotation rotation() {
      return Rotation.ofQuarterTurns(r);
    }

    @Override
    public Position position() {
      return new Position(x, y);
    }

    @Override
    public EdgeKind edge(Side side) {
      return c.edgeKinds.get(c.edgeCode[t][r * 4 + side.ordinal()]);
    }

    @Override
    public EdgeKind neighbourEdge(Side side) {
      int code = (nb >>> (8 * side.ordinal())) & 0xFF;
      return code == 0xFF ? null : c.edgeKinds.get(code);
    }

    @Override
    public boolean edgesMatch() {
      int present = 0;
      for (int side = 0; side < 4; side++) {
        if (((nb >>> (8 * side)) & 0xFF) != 0xFF) {
          present |= 0xFF << (8 * side);
        }
      }
      return ((nb ^ c.packedEdges[t][r]) & present) == 0;
    }
  }

  /** The neighbours' edge codes facing a free cell, a byte per side (0xFF for none). */
  private int neighbourCodes(Board b, int x, int y) {
    int i = b.freeIndexAt(x, y);
    if (i < 0) {
      return -1;
    }
    return c.rotationMask != null ? c.edgeCodes(b.freeEdge(i)) : b.freeEdge(i);
  }

  private String deniedBy(Work w, Query q) {
    if (c.edgeMatching && !q.edgesMatch()) {
      return c.edgeMatchingModule;
    }
    return ruleDenying(w, q);
  }

  /** The module of the first placement rule that forbids the query's placement, or null. */
  private String ruleDenying(Work w, Query q) {
    Compiled.Tagged<Hooks.PlacementRule>[] rules = c.placementRules[q.t];
    for (int i = 0; i < rules.length; i++) {
      if (!rules[i].hook().allows(q, w)) {
        return rules[i].module();
      }
    }
    return null;
  }

  private boolean hasPlacement(Work w, int t) {
    return placements(w.board, t, w, 1, null) > 0;
  }

  private void placementMoves(Work w, int t, List<Move> out) {
    if (t >= 0) {
      out.addAll(placementList(w, t));
    }
  }

  /**
   * The legal placements of tile type t (not -1) on the working copy's board, in legal-move
   * order, its placement rules answered through w.
   */
  private PlacementList placementList(Work w, int t) {
    Board b = w.board;
    int[] found = new int[b.freeCount * 4 + 4];
    int n = placements(b, t, w, COUNT, found);
    return new PlacementList(b, c.placementMoves, Arrays.copyOf(found, n));
  }

  private void deployMoves(Work w, PlayerId player, List<Move> out) {
    for (Compiled.Tagged<Hooks.DeployGenerator> g : c.deployGenerators) {
      w.module = g.module();
      w.where = "deploy options";
      g.hook().generate(w, player, out);
    }
    if (c.deployFilters.length > 0) {
      out.removeIf(
          m -> {
            for (Compiled.Tagged<Hooks.DeployFilter> f : c.deployFilters) {
              w.module = f.module();
              w.where = "deploy filter";
              if (!f.hook().allows(w, player, m)) {
                return true;
              }
            }
            return false;
          });
    }
    w.module = "core";
    out.add(Move.Skip.INSTANCE);
  }

  /** The compiled rule set (for the API layer). */
  public Compiled compiled() {
    return c;
  }

  /** A figure kind's compiled index or -1 (for tests of the API layer). */
  int figureKindIndex(FigureKind k) {
    return c.kindIndex(k);
  }
}
