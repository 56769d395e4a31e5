package io.github.carcassonne.tile;

import static com.google.common.base.Preconditions.checkArgument;
import static java.nio.charset.StandardCharsets.UTF_8;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes tile definition files, the line-based text format in which tile sets are
 * data (format version {@value #VERSION}).
 *
 * <p>A file declares one {@link TileSet}: the format version, the set id, optional extra edge
 * kinds, an optional start tile, the tile types with their counts, edges and feature segments,
 * and optional multi-cell {@link Piece pieces}. For example:
 *
 * <pre>{@code
 * format 1
 * set base
 * start base:D
 *
 * tile base:D count 4 edges CRFR
 *   city   c  N*
 *   road   r  E W
 *   field  f1 ENE WNW  adj=c
 *   field  f2 ESE S* WSW
 * }</pre>
 *
 * <p>The full grammar is in {@code docs/tile-format.md}. Every problem with the text is reported
 * as a {@link TileFormatException} naming the line and the column of the offending token; no
 * input text makes the parser fail in any other way.
 *
 * <p>{@link #write} produces canonical text: {@code parse(write(set), name)} equals {@code set}.
 */
public final class TileFormat {
  /** The newest format version this library reads, and the version it writes. */
  public static final int VERSION = 1;

  private static final Pattern SET_ID = Pattern.compile("[A-Za-z0-9_.-]+");
  private static final Pattern TILE_ID = Pattern.compile("[A-Za-z0-9_.-]+:[A-Za-z0-9_.+-]+");
  private static final Pattern KIND_ID = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9_.-]+");
  private static final Pattern ATTRIBUTE_NAME = Pattern.compile("[a-z][a-z0-9_.-]*");
  private static final Pattern NUMBER = Pattern.compile("[0-9]{1,9}");
  private static final Pattern OFFSET = Pattern.compile("(-?[0-9]{1,9}),(-?[0-9]{1,9})");

  private static final ImmutableSet<String> DIRECTIVES =
      ImmutableSet.of("format", "set", "edgekind", "start", "tile", "piece");

  private static final String INNER = "C";
  private static final String ADJ = "adj";

  private static final ImmutableMap<Character, EdgeKind> BUILT_IN_EDGES =
      ImmutableMap.of(
          EdgeKind.FIELD.code(), EdgeKind.FIELD,
          EdgeKind.ROAD.code(), EdgeKind.ROAD,
          EdgeKind.CITY.code(), EdgeKind.CITY,
          EdgeKind.RIVER.code(), EdgeKind.RIVER);

  /** Port tokens: the twelve port names and {@code N* E* S* W*}, each with its port mask. */
  private static final ImmutableMap<String, Integer> PORT_TOKENS = portTokens();

  private static final ImmutableMap<String, Rotation> ROTATIONS = rotations();

  private TileFormat() {}

  /**
   * Parses a tile definition text.
   *
   * @param text the text of the file
   * @param sourceName the name used in error messages, for example the file name
   * @return the tile set the text declares
   * @throws TileFormatException if the text is not a valid tile definition
   */
  public static TileSet parse(String text, String sourceName) {
    requireNonNull(text, "text");
    requireNonNull(sourceName, "sourceName");
    return new Parser(text, sourceName).parse();
  }

  /**
   * Reads a tile definition file in UTF-8. Errors name the file as {@link Path#toString()} gives
   * it.
   *
   * @param file the file to read
   * @return the tile set the file declares
   * @throws IOException if the file cannot be read or is not valid UTF-8
   * @throws TileFormatException if the text is not a valid tile definition
   */
  public static TileSet read(Path file) throws IOException {
    requireNonNull(file, "file");
    return parse(Files.readString(file, UTF_8), file.toString());
  }

  /**
   * Reads a tile definition resource in UTF-8 with {@link Class#getResourceAsStream}: a relative
   * name is looked up in the anchor's package, a name starting with {@code /} from the root.
   * Errors name the resource by its absolute path, for example {@code
   * io/github/carcassonne/base/base.tiles}.
   *
   * <p>On the module path the resource's package must be open to this module ({@code opens
   * my.tiles to io.github.carcassonne.core;}) unless it is in this module.
   *
   * @param anchor the class whose package a relative resource name is resolved against
   * @param resourceName the resource name, for example {@code "base.tiles"}
   * @return the tile set the resource declares
   * @throws IllegalArgumentException if there is no such resource
   * @throws UncheckedIOException if the resource cannot be read or is not valid UTF-8
   * @throws TileFormatException if the text is not a valid tile definition
   */
  public static TileSet resource(Class<?> anchor, String resourceName) {
    requireNonNull(anchor, "anchor");
    requireNonNull(resourceName, "resourceName");
    String absolute;
    if (resourceName.startsWith("/")) {
      absolute = resourceName.substring(1);
    } else if (anchor.getPackageName().isEmpty()) {
      absolute = resourceName;
    } else {
      absolute = anchor.getPackageName().replace('.', '/') + "/" + resourceName;
    }
    String text;
    try (InputStream in = anchor.getResourceAsStream(resourceName)) {
      if (in == null) {
        throw new IllegalArgumentException("tile resource not found: " + absolute);
      }
      text =
          UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(in.readAllBytes()))
              .toString();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read tile resource " + absolute, e);
    }
    return parse(text, absolute);
  }

  /**
   * Writes a tile set as canonical tile definition text: directives first, then each tile type
   * in definition order with its segments in index order, then the pieces; single spaces between
   * tokens, full sides written as {@code N*}, and no comments. Parsing the result gives back an
   * equal tile set.
   *
   * @param set the tile set to write
   * @return the text, lines ended by {@code \n}
   * @throws IllegalArgumentException if the set cannot be written faithfully, for example
   *     because two segments of a tile share a label or an attribute value contains a space
   */
  public static String write(TileSet set) {
    requireNonNull(set, "set");
    checkArgument(SET_ID.matcher(set.id()).matches(), "set id cannot be written: '%s'", set.id());
    StringBuilder out = new StringBuilder();
    out.append("format ").append(VERSION).append('\n');
    out.append("set ").append(set.id()).append('\n');

    Map<Character, EdgeKind> declared = new LinkedHashMap<>(BUILT_IN_EDGES);
    for (TileType type : set.types()) {
      for (EdgeKind edge : type.edges()) {
        EdgeKind known = declared.get(edge.code());
        if (known == null) {
          for (EdgeKind other : declared.values()) {
            checkArgument(
                !other.id().equals(edge.id()),
                "edge kind %s has two codes: %s and %s",
                edge.id(),
                other.code(),
                edge.code());
          }
          declared.put(edge.code(), edge);
          out.append("edgekind ").append(edge.code()).append(' ').append(edge.id()).append('\n');
        } else {
          checkArgument(
              known.equals(edge),
              "edge code %s stands for two edge kinds: %s and %s",
              edge.code(),
              known.id(),
              edge.id());
        }
      }
    }
    set.startTile().ifPresent(s -> out.append("start ").append(s).append('\n'));

    for (Map.Entry<TileType, Integer> entry : set.counts().entrySet()) {
      writeTile(out, entry.getKey(), entry.getValue());
    }
    for (Map.Entry<String, Piece> entry : set.pieces().entrySet()) {
      Piece piece = entry.getValue();
      checkArgument(
          entry.getKey().equals(piece.id()), "piece %s is filed as %s", piece.id(), entry.getKey());
      checkArgument(TILE_ID.matcher(piece.id()).matches(), "bad piece id: '%s'", piece.id());
      out.append('\n')
          .append("piece ")
          .append(piece.id())
          .append(" cells ")
          .append(piece.cells().size())
          .append('\n');
      for (Piece.Cell cell : piece.cells()) {
        checkArgument(
            set.type(cell.type().id()).equals(Optional.of(cell.type())),
            "piece %s uses tile %s, which is not a tile of set %s",
            piece.id(),
            cell.type().id(),
            set.id());
        out.append("  cell ")
            .append(cell.offset().x())
            .append(',')
            .append(cell.offset().y())
            .append(' ')
            .append(cell.type().id())
            .append(' ')
            .append(cell.rotation().name())
            .append('\n');
      }
    }

    String text = out.toString();
    TileSet back;
    try {
      back = parse(text, "write(" + set.id() + ")");
    } catch (TileFormatException e) {
      throw new IllegalArgumentException(
          "tile set " + set.id() + " cannot be written: " + e.detail(), e);
    }
    checkArgument(back.equals(set), "tile set %s cannot be written faithfully", set.id());
    return text;
  }

  private static void writeTile(StringBuilder out, TileType type, int count) {
    out.append('\n').append("tile ").append(type.id()).append(" count ").append(count);
    out.append(" edges ");
    for (EdgeKind edge : type.edges()) {
      out.append(edge.code());
    }
    writeAttributes(out, type.id(), type.attributes());
    out.append('\n');
    Set<String> labels = new HashSet<>();
    for (Segment segment : type.segments()) {
      checkArgument(
          LABEL.matcher(segment.label()).matches(),
          "%s: segment label cannot be written: '%s'",
          type.id(),
          segment.label());
      checkArgument(
          labels.add(segment.label()), "%s: two segments labelled %s", type.id(), segment.label());
      checkArgument(
          !segment.attributes().containsKey(ADJ),
          "%s: segment %s has an attribute named adj, which the format reserves",
          type.id(),
          segment.label());
      out.append("  ").append(segment.kind().id()).append(' ').append(segment.label());
      out.append(' ').append(portsText(segment.ports()));
      writeAttributes(out, type.id(), segment.attributes());
      if (segment.adjacent() != 0) {
        out.append(' ').append(ADJ).append('=');
        String sep = "";
        for (int k = 0; k < type.segments().size(); k++) {
          if ((segment.adjacent() & (1 << k)) != 0) {
            out.append(sep).append(type.segments().get(k).label());
            sep = ",";
          }
        }
      }
      out.append('\n');
    }
  }

  private static void writeAttributes(
      StringBuilder out, String tileId, ImmutableMap<String, String> attributes) {
    for (Map.Entry<String, String> a : attributes.entrySet()) {
      String name = a.getKey();
      String value = a.getValue();
      checkArgument(
          ATTRIBUTE_NAME.matcher(name).matches(),
          "%s: attribute name cannot be written: '%s'",
          tileId,
          name);
      checkArgument(
          value.chars().noneMatch(c -> c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '#'),
          "%s: value of attribute %s cannot be written: '%s'",
          tileId,
          name,
          value);
      out.append(' ').append(name);
      if (!value.isEmpty()) {
        out.append('=').append(value);
      }
    }
  }

  /** The port tokens for a mask: {@code C} for none, full sides as {@code N*}, clockwise. */
  private static String portsText(int ports) {
    if (ports == 0) {
      return INNER;
    }
    List<String> tokens = new ArrayList<>();
    for (Side side : Side.values()) {
      int sideMask = 7 << (3 * side.ordinal());
      if ((ports & sideMask) == sideMask) {
        tokens.add(side.name() + "*");
      } else {
        for (Port port : Port.of(side)) {
          if ((ports & (1 << port.index())) != 0) {
            tokens.add(port.name());
          }
        }
      }
    }
    return String.join(" ", tokens);
  }

  private static ImmutableMap<String, Integer> portTokens() {
    ImmutableMap.Builder<String, Integer> b = ImmutableMap.builder();
    for (Port port : Port.values()) {
      b.put(port.name(), 1 << port.index());
    }
    for (Side side : Side.values()) {
      b.put(side.name() + "*", 7 << (3 * side.ordinal()));
    }
    return b.buildOrThrow();
  }

  private static ImmutableMap<String, Rotation> rotations() {
    ImmutableMap.Builder<String, Rotation> b = ImmutableMap.builder();
    for (Rotation r : Rotation.values()) {
      b.put(r.name(), r);
    }
    return b.buildOrThrow();
  }

  /** A token of a line with its 1-based column. */
  private record Token(String text, int column) {}

  /** A non-blank line, comments removed, split into tokens. */
  private record Line(int number, boolean indented, List<Token> tokens) {
    Token first() {
      return tokens.get(0);
    }

    /** The column just past the last token, where a missing token would go. */
    int endColumn() {
      Token last = tokens.get(tokens.size() - 1);
      return last.column() + last.text().length() + 1;
    }
  }

  /** A segment line whose {@code adj=} labels are resolved when its tile ends. */
  private static final class SegmentDraft {
    final Token kindToken;
    final int index;
    final String label;
    final FeatureKind kind;
    int ports;
    final Map<String, String> attributes = new LinkedHashMap<>();
    final List<Token> adjacent = new ArrayList<>();
    int line;

    SegmentDraft(Token kindToken, int index, String label, FeatureKind kind) {
      this.kindToken = kindToken;
      this.index = index;
      this.label = label;
      this.kind = kind;
    }
  }

  /** A tile whose segment lines are still being read. */
  private static final class TileDraft {
    final Token idToken;
    final int count;
    final List<EdgeKind> edges;
    final Map<String, String> attributes;
    final List<SegmentDraft> segments = new ArrayList<>();
    final Map<String, Integer> labels = new HashMap<>();
    /** For each port index, the label of the segment that claimed it, or null. */
    final String[] portOwner = new String[12];
    int line;

    TileDraft(Token idToken, int count, List<EdgeKind> edges, Map<String, String> attributes) {
      this.idToken = idToken;
      this.count = count;
      this.edges = edges;
      this.attributes = attributes;
    }
  }

  /** A cell line whose tile is resolved at the end of the file. */
  private record CellDraft(int line, Position offset, Token tile, Rotation rotation) {}

  /** A piece whose cell lines are still being read. */
  private static final class PieceDraft {
    final Token idToken;
    final Token countToken;
    final int declaredCells;
    final List<CellDraft> cells = new ArrayList<>();
    final Set<Position> offsets = new HashSet<>();
    int line;

    PieceDraft(Token idToken, Token countToken, int declaredCells) {
      this.idToken = idToken;
      this.countToken = countToken;
      this.declaredCells = declaredCells;
    }
  }

  /** One parse of one text. */
  private static final class Parser {
    private final String source;
    private final List<Line> lines = new ArrayList<>();
    private int endLine;

    private int version;
    private String setId;
    private final Map<Character, EdgeKind> edgeKinds = new LinkedHashMap<>(BUILT_IN_EDGES);
    private Token start;
    private int startLine;
    private final Map<String, TileType> tiles = new LinkedHashMap<>();
    private final Map<String, Integer> tileLines = new HashMap<>();
    private final Map<TileType, Integer> counts = new LinkedHashMap<>();
    private final Map<String, Integer> pieceLines = new HashMap<>();
    private final List<PieceDraft> pieces = new ArrayList<>();
    private int currentLine;
    private TileDraft tile;
    private PieceDraft piece;

    Parser(String text, String source) {
      this.source = source;
      split(text);
    }

    private void split(String text) {
      int i = text.startsWith("\uFEFF") ? 1 : 0;
      int number = 0;
      int n = text.length();
      while (true) {
        number++;
        int end = i;
        while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
          end++;
        }
        addLine(number, text.substring(i, end));
        if (end >= n) {
          break;
        }
        i = end + 1;
        if (text.charAt(end) == '\r' && i < n && text.charAt(i) == '\n') {
          i++;
        }
      }
      endLine = number;
    }

    private void addLine(int number, String raw) {
      int hash = raw.indexOf('#');
      String content = hash >= 0 ? raw.substring(0, hash) : raw;
      List<Token> tokens = new ArrayList<>();
      int j = 0;
      int len = content.length();
      while (j < len) {
        while (j < len && isSeparator(content.charAt(j))) {
          j++;
        }
        int startCol = j;
        while (j < len && !isSeparator(content.charAt(j))) {
          j++;
        }
        if (j > startCol) {
          tokens.add(new Token(content.substring(startCol, j), startCol + 1));
        }
      }
      if (!tokens.isEmpty()) {
        lines.add(new Line(number, tokens.get(0).column() > 1, tokens));
      }
    }

    private static boolean isSeparator(char c) {
      return c == ' ' || c == '\t';
    }

    private TileFormatException error(int line, int column, String format, Object... args) {
      return new TileFormatException(source, line, column, String.format(format, args));
    }

    private TileFormatException error(Token token, String format, Object... args) {
      return error(currentLine, token.column(), format, args);
    }

    TileSet parse() {
      for (Line line : lines) {
        currentLine = line.number();
        Token first = line.first();
        if (version == 0 && (line.indented() || !first.text().equals("format"))) {
          throw error(
              first,
              "missing 'format' directive: a tile file must start with 'format %s'",
              VERSION);
        }
        if (line.indented()) {
          body(line);
          continue;
        }
        if (!DIRECTIVES.contains(first.text())) {
          throw error(
              first,
              "unknown directive '%s' (expected format, set, edgekind, start, tile or piece;"
                  + " segment and cell lines are indented)",
              first.text());
        }
        finishBlock();
        switch (first.text()) {
          case "format":
            format(line);
            break;
          case "set":
            set(line);
            break;
          case "edgekind":
            edgeKind(line);
            break;
          case "start":
            start(line);
            break;
          case "tile":
            tile(line);
            break;
          default: // "piece", the only directive left
            piece(line);
            break;
        }
      }
      finishBlock();
      return finish();
    }

    private TileSet finish() {
      if (version == 0) {
        throw error(1, 1, "missing 'format' directive: a tile file must start with 'format %s'",
            VERSION);
      }
      if (setId == null) {
        throw error(endLine, 1, "missing 'set' directive at end of input");
      }
      if (start != null && !tiles.containsKey(start.text())) {
        throw error(
            startLine, start.column(), "start tile %s is not a tile of this file", start.text());
      }
      ImmutableMap.Builder<String, Piece> builtPieces = ImmutableMap.builder();
      for (PieceDraft p : pieces) {
        ImmutableList.Builder<Piece.Cell> cells = ImmutableList.builder();
        for (CellDraft c : p.cells) {
          TileType type = tiles.get(c.tile().text());
          if (type == null) {
            throw error(
                c.line(), c.tile().column(), "piece %s: %s is not a tile of this file",
                p.idToken.text(), c.tile().text());
          }
          cells.add(new Piece.Cell(c.offset(), type, c.rotation()));
        }
        int line = pieceLines.get(p.idToken.text());
        try {
          builtPieces.put(p.idToken.text(), new Piece(p.idToken.text(), cells.build()));
        } catch (IllegalArgumentException e) {
          throw new TileFormatException(
              source, line, p.idToken.column(), String.valueOf(e.getMessage()), e);
        }
      }
      try {
        return new TileSet(
            setId,
            ImmutableMap.copyOf(counts),
            start == null ? Optional.empty() : Optional.of(start.text()),
            builtPieces.buildOrThrow());
      } catch (IllegalArgumentException e) {
        throw new TileFormatException(source, 1, 1, String.valueOf(e.getMessage()), e);
      }
    }

    /** The token at {@code index}, or an error naming what is missing. */
    private Token at(Line line, int index, String what) {
      if (index < line.tokens().size()) {
        return line.tokens().get(index);
      }
      throw error(currentLine, line.endColumn(), "missing %s", what);
    }

    /** Fails if the line has more than {@code count} tokens. */
    private void noMoreThan(Line line, int count) {
      if (line.tokens().size() > count) {
        Token extra = line.tokens().get(count);
        throw error(
            extra, "unexpected '%s' after '%s' directive", extra.text(), line.first().text());
      }
    }

    private void keyword(Line line, int index, String keyword) {
      Token t = at(line, index, "'" + keyword + "'");
      if (!t.text().equals(keyword)) {
        throw error(t, "expected '%s', found '%s'", keyword, t.text());
      }
    }

    private void requireSet(Token directive) {
      if (setId == null) {
        throw error(
            directive, "missing 'set' directive: declare the set before its first %s",
            directive.text());
      }
    }

    private void format(Line line) {
      if (version != 0) {
        throw error(line.first(), "duplicate 'format' directive");
      }
      Token v = at(line, 1, "format version");
      noMoreThan(line, 2);
      if (!NUMBER.matcher(v.text()).matches() || Integer.parseInt(v.text()) < 1) {
        throw error(v, "bad format version '%s'", v.text());
      }
      int n = Integer.parseInt(v.text());
      if (n > VERSION) {
        throw error(v, "format %s is newer than this library reads (%s)", n, VERSION);
      }
      version = n;
    }

    private void set(Line line) {
      if (setId != null) {
        throw error(line.first(), "duplicate 'set' directive (the set is already '%s')", setId);
      }
      Token id = at(line, 1, "set id");
      noMoreThan(line, 2);
      if (!SET_ID.matcher(id.text()).matches()) {
        throw error(id, "bad set id '%s'", id.text());
      }
      setId = id.text();
    }

    private void edgeKind(Line line) {
      Token code = at(line, 1, "edge kind code");
      Token id = at(line, 2, "edge kind id");
      noMoreThan(line, 3);
      if (code.text().length() != 1) {
        throw error(code, "an edge kind code is one character, found '%s'", code.text());
      }
      if (!KIND_ID.matcher(id.text()).matches()) {
        throw error(id, "bad edge kind id '%s': expected a lower-case id", id.text());
      }
      char c = code.text().charAt(0);
      EdgeKind known = edgeKinds.get(c);
      if (known != null) {
        if (!known.id().equals(id.text())) {
          throw error(code, "edge code '%s' is already declared as %s", c, known.id());
        }
        return;
      }
      for (EdgeKind other : edgeKinds.values()) {
        if (other.id().equals(id.text())) {
          throw error(id, "edge kind %s already has the code '%s'", other.id(), other.code());
        }
      }
      try {
        edgeKinds.put(c, EdgeKind.of(id.text(), c));
      } catch (IllegalArgumentException e) {
        throw new TileFormatException(
            source, currentLine, code.column(), "bad edge kind code '" + c + "'", e);
      }
    }

    private void start(Line line) {
      if (start != null) {
        throw error(line.first(), "duplicate 'start' directive (the start tile is already %s)",
            start.text());
      }
      Token id = at(line, 1, "start tile id");
      noMoreThan(line, 2);
      if (!TILE_ID.matcher(id.text()).matches()) {
        throw error(id, "bad tile id '%s': expected set:name", id.text());
      }
      start = id;
      startLine = currentLine;
    }

    private void tile(Line line) {
      requireSet(line.first());
      Token id = at(line, 1, "tile id");
      if (!TILE_ID.matcher(id.text()).matches()) {
        throw error(id, "bad tile id '%s': expected set:name", id.text());
      }
      Integer previous = tileLines.get(id.text());
      if (previous != null) {
        throw error(id, "duplicate tile id %s (first defined on line %s)", id.text(), previous);
      }
      keyword(line, 2, "count");
      Token count = at(line, 3, "tile count");
      if (!NUMBER.matcher(count.text()).matches()) {
        throw error(count, "bad count '%s': expected a whole number, 0 or more", count.text());
      }
      keyword(line, 4, "edges");
      Token edges = at(line, 5, "edge codes");
      if (edges.text().length() != 4) {
        throw error(
            edges, "edges needs four codes in the order N E S W, found '%s'", edges.text());
      }
      List<EdgeKind> kinds = new ArrayList<>(4);
      for (int k = 0; k < 4; k++) {
        char c = edges.text().charAt(k);
        EdgeKind kind = edgeKinds.get(c);
        if (kind == null) {
          throw error(
              currentLine,
              edges.column() + k,
              "unknown edge code '%s' (declare it with 'edgekind %s <id>')",
              c,
              c);
        }
        kinds.add(kind);
      }
      Map<String, String> attributes = new LinkedHashMap<>();
      for (int k = 6; k < line.tokens().size(); k++) {
        attribute(line.tokens().get(k), attributes);
      }
      tileLines.put(id.text(), currentLine);
      tile = new TileDraft(id, Integer.parseInt(count.text()), kinds, attributes);
      tile.line = currentLine;
    }

    private void piece(Line line) {
      requireSet(line.first());
      Token id = at(line, 1, "piece id");
      if (!TILE_ID.matcher(id.text()).matches()) {
        throw error(id, "bad piece id '%s': expected set:name", id.text());
      }
      Integer previous = pieceLines.get(id.text());
      if (previous != null) {
        throw error(id, "duplicate piece id %s (first defined on line %s)", id.text(), previous);
      }
      keyword(line, 2, "cells");
      Token count = at(line, 3, "cell count");
      noMoreThan(line, 4);
      if (!NUMBER.matcher(count.text()).matches() || Integer.parseInt(count.text()) < 1) {
        throw error(count, "bad cell count '%s': expected a whole number, 1 or more",
            count.text());
      }
      pieceLines.put(id.text(), currentLine);
      piece = new PieceDraft(id, count, Integer.parseInt(count.text()));
      piece.line = currentLine;
    }

    /** Parses {@code name} or {@code name=value} into {@code into}. */
    private void attribute(Token t, Map<String, String> into) {
      String text = t.text();
      int eq = text.indexOf('=');
      String name = eq < 0 ? text : text.substring(0, eq);
      String value = eq < 0 ? "" : text.substring(eq + 1);
      if (!ATTRIBUTE_NAME.matcher(name).matches()) {
        throw error(t, "bad attribute '%s': expected name or name=value", text);
      }
      if (eq >= 0 && value.isEmpty()) {
        throw error(t, "attribute %s has an empty value (write just '%s' for a flag)", name, name);
      }
      if (name.equals("pennant") && eq >= 0
          && (!NUMBER.matcher(value).matches() || Integer.parseInt(value) < 1)) {
        throw error(t, "bad pennant count '%s': expected a whole number, 1 or more", value);
      }
      if (into.containsKey(name)) {
        throw error(t, "duplicate attribute %s", name);
      }
      into.put(name, value);
    }

    private void body(Line line) {
      if (tile != null) {
        segment(line);
      } else if (piece != null) {
        cell(line);
      } else {
        throw error(
            line.first(), "indented line outside a tile or piece: '%s'", line.first().text());
      }
    }

    private void segment(Line line) {
      Token kindToken = line.first();
      if (!KIND_ID.matcher(kindToken.text()).matches()) {
        throw error(
            kindToken,
            "bad feature kind '%s': expected a lower-case id such as road, city or field",
            kindToken.text());
      }
      if (tile.segments.size() >= 32) {
        throw error(kindToken, "tile %s has more than 32 segments", tile.idToken.text());
      }
      Token label = at(line, 1, "segment label");
      if (!LABEL.matcher(label.text()).matches()) {
        throw error(label, "bad segment label '%s'", label.text());
      }
      if (tile.labels.containsKey(label.text())) {
        throw error(
            label, "duplicate label '%s' in tile %s", label.text(), tile.idToken.text());
      }
      SegmentDraft s =
          new SegmentDraft(
              kindToken, tile.segments.size(), label.text(), FeatureKind.of(kindToken.text()));
      boolean inner = false;
      boolean anyPort = false;
      boolean inAttributes = false;
      for (int k = 2; k < line.tokens().size(); k++) {
        Token t = line.tokens().get(k);
        char c0 = t.text().charAt(0);
        if (c0 >= 'a' && c0 <= 'z') {
          inAttributes = true;
          if (t.text().startsWith(ADJ + "=") || t.text().equals(ADJ)) {
            adjacency(t, s);
          } else {
            attribute(t, s.attributes);
          }
          continue;
        }
        if (inAttributes) {
          throw error(t, "port '%s' after the attributes: list the ports first", t.text());
        }
        if (t.text().equals(INNER)) {
          if (anyPort) {
            throw error(t, "'C' (touches no side) cannot be combined with side ports");
          }
          inner = true;
          anyPort = true;
          continue;
        }
        Integer mask = PORT_TOKENS.get(t.text());
        if (mask == null) {
          throw error(
              t,
              "unknown port '%s' (expected NNW N NNE ENE E ESE SSE S SSW WSW W WNW, N* E* S* W*"
                  + " or C)",
              t.text());
        }
        if (inner) {
          throw error(t, "'C' (touches no side) cannot be combined with side ports");
        }
        anyPort = true;
        for (int p = 0; p < 12; p++) {
          if ((mask & (1 << p)) == 0) {
            continue;
          }
          if ((s.ports & (1 << p)) != 0) {
            throw error(
                t, "port %s is listed twice in segment '%s'", Port.ofIndex(p), s.label);
          }
          String owner = tile.portOwner[p];
          if (owner != null) {
            throw error(t, "port %s already belongs to segment '%s'", Port.ofIndex(p), owner);
          }
          s.ports |= 1 << p;
        }
      }
      if (!anyPort) {
        int column = line.tokens().size() > 2 ? line.tokens().get(2).column() : line.endColumn();
        throw error(
            currentLine,
            column,
            "segment '%s' lists no ports (write C for a feature that touches no side)",
            s.label);
      }
      for (int p = 0; p < 12; p++) {
        if ((s.ports & (1 << p)) != 0) {
          tile.portOwner[p] = s.label;
        }
      }
      s.line = currentLine;
      tile.labels.put(s.label, s.index);
      tile.segments.add(s);
    }

    /** Reads {@code adj=a,b}; the labels are resolved when the tile ends. */
    private void adjacency(Token t, SegmentDraft s) {
      if (!s.adjacent.isEmpty()) {
        throw error(t, "duplicate attribute adj");
      }
      String text = t.text();
      if (text.length() <= ADJ.length() + 1) {
        throw error(t, "adj= needs at least one segment label, as in adj=c or adj=c1,c2");
      }
      int column = t.column() + ADJ.length() + 1;
      for (String label : text.substring(ADJ.length() + 1).split(",", -1)) {
        Token labelToken = new Token(label, column);
        if (label.isEmpty()) {
          throw error(labelToken, "empty label in adj=");
        }
        for (Token earlier : s.adjacent) {
          if (earlier.text().equals(label)) {
            throw error(labelToken, "label '%s' is listed twice in adj=", label);
          }
        }
        s.adjacent.add(labelToken);
        column += label.length() + 1;
      }
    }

    private void cell(Line line) {
      Token keyword = line.first();
      if (!keyword.text().equals("cell")) {
        throw error(
            keyword, "expected 'cell' in piece %s, found '%s'", piece.idToken.text(),
            keyword.text());
      }
      Token offset = at(line, 1, "cell offset x,y");
      Token tileId = at(line, 2, "cell tile id");
      Token rotation = at(line, 3, "cell rotation");
      noMoreThan(line, 4);
      Matcher m = OFFSET.matcher(offset.text());
      if (!m.matches()) {
        throw error(offset, "bad cell offset '%s': expected x,y as in 0,0 or -1,2",
            offset.text());
      }
      Position at = Position.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
      if (!piece.offsets.add(at)) {
        throw error(offset, "piece %s already has a cell at %s", piece.idToken.text(), at);
      }
      if (!TILE_ID.matcher(tileId.text()).matches()) {
        throw error(tileId, "bad tile id '%s': expected set:name", tileId.text());
      }
      Rotation r = ROTATIONS.get(rotation.text());
      if (r == null) {
        throw error(
            rotation, "bad rotation '%s': expected R0, R90, R180 or R270", rotation.text());
      }
      piece.cells.add(new CellDraft(currentLine, at, tileId, r));
    }

    /** Ends the current tile or piece block, if any. */
    private void finishBlock() {
      if (tile != null) {
        TileDraft t = tile;
        tile = null;
        finishTile(t);
      }
      if (piece != null) {
        PieceDraft p = piece;
        piece = null;
        if (p.cells.size() != p.declaredCells) {
          throw error(
              p.line,
              p.countToken.column(),
              "piece %s declares %s cells but lists %s",
              p.idToken.text(),
              p.declaredCells,
              p.cells.size());
        }
        pieces.add(p);
      }
    }

    private void finishTile(TileDraft t) {
      List<Segment> segments = new ArrayList<>();
      for (SegmentDraft s : t.segments) {
        int adjacent = 0;
        for (Token label : s.adjacent) {
          Integer index = t.labels.get(label.text());
          if (index == null) {
            throw error(
                s.line,
                label.column(),
                "adj= names '%s', which is not a segment of tile %s",
                label.text(),
                t.idToken.text());
          }
          if (index == s.index) {
            throw error(
                s.line, label.column(), "segment '%s' cannot be adjacent to itself", s.label);
          }
          adjacent |= 1 << index;
        }
        try {
          segments.add(
              new Segment(
                  s.index, s.label, s.kind, s.ports, ImmutableMap.copyOf(s.attributes), adjacent));
        } catch (IllegalArgumentException e) {
          throw new TileFormatException(
              source, s.line, s.kindToken.column(), String.valueOf(e.getMessage()), e);
        }
      }
      TileType type;
      try {
        type = new TileType(t.idToken.text(), t.edges, segments, t.attributes);
      } catch (IllegalArgumentException e) {
        throw new TileFormatException(
            source, t.line, t.idToken.column(), String.valueOf(e.getMessage()), e);
      }
      tiles.put(type.id(), type);
      counts.put(type, t.count);
    }
  }
}
