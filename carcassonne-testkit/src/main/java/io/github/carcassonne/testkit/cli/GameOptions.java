package io.github.carcassonne.testkit.cli;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.bot.Bot;
import io.github.carcassonne.testkit.bot.Bots;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** The options that describe a game: players, rules, seed, bots and tiles. */
final class GameOptions {
  /** The seed a game gets without {@code --seed}. */
  static final long DEFAULT_SEED = 1L;

  /** The base game's parts other than its tiles, used with {@code --tiles}. */
  static final ImmutableList<String> BASE_PARTS_WITHOUT_TILES =
      ImmutableList.of(
          "base.followers", "base.roads", "base.cities", "base.cloisters", "base.fields");

  @Option(
      names = "--players",
      paramLabel = "N",
      description = "number of players, 2 to 6 (default: ${DEFAULT-VALUE})",
      defaultValue = "2")
  int players;

  @Option(
      names = "--modules",
      paramLabel = "IDS",
      split = ",",
      description = "rule modules by id, comma separated (default: base); see 'modules'")
  List<String> modules = new ArrayList<>(List.of("base"));

  @Option(
      names = "--option",
      paramLabel = "MODULE.KEY=VALUE",
      description = "a rule option, repeatable, for example base.farmers=false")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(
      names = "--seed",
      paramLabel = "S",
      description =
          "the seed (default: ${DEFAULT-VALUE}, a fixed seed so that runs are reproducible)",
      defaultValue = "1")
  long seed;

  @Option(
      names = "--bots",
      paramLabel = "NAMES",
      split = ",",
      description =
          "bots by seat, comma separated, repeated over the seats if fewer: random, greedy,"
              + " mcts or mcts:ITER (default: random)")
  List<String> bots = new ArrayList<>(List.of("random"));

  @Option(
      names = "--tiles",
      paramLabel = "FILE",
      description =
          "a tile set file (docs/tile-format.md) played instead of the base tiles; the other"
              + " base parts stay, and base.* options keep their defaults")
  Path tiles;

  /** Builds the rule set these options describe. */
  RuleSet ruleSet() throws IOException {
    RuleSet.Builder b = RuleSet.builder();
    if (tiles == null) {
      b.modules(modules);
    } else {
      TileSet set = TileFormat.read(tiles);
      for (String id : modules) {
        if (id.equals("base")) {
          b.modules(BASE_PARTS_WITHOUT_TILES);
        } else if (!id.equals("base.tiles")) {
          b.modules(id);
        }
      }
      b.module(new UserTilesModule(set, tiles.toString()));
    }
    b.options(options);
    return b.build();
  }

  /** Checks the player count and bot names; throws IllegalArgumentException when wrong. */
  void validate() {
    if (players < GameSetup.MIN_PLAYERS || players > GameSetup.MAX_PLAYERS) {
      throw new IllegalArgumentException("--players must be 2 to 6, not " + players);
    }
    if (bots.isEmpty()) {
      throw new IllegalArgumentException("--bots needs at least one bot");
    }
    for (String name : bots) {
      Bots.create(name, 0L);
    }
  }

  /** The bot names by seat: the list repeated over the seats. */
  ImmutableList<String> botNames() {
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (int s = 0; s < players; s++) {
      out.add(bots.get(s % bots.size()).trim());
    }
    return out.build();
  }

  /** The bots of a game by seat, each seeded from the game seed and its seat. */
  static List<Bot> makeBots(List<String> names, long gameSeed) {
    List<Bot> out = new ArrayList<>();
    for (int s = 0; s < names.size(); s++) {
      out.add(Bots.create(names.get(s), Seeds.derive(gameSeed, s)));
    }
    return out;
  }
}
