package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.ScoringJob;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A rule set compiled into arrays: hooks per phase with their owning module, tile tables per
 * rotation, kinds by index. Immutable after construction and shared by every game.
 */
public final class Compiled {

  /** Port index by name, for reading spots. */
  private static final ImmutableMap<String, Integer> PORTS;

  static {
    ImmutableMap.Builder<String, Integer> b = ImmutableMap.builder();
    for (Port p : Port.values()) {
      b.put(p.name(), p.index());
    }
    PORTS = b.buildOrThrow();
  }

  /** A hook with the id of the module that registered it. */
  public record Tagged<H>(String module, H hook) {}

  final ImmutableList<String> moduleIds;
  final ImmutableMap<String, Object> options;

  // tiles
  final ImmutableList<TileType> tileTypes;
  final Map<String, Integer> tileIndex;
  /** [type][rot*4+side] edge kind index. */
  final int[][] edgeCode;
  /** [type][rot] the four edge codes, a byte per side. */
  final int[][] packedEdges;
  /** [type][rot*12+port] segment index. */
  final int[][] segAtPort;
  /**
   * [type][rot*4+side] the segments at the side's three ports, in port order, a byte each (as
   * {@link #segAtPort}, packed for joining a placed tile with its neighbours).
   */
  final int[][] sideSegs;
  /** [type][rot*nseg+seg] sides mask (bit per side, board orientation). */
  final int[][] segSides;
  /** [type] rotations that are distinct. */
  final Rotation[][] distinctRotations;
  /** Powers of {@link #edgeBase}: the weight of each side's digit in an edge pattern. */
  final int[] edgePow;
  /**
   * [type][rot*4+side] what a tile placed so adds to the edge pattern of the free cell on that
   * side: its edge's digit at the place of the side facing it (see {@link #rotationMask}).
   */
  final int[][] edgeDigit;

  /** The neighbours' edge codes (a byte per side, 0xFF for none) of an edge pattern. */
  int edgeCodes(int pattern) {
    int nb = 0;
    for (int side = 0; side < 4; side++) {
      int d = (pattern / edgePow[side]) % edgeBase;
      nb |= (d == 0 ? 0xFF : d - 1) << (8 * side);
    }
    return nb;
  }

  /** The quarter turns of {@link #distinctRotations}. */
  final int[][] distinctRotationOrdinals;
  /**
   * Per tile type, per edge pattern of a free cell, the bit set of the distinct rotations whose
   * edges match; null without edge matching or when the table would be too large (then each
   * rotation is compared). An edge pattern has one digit in base {@link #edgeBase} per side,
   * weighted by {@link #edgePow}: 0 for no neighbour, else the facing edge's code + 1 (so a
   * board adds a side's digit when a tile is placed there; see {@link #edgeCodes}).
   */
  final byte[][] rotationMask;
  /**
   * Per edge pattern, a bit per side ({@code 1 << side}) with a neighbour (a digit other than
   * 0); null when {@link #rotationMask} is.
   */
  final byte[] patternSides;
  /**
   * Per edge pattern, the number of placements in it ({@link #rotationMask}'s bits) of every tile
   * type, packed {@value #COUNT_BITS} bits a type, {@value #COUNTS_PER_WORD} types a word,
   * {@value #COUNTED_WORDS} words a pattern: type t's in bits {@code COUNT_BITS * (t %
   * COUNTS_PER_WORD)} of the word {@code pattern * COUNTED_WORDS + t / COUNTS_PER_WORD}. A
   * rollout's board keeps the sum over its free cells, so that it knows a drawn tile's number
   * of placements without counting them (see {@code Board.Cells#counts}), while the sums fit
   * their fields: at most 4 per free cell, so while there are at most {@link
   * #MAX_COUNTED_FREE} free cells (a base game has at most 146). Null when {@link
   * #rotationMask} is, or with more than {@value #MAX_COUNTED_TYPES} tile types (a rule set
   * with rivers has 43: their sums cost more to keep than counting the drawn tile's placements
   * gains).
   */
  final long[] placementCounts;
  /** The bits of one type's count in {@link #placementCounts}. */
  static final int COUNT_BITS = 10;
  /** The types' counts in one word of {@link #placementCounts}. */
  static final int COUNTS_PER_WORD = 64 / COUNT_BITS;
  /**
   * The words per edge pattern in {@link #placementCounts}, the same for every rule set (fewer
   * types leave fields zero), so that the board adds them in straight-line code.
   */
  static final int COUNTED_WORDS = 6;
  /** The most tile types for which {@link #placementCounts} is kept. */
  static final int MAX_COUNTED_TYPES = COUNTED_WORDS * COUNTS_PER_WORD;
  /**
   * The most free cells for which a board keeps {@link #placementCounts}' sums: 4 placements on
   * each must fit {@value #COUNT_BITS} bits.
   */
  static final int MAX_COUNTED_FREE = ((1 << COUNT_BITS) - 1) / 4;
  /** The number of edge kinds plus one: the base of an edge pattern's digits. */
  final int edgeBase;
  /** [type][rot] canonical rotation index. */
  final int[][] canonicalRotation;
  /** [type][seg] feature kind index. */
  final int[][] segKind;
  /** [type][rot*nseg+seg] canonical spot name. */
  final String[][] canonicalSpot;
  /** [type][rot*nseg+seg] the canonical spot name's id: its index among the distinct names. */
  final int[][] canonicalSpotId;
  /** [type] inner segments in index order. */
  final int[][] innerSegs;
  /**
   * [type] true if an inner segment of the type completes by its neighbours (a cloister): the
   * board keeps the tiles of such types, so that a placement finds them nearby without lookups.
   */
  final boolean[] watched;
  /**
   * [type][segment] how the segment's feature completes: {@link #NEVER} (no rule: fields),
   * {@link #WHEN_CLOSED} (the declared rule {@code CLOSED}: no open edge), else {@link
   * #BY_RULE} (a rule to ask). Lets the completion check after a placement pass over segments
   * that cannot have completed without finding their features.
   */
  final byte[][] segCompletion;
  /**
   * [type] the segments, ascending, whose feature can complete ({@link #segCompletion} not
   * {@link #NEVER}): the only ones the completion check after a placement reads.
   */
  final int[][] completableSegs;

  static final byte NEVER = 0;
  static final byte WHEN_CLOSED = 1;
  static final byte BY_RULE = 2;
  /** [type][segment] the bit set of the segments it touches ({@code Segment.adjacent}). */
  final int[][] segAdjacent;
  /** [type] the bit set of the segments that have attributes (pennants, goods, ...). */
  final int[] segAttributed;
  final ImmutableList<EdgeKind> edgeKinds;
  /** The positions, placement and deployment moves of the cells around the origin, for all games. */
  final PlacementMoves placementMoves;

  // feature kinds
  final ImmutableList<FeatureKind> featureKinds;
  final Map<FeatureKind, Integer> featureKindIndex;
  final Tagged<Hooks.FeatureScorer>[] scorer;
  final int[] scorerSource;
  final Tagged<Hooks.CompletionRule>[] completion;
  final boolean[] neighbourCompletion;
  /** True if any feature kind completes by its neighbours (cloisters). */
  final boolean anyNeighbourCompletion;

  // figures and scores
  final ImmutableList<FigureKind> figureKinds;
  private final FigureKind[] figureKindArray;
  final Map<FigureKind, Integer> figureKindIndex;
  final Tagged<Hooks.Strength>[] strength;
  final ImmutableList<ScoreSource> sources;
  final Map<ScoreSource, Integer> sourceIndex;
  final int tracks;
  final boolean completionOrderMatters;
  final boolean edgeMatching;
  /** The module that declared edge matching, named when it refuses a placement. */
  final String edgeMatchingModule;

  // state slots
  final ImmutableList<StateKey<?>> slots;
  final IdentityHashMap<StateKey<?>, Integer> slotIndex;

  // hooks
  final List<Tagged<Hooks.Setup>> setup;
  final List<Tagged<Hooks.Turn>> startOfTurn;
  final List<Tagged<Hooks.MoveGenerator>> beforeChance;
  final List<Tagged<Hooks.Turn>> tileDrawn;
  /** [type] the placement rules that apply to tiles of that type, in module order. */
  final Tagged<Hooks.PlacementRule>[][] placementRules;
  final List<Tagged<Hooks.Turn>> tilePlaced;
  final Tagged<Hooks.DeployGenerator>[] deployGenerators;
  final Tagged<Hooks.DeployFilter>[] deployFilters;
  /**
   * True if every deployment generator is the engine's own rule ({@link EmptyFeatureDeploy},
   * compiled) and there are no filters: a state's deployment moves are then listed from its
   * arrays, without a working copy.
   */
  final boolean plainDeploy;
  final Map<Class<?>, Tagged<Hooks.MoveHandler<?>>> moveHandlers;
  final ImmutableList<io.github.carcassonne.notation.MoveSyntax> moveSyntaxes;
  final Map<Class<?>, Tagged<?>> stepHandlers;
  final Tagged<Hooks.ScoreModifier>[] modifiers;
  final Map<ScoringJob.Stage, List<Tagged<Hooks.ScoringHook>>> scoringHooks;
  final List<Tagged<Hooks.AwardInterceptor>> interceptors;
  final List<Tagged<Hooks.AwardObserver>> observers;
  /**
   * True if no module hooks into scoring jobs or awards (no scoring hooks, interceptors or
   * observers): then a job's stages have nothing to interleave and run as one step.
   */
  final boolean plainScoring;
  final List<Tagged<Hooks.FigureLeaves>> figureLeaves;
  final List<Tagged<Hooks.Turn>> endOfTurn;
  final List<Tagged<Hooks.Succession>> succession;
  final List<Tagged<Hooks.Turn>> finalScoring;

  @SuppressWarnings({"unchecked", "rawtypes"})
  private Compiled(Registry r) {
    this.moduleIds = ImmutableList.copyOf(r.moduleIds);
    this.options = ImmutableMap.copyOf(r.optionValues);
    this.edgeKinds = ImmutableList.copyOf(r.edgeKinds);
    this.featureKinds = ImmutableList.copyOf(r.featureKinds);
    this.featureKindIndex = new HashMap<>();
    for (int i = 0; i < featureKinds.size(); i++) {
      featureKindIndex.put(featureKinds.get(i), i);
    }
    this.tileTypes = ImmutableList.copyOf(r.tileTypes.values());
    this.tileIndex = new HashMap<>();
    int nt = tileTypes.size();
    edgeCode = new int[nt][];
    segAtPort = new int[nt][];
    sideSegs = new int[nt][];
    packedEdges = new int[nt][4];
    segSides = new int[nt][];
    distinctRotations = new Rotation[nt][];
    distinctRotationOrdinals = new int[nt][];
    canonicalRotation = new int[nt][];
    segKind = new int[nt][];
    canonicalSpot = new String[nt][];
    canonicalSpotId = new int[nt][];
    Map<String, Integer> spotIds = new HashMap<>();
    innerSegs = new int[nt][];
    segAdjacent = new int[nt][];
    segAttributed = new int[nt];
    for (int t = 0; t < nt; t++) {
      TileType type = tileTypes.get(t);
      tileIndex.put(type.id(), t);
      int ns = type.segments().size();
      edgeCode[t] = new int[16];
      segAtPort[t] = new int[48];
      segSides[t] = new int[4 * ns];
      segKind[t] = new int[ns];
      for (int s = 0; s < ns; s++) {
        segKind[t][s] = featureKindIndex.get(type.segments().get(s).kind());
      }
      for (int rot = 0; rot < 4; rot++) {
        Rotation rotation = Rotation.ofQuarterTurns(rot);
        for (Side side : Side.values()) {
          edgeCode[t][rot * 4 + side.ordinal()] = r.edgeKinds.indexOf(type.edge(side, rotation));
        }
        for (int side = 0; side < 4; side++) {
          packedEdges[t][rot] |= edgeCode[t][rot * 4 + side] << (8 * side);
        }
        for (Port port : Port.values()) {
          segAtPort[t][rot * 12 + port.index()] = type.segmentAt(port, rotation).index();
        }
        if (rot == 0) {
          sideSegs[t] = new int[16];
        }
        for (int side = 0; side < 4; side++) {
          for (int third = 0; third < 3; third++) {
            sideSegs[t][rot * 4 + side] |= segAtPort[t][rot * 12 + side * 3 + third] << (8 * third);
          }
        }
        for (int s = 0; s < ns; s++) {
          Segment seg = type.segments().get(s);
          int ports = seg.rotatedPorts(rotation);
          int sides = 0;
          for (int side = 0; side < 4; side++) {
            if ((ports & (7 << (3 * side))) != 0) {
              sides |= 1 << side;
            }
          }
          segSides[t][rot * ns + s] = sides;
        }
      }
      innerSegs[t] = type.segments().stream().filter(Segment::isInner).mapToInt(Segment::index).toArray();
      segAdjacent[t] = type.segments().stream().mapToInt(Segment::adjacent).toArray();
      for (Segment seg : type.segments()) {
        if (!seg.attributes().isEmpty()) {
          segAttributed[t] |= 1 << seg.index();
        }
      }
      canonicalSpot[t] = new String[4 * ns];
      for (int rot = 0; rot < 4; rot++) {
        for (int s = 0; s < ns; s++) {
          canonicalSpot[t][rot * ns + s] = spotName(type, t, rot, s);
        }
      }
      canonicalSpotId[t] = new int[4 * ns];
      for (int k = 0; k < 4 * ns; k++) {
        canonicalSpotId[t][k] = spotIds.computeIfAbsent(canonicalSpot[t][k], n -> spotIds.size());
      }
      distinctRotations[t] = type.distinctRotations().toArray(new Rotation[0]);
      distinctRotationOrdinals[t] = new int[distinctRotations[t].length];
      for (int k = 0; k < distinctRotations[t].length; k++) {
        distinctRotationOrdinals[t][k] = distinctRotations[t][k].ordinal();
      }
      canonicalRotation[t] = new int[4];
      for (int rot = 0; rot < 4; rot++) {
        canonicalRotation[t][rot] = canonical(t, rot);
      }
    }
    int nk = featureKinds.size();
    scorer = new Tagged[nk];
    scorerSource = new int[nk];
    completion = new Tagged[nk];
    neighbourCompletion = new boolean[nk];
    this.sources = ImmutableList.copyOf(r.sources);
    this.sourceIndex = new HashMap<>();
    for (int i = 0; i < sources.size(); i++) {
      sourceIndex.put(sources.get(i), i);
    }
    for (int k = 0; k < nk; k++) {
      FeatureKind kind = featureKinds.get(k);
      Registry.ScorerEntry e = r.scorers.get(kind);
      if (e != null) {
        scorer[k] = new Tagged<>(e.module(), e.scorer());
        scorerSource[k] = sourceIndex.get(e.source());
      } else {
        scorerSource[k] = -1;
      }
      Registry.CompletionEntry c = r.completions.get(kind);
      if (c != null) {
        completion[k] = new Tagged<>(c.module(), c.rule());
        neighbourCompletion[k] = c.neighbours();
      }
    }
    boolean anyNeighbours = false;
    for (boolean nb : neighbourCompletion) {
      anyNeighbours |= nb;
    }
    this.anyNeighbourCompletion = anyNeighbours;
    segCompletion = new byte[nt][];
    for (int t = 0; t < nt; t++) {
      segCompletion[t] = new byte[segKind[t].length];
      for (int k = 0; k < segKind[t].length; k++) {
        Tagged<Hooks.CompletionRule> rule = completion[segKind[t][k]];
        segCompletion[t][k] =
            rule == null
                ? NEVER
                : rule.hook() == Hooks.CompletionRule.CLOSED ? WHEN_CLOSED : BY_RULE;
      }
    }
    completableSegs = new int[nt][];
    for (int t = 0; t < nt; t++) {
      byte[] how = segCompletion[t];
      completableSegs[t] =
          java.util.stream.IntStream.range(0, how.length).filter(k -> how[k] != NEVER).toArray();
    }
    watched = new boolean[nt];
    for (int t = 0; t < nt; t++) {
      for (int k : innerSegs[t]) {
        watched[t] |= neighbourCompletion[segKind[t][k]];
      }
    }
    this.figureKinds = ImmutableList.copyOf(r.figureKinds.keySet());
    this.figureKindArray = figureKinds.toArray(new FigureKind[0]);
    this.figureKindIndex = new HashMap<>();
    strength = new Tagged[figureKinds.size()];
    for (int i = 0; i < figureKinds.size(); i++) {
      figureKindIndex.put(figureKinds.get(i), i);
      strength[i] = r.figureKinds.get(figureKinds.get(i));
    }
    this.placementMoves = new PlacementMoves(spotIds.size(), figureKinds.size());
    this.tracks = r.tracks;
    this.completionOrderMatters = r.completionOrderMatters;
    this.edgeMatching = r.edgeMatchingModule != null;
    this.edgeBase = edgeKinds.size() + 1;
    this.edgePow = new int[] {1, edgeBase, edgeBase * edgeBase, edgeBase * edgeBase * edgeBase};
    this.edgeDigit = new int[nt][16];
    for (int t = 0; t < nt; t++) {
      for (int i = 0; i < 16; i++) {
        edgeDigit[t][i] = (edgeCode[t][i] + 1) * edgePow[((i & 3) + 2) & 3];
      }
    }
    long patterns = (long) edgeBase * edgeBase * edgeBase * edgeBase;
    if (edgeMatching && patterns * nt <= (1 << 21)) {
      rotationMask = new byte[nt][];
      for (int t = 0; t < nt; t++) {
        rotationMask[t] = new byte[(int) patterns];
        for (int p = 0; p < patterns; p++) {
          int nb = edgeCodes(p);
          int mask = 0;
          for (int rot : distinctRotationOrdinals[t]) {
            boolean ok = true;
            for (int side = 0; side < 4; side++) {
              int code = (nb >>> (8 * side)) & 0xFF;
              ok &= code == 0xFF || code == edgeCode[t][rot * 4 + side];
            }
            if (ok) {
              mask |= 1 << rot;
            }
          }
          rotationMask[t][p] = (byte) mask;
        }
      }
      patternSides = new byte[(int) patterns];
      for (int p = 0; p < patterns; p++) {
        for (int side = 0; side < 4; side++) {
          if ((p / edgePow[side]) % edgeBase != 0) {
            patternSides[p] |= (byte) (1 << side);
          }
        }
      }
    } else {
      rotationMask = null;
      patternSides = null;
    }
    if (rotationMask != null && nt > 0 && nt <= MAX_COUNTED_TYPES) {
      int patternCount = rotationMask[0].length;
      long[] counts = new long[patternCount * COUNTED_WORDS];
      for (int p = 0; p < patternCount; p++) {
        for (int t = 0; t < nt; t++) {
          counts[p * COUNTED_WORDS + t / COUNTS_PER_WORD] |=
              (long) Integer.bitCount(rotationMask[t][p]) << (COUNT_BITS * (t % COUNTS_PER_WORD));
        }
      }
      placementCounts = counts;
    } else {
      placementCounts = null;
    }
    this.edgeMatchingModule = r.edgeMatchingModule;
    this.slots = ImmutableList.copyOf(r.slots);
    this.slotIndex = new IdentityHashMap<>();
    for (int i = 0; i < slots.size(); i++) {
      slotIndex.put(slots.get(i), i);
    }
    this.setup = List.copyOf(r.setup);
    this.startOfTurn = List.copyOf(r.startOfTurn);
    this.beforeChance = List.copyOf(r.beforeChance);
    this.tileDrawn = List.copyOf(r.tileDrawn);
    this.placementRules = new Tagged[nt][];
    for (int t = 0; t < nt; t++) {
      List<Tagged<Hooks.PlacementRule>> rules = new ArrayList<>();
      for (int i = 0; i < r.placementRules.size(); i++) {
        java.util.function.Predicate<TileType> applies = r.placementFilters.get(i);
        if (applies == null || applies.test(tileTypes.get(t))) {
          rules.add(r.placementRules.get(i));
        }
      }
      this.placementRules[t] = rules.toArray(new Tagged[0]);
    }
    this.tilePlaced = List.copyOf(r.tilePlaced);
    this.deployGenerators = r.deployGenerators.toArray(new Tagged[0]);
    for (int i = 0; i < deployGenerators.length; i++) {
      if (deployGenerators[i].hook() instanceof EmptyFeatureDeploy e) {
        deployGenerators[i] =
            new Tagged<>(deployGenerators[i].module(), e.compile(tileTypes, kindIndex(e.kind)));
      }
    }
    this.deployFilters = r.deployFilters.toArray(new Tagged[0]);
    boolean plain = deployFilters.length == 0;
    for (Tagged<Hooks.DeployGenerator> g : deployGenerators) {
      plain &= g.hook() instanceof EmptyFeatureDeploy e && e.compiledFor(tileTypes.size());
    }
    this.plainDeploy = plain;
    this.moveHandlers = Map.copyOf(r.moveHandlers);
    this.moveSyntaxes = ImmutableList.copyOf(r.moveSyntaxes);
    this.stepHandlers = new HashMap<>(r.stepHandlers);
    this.modifiers = r.modifiers.toArray(new Tagged[0]);
    this.scoringHooks = new HashMap<>();
    for (ScoringJob.Stage st : ScoringJob.Stage.values()) {
      scoringHooks.put(st, List.copyOf(r.scoringHooks.getOrDefault(st, List.of())));
    }
    this.interceptors = List.copyOf(r.interceptors);
    this.observers = List.copyOf(r.observers);
    boolean hooks = false;
    for (List<Tagged<Hooks.ScoringHook>> l : scoringHooks.values()) {
      hooks |= !l.isEmpty();
    }
    this.plainScoring = !hooks && interceptors.isEmpty() && observers.isEmpty();
    this.figureLeaves = List.copyOf(r.figureLeaves);
    this.endOfTurn = List.copyOf(r.endOfTurn);
    this.succession = List.copyOf(r.succession);
    this.finalScoring = List.copyOf(r.finalScoring);
  }

  private int canonical(int t, int rot) {
    TileType type = tileTypes.get(t);
    for (Rotation d : distinctRotations[t]) {
      if (d.ordinal() == rot) {
        return rot;
      }
    }
    // the smallest distinct rotation with the same layout
    for (Rotation d : distinctRotations[t]) {
      if (sameLayout(type, d.ordinal(), rot)) {
        return d.ordinal();
      }
    }
    return rot;
  }

  private boolean sameLayout(TileType type, int a, int b) {
    for (int p = 0; p < 12; p++) {
      Segment sa = type.segmentAt(Port.ofIndex(p), Rotation.ofQuarterTurns(a));
      Segment sb = type.segmentAt(Port.ofIndex(p), Rotation.ofQuarterTurns(b));
      if (!sa.kind().equals(sb.kind()) || !sa.attributes().equals(sb.attributes())) {
        return false;
      }
    }
    return true;
  }

  /** The move syntaxes the modules registered, in module order. */
  public ImmutableList<io.github.carcassonne.notation.MoveSyntax> moveSyntaxes() {
    return moveSyntaxes;
  }

  /** Compiles the modules, given in module order, with the resolved option values. */
  public static Compiled compile(List<RuleModule> modules, Map<String, Object> optionValues) {
    Registry r = new Registry(optionValues);
    for (RuleModule m : modules) {
      r.current = m.id();
      r.moduleIds.add(m.id());
      m.register(r);
    }
    r.current = "core";
    return new Compiled(r);
  }

  private String spotName(TileType type, int t, int rot, int s) {
    int ports = type.segments().get(s).rotatedPorts(Rotation.ofQuarterTurns(rot));
    for (int side = 0; side < 4; side++) {
      if ((ports & (1 << (side * 3 + 1))) != 0) {
        return Port.ofIndex(side * 3 + 1).name();
      }
    }
    for (int p = 0; p < 12; p++) {
      if ((ports & (1 << p)) != 0) {
        return Port.ofIndex(p).name();
      }
    }
    for (int k = 0; k < innerSegs[t].length; k++) {
      if (innerSegs[t][k] == s) {
        return k == 0 ? "C" : "C" + (k + 1);
      }
    }
    return "C";
  }

  /** A feature kind's index (found by identity first: kinds are mostly the constants), or -1. */
  int featureKindIndex(FeatureKind kind) {
    ImmutableList<FeatureKind> kinds = featureKinds;
    for (int i = 0; i < kinds.size(); i++) {
      if (kinds.get(i) == kind) {
        return i;
      }
    }
    Integer k = kind == null ? null : featureKindIndex.get(kind);
    return k == null ? -1 : k;
  }

  /**
   * A figure kind's index, or -1 if it is not registered: the few kinds are compared by identity
   * first (the constants modules use), then looked up by value.
   */
  int kindIndex(FigureKind kind) {
    FigureKind[] kinds = figureKindArray;
    for (int i = 0; i < kinds.length; i++) {
      if (kinds[i] == kind) {
        return i;
      }
    }
    Integer k = kind == null ? null : figureKindIndex.get(kind);
    return k == null ? -1 : k;
  }

  /** The segment a spot names on a tile of type t in rotation rot, or -1. */
  int segmentOfSpot(int t, int rot, String spot) {
    if (spot == null) {
      return -1;
    }
    // a canonical spot made by this rule set (the listed deployments' spots) by identity first
    String[] canon = canonicalSpot[t];
    int ns = canon.length >> 2;
    for (int s = 0, k = rot * ns; s < ns; s++, k++) {
      if (canon[k] == spot) {
        return s;
      }
    }
    if (spot.startsWith("C") && !spot.startsWith("CC")) {
      int k;
      if (spot.equals("C")) {
        k = 0;
      } else {
        try {
          k = Integer.parseInt(spot.substring(1)) - 1;
        } catch (NumberFormatException e) {
          return -1;
        }
      }
      return k >= 0 && k < innerSegs[t].length ? innerSegs[t][k] : -1;
    }
    Integer port = PORTS.get(spot);
    return port == null ? -1 : segAtPort[t][rot * 12 + port];
  }

  /**
   * True if both compile the same rules: the same modules in the same order with the same option
   * values. Compiling is deterministic, so their tables agree index for index.
   */
  boolean sameRules(Compiled o) {
    return o == this || (o != null && moduleIds.equals(o.moduleIds) && options.equals(o.options));
  }

  int featureKindOf(int type, int seg) {
    return segKind[type][seg];
  }

  int tileCount() {
    return tileTypes.size();
  }

  /** The registry implementation used while compiling. */
  static final class Registry implements HookRegistry {
    record ScorerEntry(String module, ScoreSource source, Hooks.FeatureScorer scorer) {}

    record CompletionEntry(String module, boolean neighbours, Hooks.CompletionRule rule) {}

    String current = "core";
    final List<String> moduleIds = new ArrayList<>();
    final Map<String, Object> optionValues;
    final LinkedHashMap<String, TileType> tileTypes = new LinkedHashMap<>();
    final List<EdgeKind> edgeKinds =
        new ArrayList<>(List.of(EdgeKind.FIELD, EdgeKind.ROAD, EdgeKind.CITY, EdgeKind.RIVER));
    final List<FeatureKind> featureKinds = new ArrayList<>();
    final List<ScoreSource> sources = new ArrayList<>();
    final List<StateKey<?>> slots = new ArrayList<>();
    final LinkedHashMap<FigureKind, Tagged<Hooks.Strength>> figureKinds = new LinkedHashMap<>();
    final Map<FeatureKind, ScorerEntry> scorers = new HashMap<>();
    final Map<FeatureKind, CompletionEntry> completions = new HashMap<>();
    int tracks = 1;
    boolean completionOrderMatters;
    String edgeMatchingModule;
    final List<Tagged<Hooks.Setup>> setup = new ArrayList<>();
    final List<Tagged<Hooks.Turn>> startOfTurn = new ArrayList<>();
    final List<Tagged<Hooks.MoveGenerator>> beforeChance = new ArrayList<>();
    final List<Tagged<Hooks.Turn>> tileDrawn = new ArrayList<>();
    final List<Tagged<Hooks.PlacementRule>> placementRules = new ArrayList<>();
    final List<java.util.function.Predicate<TileType>> placementFilters = new ArrayList<>();
    final List<Tagged<Hooks.Turn>> tilePlaced = new ArrayList<>();
    final List<Tagged<Hooks.DeployGenerator>> deployGenerators = new ArrayList<>();
    final List<Tagged<Hooks.DeployFilter>> deployFilters = new ArrayList<>();
    final Map<Class<?>, Tagged<Hooks.MoveHandler<?>>> moveHandlers = new HashMap<>();
    final List<io.github.carcassonne.notation.MoveSyntax> moveSyntaxes = new ArrayList<>();
    final Map<String, String> moveWords = new HashMap<>();
    final Map<Class<?>, Tagged<?>> stepHandlers = new HashMap<>();
    final List<Tagged<Hooks.ScoreModifier>> modifiers = new ArrayList<>();
    final Map<ScoringJob.Stage, List<Tagged<Hooks.ScoringHook>>> scoringHooks = new HashMap<>();
    final List<Tagged<Hooks.AwardInterceptor>> interceptors = new ArrayList<>();
    final List<Tagged<Hooks.AwardObserver>> observers = new ArrayList<>();
    final List<Tagged<Hooks.FigureLeaves>> figureLeaves = new ArrayList<>();
    final List<Tagged<Hooks.Turn>> endOfTurn = new ArrayList<>();
    final List<Tagged<Hooks.Succession>> succession = new ArrayList<>();
    final List<Tagged<Hooks.Turn>> finalScoring = new ArrayList<>();

    Registry(Map<String, Object> optionValues) {
      this.optionValues = optionValues;
      featureKinds.add(FeatureKind.ROAD);
      featureKinds.add(FeatureKind.CITY);
      featureKinds.add(FeatureKind.FIELD);
      featureKinds.add(FeatureKind.CLOISTER);
    }

    private <H> Tagged<H> tag(H hook) {
      if (hook == null) {
        throw new IllegalArgumentException("module " + current + " registered a null hook");
      }
      return new Tagged<>(current, hook);
    }

    private IllegalArgumentException twice(String what, Object key, String other) {
      return new IllegalArgumentException(
          "modules '" + other + "' and '" + current + "' both register the " + what + " " + key);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T option(RuleOption<T> option) {
      Object v = optionValues.get(option.key());
      return v == null ? option.defaultValue() : (T) v;
    }

    @Override
    public void tileSet(TileSet set) {
      for (TileType t : set.types()) {
        TileType old = tileTypes.putIfAbsent(t.id(), t);
        if (old != null && !old.equals(t)) {
          throw new IllegalArgumentException(
              "module " + current + " defines tile " + t.id() + " differently from an earlier set");
        }
        for (EdgeKind e : t.edges()) {
          if (!edgeKinds.contains(e)) {
            edgeKind(e);
          }
        }
        for (Segment s : t.segments()) {
          if (!featureKinds.contains(s.kind())) {
            featureKinds.add(s.kind());
          }
        }
      }
    }

    @Override
    public void edgeKind(EdgeKind kind) {
      for (EdgeKind e : edgeKinds) {
        if (e.code() == kind.code() && !e.equals(kind)) {
          throw new IllegalArgumentException(
              "edge kinds " + e.id() + " and " + kind.id() + " share the code " + kind.code());
        }
      }
      if (!edgeKinds.contains(kind)) {
        edgeKinds.add(kind);
      }
    }

    @Override
    public void scoreSource(ScoreSource source) {
      if (!sources.contains(source)) {
        sources.add(source);
      }
    }

    @Override
    public <T> void stateSlot(StateKey<T> key) {
      for (StateKey<?> k : slots) {
        if (k.id().equals(key.id())) {
          throw new IllegalArgumentException("state key " + key.id() + " registered twice");
        }
      }
      slots.add(key);
    }

    @Override
    public void figureKind(FigureKind kind, Hooks.Strength strength) {
      Tagged<Hooks.Strength> old = figureKinds.get(kind);
      if (old != null) {
        throw twice("figure kind", kind, old.module());
      }
      figureKinds.put(kind, tag(strength));
    }

    @Override
    public void featureScoring(FeatureKind kind, ScoreSource source, Hooks.FeatureScorer scorer) {
      ScorerEntry old = scorers.get(kind);
      if (old != null) {
        throw twice("scorer of feature kind", kind, old.module());
      }
      if (!featureKinds.contains(kind)) {
        featureKinds.add(kind);
      }
      scoreSource(source);
      scorers.put(kind, new ScorerEntry(current, source, tag(scorer).hook()));
    }

    @Override
    public void completion(FeatureKind kind, boolean dependsOnNeighbours, Hooks.CompletionRule rule) {
      CompletionEntry old = completions.get(kind);
      if (old != null) {
        throw twice("completion rule of feature kind", kind, old.module());
      }
      if (!featureKinds.contains(kind)) {
        featureKinds.add(kind);
      }
      completions.put(kind, new CompletionEntry(current, dependsOnNeighbours, tag(rule).hook()));
    }

    @Override
    public void scoreTracks(int n) {
      if (n < 1 || n > 8) {
        throw new IllegalArgumentException("score tracks must be 1 to 8, not " + n);
      }
      tracks = Math.max(tracks, n);
    }

    @Override
    public void edgeMatching() {
      if (edgeMatchingModule == null) {
        edgeMatchingModule = current;
      }
    }

    @Override
    public void completionOrderMatters() {
      completionOrderMatters = true;
    }

    @Override
    public void onSetup(Hooks.Setup hook) {
      setup.add(tag(hook));
    }

    @Override
    public void onStartOfTurn(Hooks.Turn hook) {
      startOfTurn.add(tag(hook));
    }

    @Override
    public void beforeChance(Hooks.MoveGenerator generator) {
      beforeChance.add(tag(generator));
    }

    @Override
    public void onTileDrawn(Hooks.Turn hook) {
      tileDrawn.add(tag(hook));
    }

    @Override
    public void placementRule(Hooks.PlacementRule rule) {
      placementRules.add(tag(rule));
      placementFilters.add(null);
    }

    @Override
    public void placementRule(
        java.util.function.Predicate<TileType> appliesTo, Hooks.PlacementRule rule) {
      if (appliesTo == null) {
        throw new IllegalArgumentException("module " + current + " gave a null tile filter");
      }
      placementRules.add(tag(rule));
      placementFilters.add(appliesTo);
    }

    @Override
    public void onTilePlaced(Hooks.Turn hook) {
      tilePlaced.add(tag(hook));
    }

    @Override
    public void deployOptions(Hooks.DeployGenerator generator) {
      deployGenerators.add(tag(generator));
    }

    @Override
    public void deployOnEmptyFeatures(FigureKind kind, Set<FeatureKind> kinds) {
      if (kind == null || kinds == null) {
        throw new IllegalArgumentException("module " + current + " registered a null kind");
      }
      deployGenerators.add(tag(new EmptyFeatureDeploy(kind, ImmutableSet.copyOf(kinds))));
    }

    @Override
    public void deployFilter(Hooks.DeployFilter filter) {
      deployFilters.add(tag(filter));
    }

    @Override
    public void moveSyntax(io.github.carcassonne.notation.MoveSyntax syntax) {
      tag(syntax);
      for (String word : syntax.words()) {
        String old = moveWords.putIfAbsent(word, current);
        if (old != null || java.util.Set.of("draw", "place", "deploy", "skip", "score").contains(word)) {
          throw new IllegalArgumentException(
              "module '" + current + "' registers the move word '" + word + "' that "
                  + (old == null ? "the core notation" : "module '" + old + "'") + " owns");
        }
      }
      moveSyntaxes.add(syntax);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public <M extends Move> void moveHandler(Class<M> type, Hooks.MoveHandler<M> handler) {
      Tagged<Hooks.MoveHandler<?>> old = moveHandlers.get(type);
      if (old != null) {
        throw twice("move handler for", type.getSimpleName(), old.module());
      }
      moveHandlers.put(type, (Tagged) tag(handler));
    }

    private void step(Class<?> type, Object handler) {
      Tagged<?> old = stepHandlers.get(type);
      if (old != null) {
        throw twice("step handler for", type.getSimpleName(), old.module());
      }
      stepHandlers.put(type, tag(handler));
    }

    @Override
    public <S extends Step> void stepHandler(Class<S> type, Hooks.StepHandler<S> handler) {
      step(type, handler);
    }

    @Override
    public <S extends io.github.carcassonne.spi.DecisionStep> void decisionHandler(
        Class<S> type, Hooks.DecisionHandler<S> handler) {
      step(type, handler);
    }

    @Override
    public <S extends io.github.carcassonne.spi.ChanceStep> void chanceHandler(
        Class<S> type, Hooks.ChanceHandler<S> handler) {
      step(type, handler);
    }

    @Override
    public void scoreModifier(Hooks.ScoreModifier modifier) {
      modifiers.add(tag(modifier));
    }

    @Override
    public void scoringHook(ScoringJob.Stage stage, Hooks.ScoringHook hook) {
      scoringHooks.computeIfAbsent(stage, s -> new ArrayList<>()).add(tag(hook));
    }

    @Override
    public void awardInterceptor(Hooks.AwardInterceptor interceptor) {
      interceptors.add(tag(interceptor));
    }

    @Override
    public void awardObserver(Hooks.AwardObserver observer) {
      observers.add(tag(observer));
    }

    @Override
    public void onFigureLeaves(Hooks.FigureLeaves hook) {
      figureLeaves.add(tag(hook));
    }

    @Override
    public void onEndOfTurn(Hooks.Turn hook) {
      endOfTurn.add(tag(hook));
    }

    @Override
    public void succession(Hooks.Succession hook) {
      succession.add(tag(hook));
    }

    @Override
    public void onFinalScoring(Hooks.Turn hook) {
      finalScoring.add(tag(hook));
    }
  }
}
