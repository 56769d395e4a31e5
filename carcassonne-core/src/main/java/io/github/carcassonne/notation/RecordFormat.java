package io.github.carcassonne.notation;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Reads and writes game records in their text form (record format {@value
 * GameRecord#FORMAT_VERSION}), and single moves in notation.
 *
 * <p>A record is line-based text that a person can read, write by hand and diff:
 *
 * <pre>{@code
 * carcassonne-record 1
 * rules base
 * option base.farm-era=second
 * players Ann Bob
 * seed 42
 * moves
 * draw base:V
 * place 1,0 R90
 * deploy follower 1,0 E
 * place 0,-1 R0      # the draw was left out: replay draws with the seed
 * skip
 * }</pre>
 *
 * <p>The full grammar is in {@code docs/notation.md}. Every problem with the text is reported as
 * a {@link RecordFormatException} naming the line and the column of the offending token; no input
 * text makes the parser fail in any other way. Parsing is syntactic: whether the modules exist is
 * checked by {@link #ruleSet(GameRecord)}, and whether the moves are legal by {@link
 * Engine#replay}.
 *
 * <p>{@link #write} produces canonical text, and {@code parse(write(record), name)} equals {@code
 * record}.
 *
 * <p>Moves a rule module adds are read by the {@link MoveSyntax} the module supplies; pass it to
 * the overloads that take syntaxes.
 */
public final class RecordFormat {
  private static final String MAGIC = "carcassonne-record";
  private static final String MOVE_SOURCE = "<move>";

  private static final Pattern MODULE_ID = Pattern.compile("[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)*");
  private static final Pattern OPTION_KEY =
      Pattern.compile("[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)+");
  private static final Pattern WORD = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern NATURAL = Pattern.compile("[0-9]+");
  private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");
  /** A token that reads back as itself: no space, tab, line break or comment sign. */
  private static final Pattern WRITABLE = Pattern.compile("[^\\s#]+");

  private static final List<String> HEADER_WORDS =
      List.of("rules", "module", "option", "players", "first", "seed", "moves");

  private RecordFormat() {}

  // ------------------------------------------------------------------ reading

  /**
   * Parses a game record. Core moves are read with the core syntax; a module's moves are read
   * with the syntaxes of the modules the record's header names, when those modules are available
   * through {@link RuleSet#availableModules()} (otherwise pass the syntaxes: {@link
   * #parse(String, String, List)}).
   *
   * @param text the record text
   * @param sourceName the name used in error messages, for example the file name
   * @return the record
   * @throws RecordFormatException if the text is not a valid record, or is in a newer format
   */
  public static GameRecord parse(String text, String sourceName) {
    try {
      return parse(text, sourceName, List.of());
    } catch (RecordFormatException e) {
      if (!e.detail().startsWith("unknown move ")) {
        throw e;
      }
      List<MoveSyntax> syntaxes = headerSyntaxes(text, sourceName);
      if (syntaxes.isEmpty()) {
        throw e;
      }
      return parse(text, sourceName, syntaxes);
    }
  }

  /**
   * The move syntaxes of the rule set a record's header names, or none if the header cannot be
   * read or its rule set cannot be built from the available modules.
   */
  private static List<MoveSyntax> headerSyntaxes(String text, String sourceName) {
    String[] lines = text.split("\n", -1);
    StringBuilder header = new StringBuilder();
    for (String line : lines) {
      header.append(line).append('\n');
      String t = line.strip();
      if (t.equals("moves") || t.startsWith("moves ") || t.startsWith("moves#")
          || t.startsWith("moves\t")) {
        try {
          return ruleSet(parse(header.toString(), sourceName, List.of())).moveSyntaxes();
        } catch (RuntimeException e) {
          return List.of();
        }
      }
    }
    return List.of();
  }

  /**
   * Parses a game record, reading module moves with the given syntaxes as well as the core ones.
   *
   * @param text the record text
   * @param sourceName the name used in error messages, for example the file name
   * @param syntaxes the syntaxes of module moves
   * @return the record
   * @throws RecordFormatException if the text is not a valid record, or is in a newer format
   * @throws IllegalArgumentException if two syntaxes claim the same move word
   */
  public static GameRecord parse(String text, String sourceName, List<MoveSyntax> syntaxes) {
    notNull(text, "text");
    notNull(sourceName, "sourceName");
    return new Parser(text, sourceName, syntaxTable(syntaxes)).parse();
  }

  /**
   * Reads a game record file in UTF-8. Errors name the file as {@link Path#toString()} gives it.
   *
   * @param file the file
   * @return the record
   * @throws IOException if the file cannot be read or is not valid UTF-8
   * @throws RecordFormatException if the text is not a valid record
   */
  public static GameRecord read(Path file) throws IOException {
    notNull(file, "file");
    return parse(Files.readString(file, UTF_8), file.toString());
  }

  /**
   * Parses one core move in notation, for example {@code place 1,0 R90}. A trailing comment is
   * allowed; errors name the source {@code <move>}, line 1.
   *
   * @param text the move
   * @return the move
   * @throws RecordFormatException if the text is not one move
   */
  public static Move parseMove(String text) {
    return parseMove(text, List.of());
  }

  /**
   * Parses one move in notation, reading module moves with the given syntaxes.
   *
   * @param text the move
   * @param syntaxes the syntaxes of module moves
   * @return the move
   * @throws RecordFormatException if the text is not one move
   * @throws IllegalArgumentException if two syntaxes claim the same move word
   */
  public static Move parseMove(String text, List<MoveSyntax> syntaxes) {
    notNull(text, "text");
    return readOneMove(syntaxTable(syntaxes), text);
  }

  // ------------------------------------------------------------------ writing

  /**
   * Writes a record as canonical text: the header lines in the order {@code carcassonne-record,
   * rules, module, option, players, first, seed}, then {@code moves} and one move per line; single
   * spaces between tokens, lines ended by {@code \n}, no comments but one: if any of the record's
   * modules found through {@link java.util.ServiceLoader} has provisional data ({@link
   * ModuleDescriptor#provisional()}), the line {@code # provisional data: <module ids>} follows
   * the {@code module} lines, so that every such record shows it rests on data no source settles.
   *
   * @param record the record
   * @return the text
   * @throws IllegalArgumentException if the record cannot be written so that it reads back equal:
   *     a format version other than {@value GameRecord#FORMAT_VERSION}, a bad module id or option,
   *     or a move without a syntax
   */
  public static String write(GameRecord record) {
    return write(record, List.of());
  }

  /**
   * Writes a record as canonical text, checking module moves against the given syntaxes.
   *
   * @param record the record
   * @param syntaxes the syntaxes of module moves
   * @return the text
   * @throws IllegalArgumentException if the record cannot be written so that it reads back equal
   */
  public static String write(GameRecord record, List<MoveSyntax> syntaxes) {
    notNull(record, "record");
    Map<String, MoveSyntax> table = syntaxTable(syntaxes);
    if (record.formatVersion() != GameRecord.FORMAT_VERSION) {
      throw new IllegalArgumentException(
          "cannot write record format " + record.formatVersion() + "; this library writes "
              + GameRecord.FORMAT_VERSION);
    }
    StringBuilder out = new StringBuilder();
    out.append(MAGIC).append(' ').append(record.formatVersion()).append('\n');
    if (record.moduleIds().isEmpty()) {
      throw new IllegalArgumentException("cannot write a record without modules");
    }
    out.append("rules");
    List<String> seen = new ArrayList<>();
    for (String id : record.moduleIds()) {
      checkModuleId(id);
      if (seen.contains(id)) {
        throw new IllegalArgumentException("cannot write module '" + id + "' twice in 'rules'");
      }
      seen.add(id);
      out.append(' ').append(id);
    }
    out.append('\n');
    for (Map.Entry<String, Integer> e : record.moduleVersions().entrySet()) {
      checkModuleId(e.getKey());
      if (e.getValue() == null || e.getValue() < 1) {
        throw new IllegalArgumentException(
            "cannot write version " + e.getValue() + " of module '" + e.getKey() + "'");
      }
      out.append("module ").append(e.getKey()).append(' ').append(e.getValue()).append('\n');
    }
    List<String> provisional = new ArrayList<>();
    for (String id : record.moduleVersions().keySet()) {
      if (Provisional.IDS.contains(id)) {
        provisional.add(id);
      }
    }
    if (!provisional.isEmpty()) {
      out.append("# provisional data: ").append(String.join(" ", provisional)).append('\n');
    }
    for (Map.Entry<String, String> e : record.options().entrySet()) {
      String key = e.getKey();
      String value = e.getValue();
      if (!OPTION_KEY.matcher(key).matches()) {
        throw new IllegalArgumentException("cannot write option key '" + key + "'");
      }
      if (value == null || !WRITABLE.matcher(value).matches()) {
        throw new IllegalArgumentException(
            "cannot write option " + key + ": its value '" + value
                + "' is empty or holds a space or '#'");
      }
      out.append("option ").append(key).append('=').append(value).append('\n');
    }
    out.append("players");
    for (String p : record.setup().players()) {
      out.append(' ').append(p);
    }
    out.append('\n');
    out.append("first ").append(record.setup().firstPlayer()).append('\n');
    out.append("seed ").append(record.setup().seed()).append('\n');
    out.append("moves\n");
    for (Move m : record.moves()) {
      out.append(checkedNotation(table, m)).append('\n');
    }
    return out.toString();
  }

  /**
   * A core move in notation: {@link Move#notation()}, checked to read back equal.
   *
   * @param move the move
   * @return its notation
   * @throws IllegalArgumentException if the notation does not read back as an equal move
   */
  public static String writeMove(Move move) {
    return writeMove(move, List.of());
  }

  /**
   * A move in notation: {@link Move#notation()}, checked to read back equal with the given
   * syntaxes.
   *
   * @param move the move
   * @param syntaxes the syntaxes of module moves
   * @return its notation
   * @throws IllegalArgumentException if no syntax handles the move or its notation does not read
   *     back as an equal move
   */
  public static String writeMove(Move move, List<MoveSyntax> syntaxes) {
    notNull(move, "move");
    return checkedNotation(syntaxTable(syntaxes), move);
  }

  // ------------------------------------------------------------------ records and rule sets

  /**
   * A record of a game: the engine's requested modules, the versions of its modules with rules,
   * its options that differ from the defaults, the setup and the moves, in format {@value
   * GameRecord#FORMAT_VERSION}.
   *
   * @param engine the engine that plays the game
   * @param setup the game's setup
   * @param moves the moves, chance outcomes included or not
   * @return the record
   */
  public static GameRecord of(Engine engine, GameSetup setup, List<Move> moves) {
    notNull(engine, "engine");
    notNull(setup, "setup");
    notNull(moves, "moves");
    for (Move m : moves) {
      notNull(m, "move");
    }
    ImmutableMap.Builder<String, Integer> versions = ImmutableMap.builder();
    for (ModuleDescriptor d : engine.rules().modules()) {
      versions.put(d.id(), d.version());
    }
    return new GameRecord(
        GameRecord.FORMAT_VERSION,
        engine.rules().requestedModules(),
        versions.buildOrThrow(),
        ImmutableMap.copyOf(new TreeMap<>(engine.nonDefaultOptions())),
        setup,
        ImmutableList.copyOf(moves));
  }

  /**
   * Builds the rule set a record names, from the modules found through {@link
   * RuleSet#availableModules()}.
   *
   * @param record the record
   * @return the rule set with the record's modules and options
   * @throws IllegalArgumentException naming the module at fault if the record names an unknown
   *     module, a module version newer than the available module's, or a version for a module its
   *     rules do not enable; or if the rule set cannot be built (a conflict, an unknown option, a
   *     bad option value)
   */
  public static RuleSet ruleSet(GameRecord record) {
    return ruleSet(record, List.of());
  }

  /**
   * Builds the rule set a record names, from the available modules and the given ones (a third
   * party's modules that are not on the class path as services).
   *
   * @param record the record
   * @param extraModules modules known in addition to the available ones
   * @return the rule set with the record's modules and options
   * @throws IllegalArgumentException as {@link #ruleSet(GameRecord)}
   */
  public static RuleSet ruleSet(GameRecord record, List<RuleModule> extraModules) {
    notNull(record, "record");
    notNull(extraModules, "extraModules");
    Map<String, RuleModule> known = new TreeMap<>(RuleSet.availableModules());
    for (RuleModule m : extraModules) {
      notNull(m, "module");
      known.put(m.id(), m);
    }
    for (String id : record.moduleIds()) {
      if (!known.containsKey(id)) {
        throw unknownModule(id, known);
      }
    }
    for (Map.Entry<String, Integer> e : record.moduleVersions().entrySet()) {
      RuleModule m = known.get(e.getKey());
      if (m == null) {
        throw unknownModule(e.getKey(), known);
      }
      int have = m.descriptor().version();
      if (e.getValue() > have) {
        throw new IllegalArgumentException(
            "record needs module '" + e.getKey() + "' version " + e.getValue()
                + ", newer than this library's version " + have);
      }
    }
    RuleSet.Builder b = RuleSet.builder().modules(record.moduleIds());
    for (RuleModule m : extraModules) {
      b.provide(m);
    }
    RuleSet rules = b.options(record.options()).build();
    for (String id : record.moduleVersions().keySet()) {
      if (!rules.moduleIds().contains(id) && !rules.requestedModules().contains(id)) {
        throw new IllegalArgumentException(
            "record gives a version for module '" + id + "', which its rules "
                + rules.requestedModules() + " do not enable");
      }
    }
    return rules;
  }

  private static IllegalArgumentException unknownModule(String id, Map<String, RuleModule> known) {
    return new IllegalArgumentException(
        "record names unknown module '" + id + "'; available: "
            + String.join(", ", known.keySet()));
  }

  // ------------------------------------------------------------------ helpers

  private static void notNull(Object o, String name) {
    if (o == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
  }

  private static void checkModuleId(String id) {
    if (id == null || !MODULE_ID.matcher(id).matches()) {
      throw new IllegalArgumentException("cannot write module id '" + id + "'");
    }
  }

  /** The move words mapped to their syntaxes: the core's and the given ones. */
  private static Map<String, MoveSyntax> syntaxTable(List<MoveSyntax> syntaxes) {
    notNull(syntaxes, "syntaxes");
    Map<String, MoveSyntax> table = new HashMap<>();
    List<MoveSyntax> all = new ArrayList<>();
    all.add(CoreMoveSyntax.INSTANCE);
    all.addAll(syntaxes);
    for (MoveSyntax s : all) {
      notNull(s, "syntax");
      for (String w : s.words()) {
        if (w == null || !WORD.matcher(w).matches()) {
          throw new IllegalArgumentException("bad move word '" + w + "' in " + s);
        }
        if (HEADER_WORDS.contains(w) || w.equals(MAGIC)) {
          throw new IllegalArgumentException("move word '" + w + "' is a record keyword");
        }
        MoveSyntax before = table.putIfAbsent(w, s);
        if (before != null) {
          throw new IllegalArgumentException("two move syntaxes claim the word '" + w + "'");
        }
      }
    }
    return table;
  }

  private static String checkedNotation(Map<String, MoveSyntax> table, Move m) {
    notNull(m, "move");
    boolean handled = false;
    for (MoveSyntax s : table.values()) {
      handled |= s.handles(m);
    }
    if (!handled) {
      throw new IllegalArgumentException(
          "no move syntax handles " + m + "; pass the module's MoveSyntax to write it");
    }
    String text = m.notation();
    if (text == null) {
      throw new IllegalArgumentException("cannot write " + m + ": its notation is null");
    }
    Move back;
    try {
      back = readOneMove(table, text);
    } catch (RecordFormatException e) {
      throw new IllegalArgumentException(
          "cannot write " + m + ": its notation '" + text + "' does not read back: "
              + e.detail(),
          e);
    }
    if (!back.equals(m)) {
      throw new IllegalArgumentException(
          "cannot write " + m + ": its notation '" + text + "' reads back as " + back);
    }
    return text;
  }

  /** Reads a one-line move, without a line break; errors name {@code <move>}, line 1. */
  private static Move readOneMove(Map<String, MoveSyntax> table, String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        throw new RecordFormatException(MOVE_SOURCE, 1, i + 1, "a move is one line");
      }
    }
    List<Token> tokens = tokenize(text);
    if (tokens.isEmpty()) {
      throw new RecordFormatException(MOVE_SOURCE, 1, 1, "empty move");
    }
    return readMove(table, MOVE_SOURCE, 1, tokens, endColumn(text));
  }

  /** A token of a line with its 1-based column. */
  private record Token(String text, int column) {}

  /** Splits a line (without its line break) into tokens, dropping a comment. */
  private static List<Token> tokenize(String line) {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    int n = line.length();
    while (i < n) {
      char c = line.charAt(i);
      if (c == '#') {
        break;
      }
      if (c == ' ' || c == '\t') {
        i++;
        continue;
      }
      int start = i;
      while (i < n) {
        char d = line.charAt(i);
        if (d == ' ' || d == '\t' || d == '#') {
          break;
        }
        i++;
      }
      tokens.add(new Token(line.substring(start, i), start + 1));
    }
    return tokens;
  }

  /** The column just past a line's last token (or 1 for an empty line). */
  private static int endColumn(String line) {
    List<Token> tokens = tokenize(line);
    if (tokens.isEmpty()) {
      return 1;
    }
    Token last = tokens.get(tokens.size() - 1);
    return last.column() + last.text().length() + 1;
  }

  private static Move readMove(
      Map<String, MoveSyntax> table, String source, int line, List<Token> tokens, int end) {
    Token word = tokens.get(0);
    MoveSyntax syntax = table.get(word.text());
    if (syntax == null) {
      String hint =
          HEADER_WORDS.contains(word.text()) || word.text().equals(MAGIC)
              ? " ('" + word.text() + "' belongs in the header, before the 'moves' line)"
              : " (a module's move needs that module's MoveSyntax; see docs/notation.md)";
      List<String> words = new ArrayList<>(table.keySet());
      words.sort(null);
      throw new RecordFormatException(
          source,
          line,
          word.column(),
          "unknown move '" + word.text() + "': expected one of " + String.join(", ", words)
              + hint);
    }
    ImmutableList.Builder<String> args = ImmutableList.builder();
    for (int i = 1; i < tokens.size(); i++) {
      args.add(tokens.get(i).text());
    }
    try {
      Move m = syntax.parse(word.text(), args.build());
      if (m == null) {
        throw new RecordFormatException(
            source, line, word.column(), "the syntax of '" + word.text() + "' read no move");
      }
      return m;
    } catch (MoveSyntax.BadArgument e) {
      int i = e.index() + 1;
      int column = i <= 0 ? word.column() : i < tokens.size() ? tokens.get(i).column() : end;
      throw new RecordFormatException(source, line, column, e.getMessage());
    } catch (RecordFormatException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new RecordFormatException(
          source, line, word.column(), "bad move '" + word.text() + "': " + e.getMessage());
    }
  }

  // ------------------------------------------------------------------ parser

  /** Reads one record text. */
  private static final class Parser {
    private final String text;
    private final String source;
    private final Map<String, MoveSyntax> syntaxes;

    private int lineNo;
    private int lastLineNo = 1;
    private int lastLineEnd = 1;

    private int version = -1;
    private int rulesLine;
    private final List<String> rules = new ArrayList<>();
    private final Map<String, Integer> versions = new LinkedHashMap<>();
    private final Map<String, Integer> versionLines = new HashMap<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private final Map<String, Integer> optionLines = new HashMap<>();
    private int playersLine;
    private final List<Token> players = new ArrayList<>();
    private int firstLine;
    private Token firstToken;
    private int first;
    private int seedLine;
    private long seed;
    private GameSetup setup;
    private boolean inMoves;
    private final List<Move> moves = new ArrayList<>();

    Parser(String text, String source, Map<String, MoveSyntax> syntaxes) {
      this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
      this.source = source;
      this.syntaxes = syntaxes;
    }

    GameRecord parse() {
      int i = 0;
      int n = text.length();
      lineNo = 0;
      while (true) {
        int start = i;
        while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
          i++;
        }
        lineNo++;
        String line = text.substring(start, i);
        lastLineNo = lineNo;
        lastLineEnd = line.length() + 1;
        line(line);
        if (i >= n) {
          break;
        }
        if (text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
        i++;
      }
      if (version < 0) {
        throw error(lastLineNo, lastLineEnd, "empty record: expected '" + MAGIC + " 1'");
      }
      if (!inMoves) {
        throw error(lastLineNo, lastLineEnd, "missing 'moves' line at the end of the header");
      }
      return new GameRecord(
          version,
          ImmutableList.copyOf(rules),
          ImmutableMap.copyOf(versions),
          ImmutableMap.copyOf(options),
          setup,
          ImmutableList.copyOf(moves));
    }

    private RecordFormatException error(int line, int column, String detail) {
      return new RecordFormatException(source, line, column, detail);
    }

    private RecordFormatException error(Token t, String detail) {
      return error(lineNo, t.column(), detail);
    }

    private void line(String line) {
      List<Token> tokens = tokenize(line);
      if (tokens.isEmpty()) {
        return;
      }
      int end = endColumn(line);
      if (version < 0) {
        magic(tokens, end);
      } else if (inMoves) {
        moves.add(readMove(syntaxes, source, lineNo, tokens, end));
      } else {
        header(tokens, end);
      }
    }

    private void magic(List<Token> tokens, int end) {
      Token t = tokens.get(0);
      if (!t.text().equals(MAGIC)) {
        throw error(
            t, "a record starts with '" + MAGIC + " " + GameRecord.FORMAT_VERSION + "', not '"
                + t.text() + "'");
      }
      if (tokens.size() < 2) {
        throw error(lineNo, end, "missing format version after '" + MAGIC + "'");
      }
      Token v = tokens.get(1);
      if (!NATURAL.matcher(v.text()).matches()) {
        throw error(v, "bad format version '" + v.text() + "': expected a number");
      }
      int parsed = tooLong(v.text(), 9) ? Integer.MAX_VALUE : Integer.parseInt(v.text());
      if (parsed > GameRecord.FORMAT_VERSION) {
        throw error(
            v,
            "record format " + stripZeros(v.text()) + " is newer than this library reads ("
                + GameRecord.FORMAT_VERSION + ")");
      }
      if (parsed < 1) {
        throw error(v, "record format " + parsed + " does not exist; formats start at 1");
      }
      noMore(tokens, 2, MAGIC + " <version>");
      version = parsed;
    }

    private void header(List<Token> tokens, int end) {
      Token k = tokens.get(0);
      switch (k.text()) {
        case "rules" -> {
          once(k, rulesLine);
          rulesLine = lineNo;
          if (tokens.size() < 2) {
            throw error(lineNo, end, "missing module id after 'rules'");
          }
          for (int i = 1; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            moduleId(t);
            if (rules.contains(t.text())) {
              throw error(t, "module '" + t.text() + "' is named twice");
            }
            rules.add(t.text());
          }
        }
        case "module" -> {
          Token id = argument(tokens, 1, end, "module <id> <version>");
          Token v = argument(tokens, 2, end, "module <id> <version>");
          noMore(tokens, 3, "module <id> <version>");
          moduleId(id);
          Integer before = versionLines.get(id.text());
          if (before != null) {
            throw error(
                id, "module '" + id.text() + "' already has a version (line " + before + ")");
          }
          if (!NATURAL.matcher(v.text()).matches() || tooLong(v.text(), 9)
              || Integer.parseInt(v.text()) < 1) {
            throw error(v, "bad module version '" + v.text() + "': expected a positive number");
          }
          versions.put(id.text(), Integer.parseInt(v.text()));
          versionLines.put(id.text(), lineNo);
        }
        case "option" -> {
          Token kv = argument(tokens, 1, end, "option <key>=<value>");
          noMore(tokens, 2, "option <key>=<value>");
          int eq = kv.text().indexOf('=');
          if (eq < 0) {
            throw error(kv, "expected <key>=<value>, not '" + kv.text() + "'");
          }
          String key = kv.text().substring(0, eq);
          String value = kv.text().substring(eq + 1);
          if (!OPTION_KEY.matcher(key).matches()) {
            throw error(kv, "bad option key '" + key + "': expected e.g. base.farm-era");
          }
          if (value.isEmpty()) {
            throw error(lineNo, kv.column() + eq + 1, "missing value for option " + key);
          }
          Integer before = optionLines.get(key);
          if (before != null) {
            throw error(kv, "option " + key + " is set twice (first at line " + before + ")");
          }
          options.put(key, value);
          optionLines.put(key, lineNo);
        }
        case "players" -> {
          once(k, playersLine);
          playersLine = lineNo;
          if (tokens.size() < 1 + GameSetup.MIN_PLAYERS) {
            throw error(
                lineNo, end, "a game has " + GameSetup.MIN_PLAYERS + " to "
                    + GameSetup.MAX_PLAYERS + " players, not " + (tokens.size() - 1));
          }
          for (int i = 1; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (i > GameSetup.MAX_PLAYERS) {
              throw error(t, "a game has at most " + GameSetup.MAX_PLAYERS + " players");
            }
            if (t.text().indexOf(';') >= 0 || t.text().indexOf('=') >= 0
                || !WRITABLE.matcher(t.text()).matches()) {
              throw error(t, "bad player name '" + t.text() + "': no ';', '=' or white space");
            }
            for (Token p : players) {
              if (p.text().equals(t.text())) {
                throw error(t, "player name '" + t.text() + "' is given twice");
              }
            }
            players.add(t);
          }
        }
        case "first" -> {
          once(k, firstLine);
          firstLine = lineNo;
          Token t = argument(tokens, 1, end, "first <seat>");
          noMore(tokens, 2, "first <seat>");
          if (!NATURAL.matcher(t.text()).matches() || tooLong(t.text(), 9)) {
            throw error(t, "bad seat '" + t.text() + "': expected 0 to 5");
          }
          first = Integer.parseInt(t.text());
          firstToken = t;
        }
        case "seed" -> {
          once(k, seedLine);
          seedLine = lineNo;
          Token t = argument(tokens, 1, end, "seed <number>");
          noMore(tokens, 2, "seed <number>");
          if (!INTEGER.matcher(t.text()).matches()) {
            throw error(t, "bad seed '" + t.text() + "': expected a whole number");
          }
          try {
            seed = Long.parseLong(t.text());
          } catch (NumberFormatException e) {
            throw error(t, "seed out of range: '" + t.text() + "'");
          }
        }
        case "moves" -> {
          noMore(tokens, 1, "moves");
          moves(k);
        }
        case MAGIC -> throw error(k, "second '" + MAGIC + "' line");
        default -> throw error(
            k,
            "unknown header line '" + k.text() + "': expected one of "
                + String.join(", ", HEADER_WORDS)
                + (syntaxes.containsKey(k.text()) ? " (moves come after the 'moves' line)" : ""));
      }
    }

    private void moves(Token k) {
      if (rulesLine == 0) {
        throw error(k, "missing 'rules' line before 'moves'");
      }
      if (playersLine == 0) {
        throw error(k, "missing 'players' line before 'moves'");
      }
      if (seedLine == 0) {
        throw error(k, "missing 'seed' line before 'moves'");
      }
      if (firstToken != null && first >= players.size()) {
        throw error(
            firstLine,
            firstToken.column(),
            "first seat " + first + " is not a seat of " + players.size() + " players (0 to "
                + (players.size() - 1) + ")");
      }
      ImmutableList.Builder<String> names = ImmutableList.builder();
      for (Token p : players) {
        names.add(p.text());
      }
      try {
        setup = new GameSetup(names.build(), first, seed);
      } catch (IllegalArgumentException e) {
        throw error(playersLine, players.get(0).column(), "bad setup: " + e.getMessage());
      }
      inMoves = true;
    }

    private void once(Token k, int seenAt) {
      if (seenAt != 0) {
        throw error(k, "second '" + k.text() + "' line (first at line " + seenAt + ")");
      }
    }

    private Token argument(List<Token> tokens, int i, int end, String form) {
      if (tokens.size() <= i) {
        throw error(lineNo, end, "missing argument: expected '" + form + "'");
      }
      return tokens.get(i);
    }

    private void noMore(List<Token> tokens, int n, String form) {
      if (tokens.size() > n) {
        Token t = tokens.get(n);
        throw error(t, "unexpected '" + t.text() + "': expected '" + form + "'");
      }
    }

    private void moduleId(Token t) {
      if (!MODULE_ID.matcher(t.text()).matches()) {
        throw error(t, "bad module id '" + t.text() + "': expected e.g. base or base.roads");
      }
    }
  }

  private static boolean tooLong(String digits, int max) {
    return stripZeros(digits).length() > max;
  }

  private static String stripZeros(String digits) {
    int i = 0;
    while (i < digits.length() - 1 && digits.charAt(i) == '0') {
      i++;
    }
    return digits.substring(i);
  }

  /**
   * The ids of the modules found through {@link java.util.ServiceLoader} whose data is
   * provisional ({@link ModuleDescriptor#provisional()}), computed once.
   */
  private static final class Provisional {
    static final ImmutableSet<String> IDS = compute();

    private static ImmutableSet<String> compute() {
      ImmutableSet.Builder<String> out = ImmutableSet.builder();
      for (RuleModule m : RuleSet.availableModules().values()) {
        if (m.descriptor().provisional()) {
          out.add(m.id());
        }
      }
      return out.build();
    }
  }
}
