package io.github.carcassonne.properties;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A second, deliberately naive model of the base rules, written from the rules reference (§0,
 * §1) for differential tests. It reads only the public data of a state (the placed tiles with
 * their types and rotations, the figures and their locations) and recomputes everything by plain
 * flood fill over tile ports: no union-find, no incremental state, nothing shared with the
 * engine's internals. Figures are identified by (owner, location).
 */
final class NaiveBase {
  /** The farm era option values. */
  enum Era { FIRST, SECOND, THIRD }

  private final boolean farmers;
  private final Era era;
  private final boolean twoTileCityScoresTwo;

  NaiveBase(boolean farmers, Era era, boolean twoTileCityScoresTwo) {
    this.farmers = farmers;
    this.era = era;
    this.twoTileCityScoresTwo = twoTileCityScoresTwo;
  }

  /** A segment of a placed tile. */
  record Node(Position pos, int seg) {}

  /** A figure as the model sees it. */
  record Fig(int owner, Location location) {}

  /** A feature found by flood fill; compared by identity (one flood, one feature). */
  record Feat(FeatureKind kind, Set<Node> nodes, boolean open, int tiles, int pennants,
      int neighbours) {
    @Override
    public boolean equals(Object o) {
      return this == o;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(this);
    }
  }

  // ------------------------------------------------------------------ board

  /** The board as a map from cell to tile. */
  static Map<Position, PlacedTile> board(Collection<PlacedTile> tiles) {
    Map<Position, PlacedTile> out = new HashMap<>();
    for (PlacedTile t : tiles) {
      if (out.put(t.position(), t) != null) {
        throw new AssertionError("two tiles on " + t.position());
      }
    }
    return out;
  }

  /** Ports by tile id, rotation and segment: a cache, so the model stays fast. */
  private static final Map<String, List<List<Port>>> PORTS =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** The board ports a segment of a placed tile touches. */
  static List<Port> ports(PlacedTile t, int seg) {
    return PORTS.computeIfAbsent(t.type().id() + "/" + t.rotation(), k -> {
      List<List<Port>> bySeg = new ArrayList<>();
      for (Segment s : t.type().segments()) {
        List<Port> out = new ArrayList<>();
        for (Port p : Port.values()) {
          if (t.type().segmentAt(p, t.rotation()).index() == s.index()) {
            out.add(p);
          }
        }
        bySeg.add(List.copyOf(out));
      }
      return List.copyOf(bySeg);
    }).get(seg);
  }

  static int countNeighbours(Map<Position, PlacedTile> board, Position pos) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++) {
      for (int dx = -1; dx <= 1; dx++) {
        if ((dx != 0 || dy != 0) && board.containsKey(pos.plus(dx, dy))) {
          n++;
        }
      }
    }
    return n;
  }

  /** The feature a segment belongs to, by breadth-first search across tile edges. */
  static Feat flood(Map<Position, PlacedTile> board, Node start) {
    FeatureKind kind = segment(board, start).kind();
    Set<Node> seen = new LinkedHashSet<>();
    ArrayDeque<Node> todo = new ArrayDeque<>();
    seen.add(start);
    todo.add(start);
    boolean open = false;
    while (!todo.isEmpty()) {
      Node n = todo.poll();
      PlacedTile t = board.get(n.pos());
      for (Port p : ports(t, n.seg())) {
        Position there = n.pos().neighbour(p.side());
        PlacedTile u = board.get(there);
        if (u == null) {
          open = true;
          continue;
        }
        Segment other = u.type().segmentAt(p.facing(), u.rotation());
        if (!other.kind().equals(kind)) {
          throw new AssertionError("edge mismatch: " + kind + " of " + t.type().id() + "@"
              + n.pos() + " port " + p + " meets " + other.kind() + " of " + u.type().id() + "@"
              + there);
        }
        Node m = new Node(there, other.index());
        if (seen.add(m)) {
          todo.add(m);
        }
      }
    }
    Set<Position> cells = new HashSet<>();
    int pennants = 0;
    for (Node n : seen) {
      cells.add(n.pos());
      pennants += segment(board, n).count("pennant");
    }
    int neighbours = segment(board, start).isInner() ? countNeighbours(board, start.pos()) : 0;
    return new Feat(kind, seen, open, cells.size(), pennants, neighbours);
  }

  static Segment segment(Map<Position, PlacedTile> board, Node n) {
    return board.get(n.pos()).type().segments().get(n.seg());
  }

  /** The segment a location names: a port name, or C, C2, ... for the inner segments. */
  static Node node(Map<Position, PlacedTile> board, Location location) {
    Location.OnFeature on = (Location.OnFeature) location;
    PlacedTile t = board.get(on.position());
    if (t == null) {
      throw new AssertionError("a figure on an empty cell: " + location);
    }
    String spot = on.spot();
    if (spot.startsWith("C")) {
      int k = spot.equals("C") ? 0 : Integer.parseInt(spot.substring(1)) - 1;
      for (Segment s : t.type().segments()) {
        if (s.isInner() && k-- == 0) {
          return new Node(on.position(), s.index());
        }
      }
      throw new AssertionError("no inner segment " + spot + " on " + t.type().id());
    }
    return new Node(on.position(), t.type().segmentAt(Port.valueOf(spot), t.rotation()).index());
  }

  /** The canonical spot of a segment (first side N E S W, else first half clockwise, else C). */
  static String canonicalSpot(PlacedTile t, int seg) {
    List<Port> ports = ports(t, seg);
    for (Side side : Side.values()) {
      for (Port p : ports) {
        if (p.isMiddle() && p.side() == side) {
          return p.name();
        }
      }
    }
    if (!ports.isEmpty()) {
      return ports.get(0).name(); // Port.values() is clockwise from NNW
    }
    int k = 0;
    for (Segment s : t.type().segments()) {
      if (s.isInner()) {
        k++;
        if (s.index() == seg) {
          return k == 1 ? "C" : "C" + k;
        }
      }
    }
    throw new AssertionError("no spot for segment " + seg);
  }

  // ------------------------------------------------------------------ legal moves

  /** Where a tile fits: frontier cells in row-major order, then distinct rotations. */
  static List<Move.PlaceTile> placements(Map<Position, PlacedTile> board, TileType type) {
    TreeSet<Position> frontier = new TreeSet<>();
    for (Position p : board.keySet()) {
      for (Side s : Side.values()) {
        Position q = p.neighbour(s);
        if (!board.containsKey(q)) {
          frontier.add(q);
        }
      }
    }
    List<Move.PlaceTile> out = new ArrayList<>();
    for (Position q : frontier) {
      for (Rotation r : type.distinctRotations()) {
        boolean fits = true;
        for (Side s : Side.values()) {
          PlacedTile u = board.get(q.neighbour(s));
          if (u != null && !u.type().edge(s.opposite(), u.rotation()).equals(type.edge(s, r))) {
            fits = false;
          }
        }
        if (fits) {
          out.add(new Move.PlaceTile(q, r));
        }
      }
    }
    return out;
  }

  private boolean occupiable(FeatureKind k) {
    return k.equals(FeatureKind.ROAD) || k.equals(FeatureKind.CITY)
        || k.equals(FeatureKind.CLOISTER) || (farmers && k.equals(FeatureKind.FIELD));
  }

  /** The deployments after placing the tile at {@code placed}: free features, then skip. */
  List<Move> deployments(Map<Position, PlacedTile> board, Position placed, Collection<Fig> figs,
      int supply) {
    List<Move> out = new ArrayList<>();
    PlacedTile t = board.get(placed);
    if (supply > 0) {
      for (Segment s : t.type().segments()) {
        if (!occupiable(s.kind())) {
          continue;
        }
        Feat f = flood(board, new Node(placed, s.index()));
        if (strength(board, f, figs).isEmpty()) {
          out.add(new Move.Deploy(FigureKind.FOLLOWER,
              new Location.OnFeature(placed, canonicalSpot(t, s.index()))));
        }
      }
    }
    out.add(Move.Skip.INSTANCE);
    return out;
  }

  // ------------------------------------------------------------------ scoring

  /** Followers per owner on a feature; owners with none are absent. */
  static Map<Integer, Integer> strength(Map<Position, PlacedTile> board, Feat f,
      Collection<Fig> figs) {
    Map<Integer, Integer> out = new TreeMap<>();
    for (Fig g : figs) {
      if (f.nodes().contains(node(board, g.location()))) {
        out.merge(g.owner(), 1, Integer::sum);
      }
    }
    return out;
  }

  static List<Integer> winners(Map<Integer, Integer> strength) {
    int best = 0;
    for (int v : strength.values()) {
      best = Math.max(best, v);
    }
    List<Integer> out = new ArrayList<>();
    for (Map.Entry<Integer, Integer> e : strength.entrySet()) {
      if (best > 0 && e.getValue() == best) {
        out.add(e.getKey());
      }
    }
    return out;
  }

  boolean complete(Feat f) {
    if (f.kind().equals(FeatureKind.ROAD) || f.kind().equals(FeatureKind.CITY)) {
      return !f.open();
    }
    if (f.kind().equals(FeatureKind.CLOISTER)) {
      return f.neighbours() == 8;
    }
    return false;
  }

  int value(Feat f, boolean completed) {
    if (f.kind().equals(FeatureKind.ROAD)) {
      return f.tiles();
    }
    if (f.kind().equals(FeatureKind.CITY)) {
      boolean small = completed && twoTileCityScoresTwo && f.tiles() == 2;
      return completed && !small ? 2 * (f.tiles() + f.pennants()) : f.tiles() + f.pennants();
    }
    if (f.kind().equals(FeatureKind.CLOISTER)) {
      return completed ? 9 : 1 + f.neighbours();
    }
    return 0;
  }

  static ScoreSource source(FeatureKind k) {
    return ScoreSource.of(k.id());
  }

  /** Points by player and source, and the figures that go home. */
  static final class Outcome {
    final Map<Integer, Map<ScoreSource, Integer>> points = new TreeMap<>();
    final List<Fig> returned = new ArrayList<>();

    void add(int player, ScoreSource source, int n) {
      points.computeIfAbsent(player, k -> new TreeMap<>(
          (a, b) -> a.id().compareTo(b.id()))).merge(source, n, Integer::sum);
    }

    int get(int player, ScoreSource source) {
      return points.getOrDefault(player, Map.of()).getOrDefault(source, 0);
    }
  }

  /**
   * Scoring after the tile at {@code placed} was placed and the deployment made: every road,
   * city and cloister it completed pays its majority, and its figures return.
   */
  Outcome turn(Map<Position, PlacedTile> board, Position placed, Collection<Fig> figs,
      Outcome out) {
    List<Feat> done = new ArrayList<>();
    Set<Node> seen = new HashSet<>();
    List<Node> starts = new ArrayList<>();
    PlacedTile t = board.get(placed);
    for (Segment s : t.type().segments()) {
      starts.add(new Node(placed, s.index()));
    }
    for (int dy = -1; dy <= 1; dy++) {
      for (int dx = -1; dx <= 1; dx++) {
        PlacedTile u = board.get(placed.plus(dx, dy));
        if (u != null && (dx != 0 || dy != 0)) {
          for (Segment s : u.type().segments()) {
            if (s.kind().equals(FeatureKind.CLOISTER)) {
              starts.add(new Node(u.position(), s.index()));
            }
          }
        }
      }
    }
    for (Node n : starts) {
      if (seen.contains(n)) {
        continue;
      }
      Feat f = flood(board, n);
      seen.addAll(f.nodes());
      if (complete(f)) {
        done.add(f);
      }
    }
    for (Feat f : done) {
      for (int w : winners(strength(board, f, figs))) {
        out.add(w, source(f.kind()), value(f, true));
      }
      for (Fig g : figs) {
        if (f.nodes().contains(node(board, g.location()))) {
          out.returned.add(g);
        }
      }
    }
    return out;
  }

  /** Final scoring: incomplete occupied roads, cities and cloisters, then fields by era. */
  Outcome end(Map<Position, PlacedTile> board, Collection<Fig> figs, Outcome out) {
    List<Feat> all = new ArrayList<>();
    Set<Node> seen = new HashSet<>();
    List<PlacedTile> tiles = new ArrayList<>(board.values());
    tiles.sort((a, b) -> a.position().compareTo(b.position()));
    Map<Node, Feat> featureOf = new HashMap<>();
    for (PlacedTile t : tiles) {
      for (Segment s : t.type().segments()) {
        Node n = new Node(t.position(), s.index());
        if (seen.add(n)) {
          Feat f = flood(board, n);
          seen.addAll(f.nodes());
          all.add(f);
          for (Node m : f.nodes()) {
            featureOf.put(m, f);
          }
        }
      }
    }
    List<Feat> fields = new ArrayList<>();
    for (Feat f : all) {
      if (f.kind().equals(FeatureKind.FIELD)) {
        if (farmers && !strength(board, f, figs).isEmpty()) {
          fields.add(f);
        }
      } else if (!complete(f)) {
        for (int w : winners(strength(board, f, figs))) {
          int v = value(f, false);
          if (v != 0) {
            out.add(w, source(f.kind()), v);
          }
        }
      }
    }
    // fields: the completed cities each touches, as sets of features
    Map<Feat, Set<Feat>> citiesOf = new HashMap<>();
    for (Feat field : fields) {
      Set<Feat> cities = new LinkedHashSet<>();
      for (Node n : field.nodes()) {
        int adj = segment(board, n).adjacent();
        for (int k = 0; k < 32; k++) {
          if ((adj & (1 << k)) != 0) {
            Feat c = featureOf.get(new Node(n.pos(), k));
            if (c.kind().equals(FeatureKind.CITY) && complete(c)) {
              cities.add(c);
            }
          }
        }
      }
      citiesOf.put(field, cities);
    }
    switch (era) {
      case THIRD -> {
        for (Feat field : fields) {
          for (int w : winners(strength(board, field, figs))) {
            if (!citiesOf.get(field).isEmpty()) {
              out.add(w, ScoreSource.FIELD, 3 * citiesOf.get(field).size());
            }
          }
        }
      }
      case SECOND -> {
        Map<Integer, Set<Feat>> paid = new TreeMap<>();
        for (Feat field : fields) {
          for (int w : winners(strength(board, field, figs))) {
            paid.computeIfAbsent(w, k -> new HashSet<>()).addAll(citiesOf.get(field));
          }
        }
        for (Map.Entry<Integer, Set<Feat>> e : paid.entrySet()) {
          if (!e.getValue().isEmpty()) {
            out.add(e.getKey(), ScoreSource.FIELD, 3 * e.getValue().size());
          }
        }
      }
      case FIRST -> {
        Set<Feat> cities = new LinkedHashSet<>();
        for (Set<Feat> cs : citiesOf.values()) {
          cities.addAll(cs);
        }
        for (Feat city : cities) {
          Map<Integer, Integer> farmersOf = new TreeMap<>();
          for (Feat field : fields) {
            if (citiesOf.get(field).contains(city)) {
              strength(board, field, figs).forEach((p, n) -> farmersOf.merge(p, n, Integer::sum));
            }
          }
          for (int w : winners(farmersOf)) {
            out.add(w, ScoreSource.FIELD, 4);
          }
        }
      }
      default -> throw new AssertionError(era);
    }
    return out;
  }

  /** The figures on the board, as the model sees them. */
  static List<Fig> onBoard(ImmutableList<Figure> figures) {
    List<Fig> out = new ArrayList<>();
    for (Figure f : figures) {
      if (!f.inSupply()) {
        out.add(new Fig(f.owner().orElseThrow().seat(), f.location()));
      }
    }
    return out;
  }
}
