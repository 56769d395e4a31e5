package io.github.carcassonne.testkit.render;

import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.Figure;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Location;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.score.ScoreSheet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Renders a game state as text: the board, one 5 x 7 character block per tile, and a score table
 * by source.
 *
 * <p>In a tile block the border shows the twelve edge ports and the inside is filled from the
 * nearest port: {@code #} city, {@code .} field, {@code |} and {@code =} road (north-south and
 * east-west), {@code ~} river, {@code +} cloister at the centre, {@code o} a road junction,
 * {@code ^} a pennant on its city, and a player's seat digit ({@code 0} to {@code 5}) where a
 * figure stands ({@code *} for a neutral figure). Other feature kinds show the first letter of
 * their id. Columns are labelled with {@code x} and rows with {@code y} above and left of the
 * blocks. For example the start tile alone, with a follower of seat 1 on its road:
 *
 * <pre>
 *       0
 *    .#####.
 *    ..###..
 *  0 ===1===
 *    .......
 *    .......
 * </pre>
 */
public final class AsciiBoard {
  /** Rows of a tile block. */
  public static final int ROWS = 5;
  /** Columns of a tile block. */
  public static final int COLS = 7;

  private static final int MARGIN = 4;

  /** For each border cell of a block (row, column), the port it shows; null for a corner. */
  private static final Port[][] BORDER = border();

  private AsciiBoard() {}

  /** The board of {@code state} as lines of text ending in {@code \n}; empty board: a note. */
  public static String render(GameState state) {
    if (state == null) {
      throw new IllegalArgumentException("state must not be null");
    }
    List<PlacedTile> tiles = state.tiles();
    if (tiles.isEmpty()) {
      return "(empty board)\n";
    }
    int minX = Integer.MAX_VALUE;
    int maxX = Integer.MIN_VALUE;
    int minY = Integer.MAX_VALUE;
    int maxY = Integer.MIN_VALUE;
    for (PlacedTile t : tiles) {
      minX = Math.min(minX, t.position().x());
      maxX = Math.max(maxX, t.position().x());
      minY = Math.min(minY, t.position().y());
      maxY = Math.max(maxY, t.position().y());
    }
    int width = (maxX - minX + 1) * COLS;
    int height = (maxY - minY + 1) * ROWS;
    char[][] grid = new char[height][width];
    for (char[] row : grid) {
      java.util.Arrays.fill(row, ' ');
    }
    for (PlacedTile t : tiles) {
      char[][] block = tile(t, state.figures());
      int ox = (t.position().x() - minX) * COLS;
      int oy = (t.position().y() - minY) * ROWS;
      for (int r = 0; r < ROWS; r++) {
        System.arraycopy(block[r], 0, grid[oy + r], ox, COLS);
      }
    }
    StringBuilder out = new StringBuilder();
    StringBuilder header = new StringBuilder(" ".repeat(MARGIN));
    for (int x = minX; x <= maxX; x++) {
      header.append(center(Integer.toString(x), COLS));
    }
    out.append(stripEnd(header)).append('\n');
    for (int r = 0; r < height; r++) {
      String label = r % ROWS == ROWS / 2 ? Integer.toString(minY + r / ROWS) : "";
      StringBuilder line = new StringBuilder();
      line.append(" ".repeat(MARGIN - 1 - label.length())).append(label).append(' ');
      line.append(grid[r]);
      out.append(stripEnd(line)).append('\n');
    }
    return out.toString();
  }

  /** One tile as a 5 x 7 block with the figures standing on it. */
  static char[][] tile(PlacedTile tile, List<Figure> figures) {
    List<Segment> segments = tile.type().segments();
    int[] segmentAt = new int[12];
    for (Segment s : segments) {
      int ports = s.rotatedPorts(tile.rotation());
      for (int p = 0; p < 12; p++) {
        if ((ports & (1 << p)) != 0) {
          segmentAt[p] = s.index();
        }
      }
    }
    char[][] block = new char[ROWS][COLS];
    int[][] owner = new int[ROWS][COLS];
    for (int r = 0; r < ROWS; r++) {
      for (int c = 0; c < COLS; c++) {
        Port port = BORDER[r][c];
        int seg;
        if (port != null) {
          seg = segmentAt[port.index()];
        } else if (isCorner(r, c)) {
          seg = cornerSegment(r, c, segmentAt, segments);
        } else {
          seg = nearest(r, c, segmentAt, segments);
        }
        owner[r][c] = seg;
        block[r][c] = areaChar(segments.get(seg).kind());
      }
    }
    drawRoads(block, segmentAt, segments);
    for (Segment s : segments) {
      if (s.isInner()) {
        block[2][3] = s.kind().equals(FeatureKind.CLOISTER) ? '+' : firstChar(s.kind());
      }
    }
    drawPennants(block, owner, segments);
    for (Figure f : figures) {
      if (f.location() instanceof Location.OnFeature on
          && on.position().equals(tile.position())) {
        int[] at = spotCell(on.spot());
        block[at[0]][at[1]] =
            f.owner().isPresent() ? Character.forDigit(f.owner().get().seat() % 10, 10) : '*';
      }
    }
    return block;
  }

  /**
   * The score table: one row per player with its points by source and total, sources in the
   * order they first appear on the score sheet.
   */
  public static String scoreTable(GameState state) {
    if (state == null) {
      throw new IllegalArgumentException("state must not be null");
    }
    ScoreSheet sheet = state.scores();
    Set<ScoreSource> sources = new LinkedHashSet<>();
    for (int p = 0; p < state.playerCount(); p++) {
      sources.addAll(sheet.bySource(PlayerId.of(p)).keySet());
    }
    int nameWidth = "player".length();
    for (int p = 0; p < state.playerCount(); p++) {
      nameWidth = Math.max(nameWidth, label(state, p).length());
    }
    List<String> headers = new ArrayList<>();
    for (ScoreSource s : sources) {
      headers.add(s.id());
    }
    headers.add("total");
    StringBuilder out = new StringBuilder();
    out.append(pad("player", nameWidth, false));
    for (String h : headers) {
      out.append("  ").append(pad(h, Math.max(5, h.length()), true));
    }
    out.append('\n');
    for (int p = 0; p < state.playerCount(); p++) {
      PlayerId id = PlayerId.of(p);
      ImmutableMap<ScoreSource, Integer> by = sheet.bySource(id);
      out.append(pad(label(state, p), nameWidth, false));
      int i = 0;
      for (ScoreSource s : sources) {
        String h = headers.get(i++);
        out.append("  ")
            .append(pad(String.format(Locale.ROOT, "%d", by.getOrDefault(s, 0)),
                Math.max(5, h.length()), true));
      }
      out.append("  ")
          .append(pad(String.format(Locale.ROOT, "%d", sheet.total(id)), 5, true))
          .append('\n');
    }
    return out.toString();
  }

  private static String label(GameState state, int seat) {
    String name = state.players().get(seat);
    return name.equals("p" + seat) ? name : "p" + seat + " " + name;
  }

  private static String pad(String s, int width, boolean right) {
    if (s.length() >= width) {
      return s;
    }
    String spaces = " ".repeat(width - s.length());
    return right ? spaces + s : s + spaces;
  }

  private static String center(String s, int width) {
    int left = (width - s.length()) / 2;
    return " ".repeat(Math.max(0, left)) + s + " ".repeat(Math.max(0, width - s.length() - left));
  }

  private static String stripEnd(CharSequence s) {
    int end = s.length();
    while (end > 0 && s.charAt(end - 1) == ' ') {
      end--;
    }
    return s.subSequence(0, end).toString();
  }

  private static boolean isCorner(int r, int c) {
    return (r == 0 || r == ROWS - 1) && (c == 0 || c == COLS - 1);
  }

  /** A corner takes the segment of its two ports if they agree, else the field's. */
  private static int cornerSegment(int r, int c, int[] segmentAt, List<Segment> segments) {
    Port a;
    Port b;
    if (r == 0) {
      a = c == 0 ? Port.NNW : Port.NNE;
      b = c == 0 ? Port.WNW : Port.ENE;
    } else {
      a = c == 0 ? Port.SSW : Port.SSE;
      b = c == 0 ? Port.WSW : Port.ESE;
    }
    int sa = segmentAt[a.index()];
    int sb = segmentAt[b.index()];
    if (sa == sb) {
      return sa;
    }
    return segments.get(sa).kind().equals(FeatureKind.CITY) ? sb : sa;
  }

  /** An inner cell takes the segment of the nearest border port; ties prefer a city. */
  private static int nearest(int r, int c, int[] segmentAt, List<Segment> segments) {
    double[] dist = {r, (COLS - 1 - c) / 2.0, ROWS - 1 - r, c / 2.0};
    Port[] port = {BORDER[0][c], BORDER[r][COLS - 1], BORDER[ROWS - 1][c], BORDER[r][0]};
    int best = -1;
    double bestDist = Double.MAX_VALUE;
    for (int i = 0; i < 4; i++) {
      int seg = segmentAt[port[i].index()];
      boolean city = segments.get(seg).kind().equals(FeatureKind.CITY);
      boolean better =
          dist[i] < bestDist - 1e-9
              || (Math.abs(dist[i] - bestDist) < 1e-9
                  && city
                  && !segments.get(best).kind().equals(FeatureKind.CITY));
      if (better) {
        best = seg;
        bestDist = dist[i];
      }
    }
    return best;
  }

  /** Roads run from their sides to the centre, or stop short of it at a junction. */
  private static void drawRoads(char[][] block, int[] segmentAt, List<Segment> segments) {
    Port[] middles = {Port.N, Port.E, Port.S, Port.W};
    int roadSegments = 0;
    for (Segment s : segments) {
      if (s.kind().equals(FeatureKind.ROAD)) {
        roadSegments++;
      }
    }
    boolean through = false;
    for (Port m : middles) {
      Segment s = segments.get(segmentAt[m.index()]);
      if (!s.kind().equals(FeatureKind.ROAD) && !s.kind().equals(FeatureKind.RIVER)) {
        continue;
      }
      char ch = s.kind().equals(FeatureKind.RIVER) ? '~' : (m == Port.N || m == Port.S ? '|' : '=');
      int sides = Integer.bitCount(s.ports() & middleMask());
      switch (m) {
        case N -> {
          block[0][3] = ch;
          block[1][3] = ch;
        }
        case S -> {
          block[3][3] = ch;
          block[4][3] = ch;
        }
        case E -> {
          block[2][4] = ch;
          block[2][5] = ch;
          block[2][6] = ch;
        }
        default -> {
          block[2][0] = ch;
          block[2][1] = ch;
          block[2][2] = ch;
        }
      }
      if (sides >= 2) {
        through = true;
        boolean eastWest =
            segmentAt[Port.E.index()] == s.index() || segmentAt[Port.W.index()] == s.index();
        block[2][3] = ch == '|' && eastWest ? '=' : ch;
      }
    }
    if (!through && roadSegments >= 3) {
      block[2][3] = 'o';
    }
  }

  private static int middleMask() {
    return (1 << Port.N.index())
        | (1 << Port.E.index())
        | (1 << Port.S.index())
        | (1 << Port.W.index());
  }

  /** A pennant shows as {@code ^} on the first inner cell of its city. */
  private static void drawPennants(char[][] block, int[][] owner, List<Segment> segments) {
    for (Segment s : segments) {
      int pennants = s.count("pennant");
      for (int r = 1; r < ROWS - 1 && pennants > 0; r++) {
        for (int c = 1; c < COLS - 1 && pennants > 0; c++) {
          if (owner[r][c] == s.index() && block[r][c] == '#') {
            block[r][c] = '^';
            pennants--;
          }
        }
      }
    }
  }

  private static char areaChar(FeatureKind kind) {
    if (kind.equals(FeatureKind.CITY)) {
      return '#';
    }
    if (kind.equals(FeatureKind.FIELD) || kind.equals(FeatureKind.ROAD)) {
      return '.';
    }
    if (kind.equals(FeatureKind.RIVER)) {
      return '~';
    }
    return firstChar(kind);
  }

  private static char firstChar(FeatureKind kind) {
    return kind.id().charAt(0);
  }

  /** The block cell where a figure on {@code spot} is drawn. */
  static int[] spotCell(String spot) {
    switch (spot) {
      case "N":
        return new int[] {1, 3};
      case "E":
        return new int[] {2, 5};
      case "S":
        return new int[] {3, 3};
      case "W":
        return new int[] {2, 1};
      case "NNW":
        return new int[] {1, 2};
      case "NNE":
        return new int[] {1, 4};
      case "ENE":
        return new int[] {1, 5};
      case "ESE":
        return new int[] {3, 5};
      case "SSE":
        return new int[] {3, 4};
      case "SSW":
        return new int[] {3, 2};
      case "WSW":
        return new int[] {3, 1};
      case "WNW":
        return new int[] {1, 1};
      default:
        return new int[] {2, 3};
    }
  }

  private static Port[][] border() {
    Port[][] b = new Port[ROWS][COLS];
    b[0][1] = Port.NNW;
    b[0][2] = Port.NNW;
    b[0][3] = Port.N;
    b[0][4] = Port.NNE;
    b[0][5] = Port.NNE;
    b[1][COLS - 1] = Port.ENE;
    b[2][COLS - 1] = Port.E;
    b[3][COLS - 1] = Port.ESE;
    b[ROWS - 1][1] = Port.SSW;
    b[ROWS - 1][2] = Port.SSW;
    b[ROWS - 1][3] = Port.S;
    b[ROWS - 1][4] = Port.SSE;
    b[ROWS - 1][5] = Port.SSE;
    b[1][0] = Port.WNW;
    b[2][0] = Port.W;
    b[3][0] = Port.WSW;
    return b;
  }
}
