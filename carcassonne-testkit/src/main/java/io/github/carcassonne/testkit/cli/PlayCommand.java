package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.testkit.bot.Bot;
import io.github.carcassonne.testkit.render.AsciiBoard;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code play}: one game between bots, with its turn log, final board and score table. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Plays one game between bots and prints the turn log, the final board and the score"
          + " table by source.",
      "Without options: 2 random bots, the base game (farmers on) and seed 1; the seed is"
          + " printed so that any run can be repeated."
    })
final class PlayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin GameOptions game;

  @Option(
      names = "--record",
      paramLabel = "FILE",
      description = "also write the game record (docs/notation.md) to FILE")
  Path record;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    GameOptions o = game;
    RuleSet rules;
    try {
      o.validate();
      rules = o.ruleSet();
    } catch (IllegalArgumentException | IOException e) {
      return Cli.fail(err, e);
    }
    Engine engine = Engine.of(rules);
    GameSetup setup = GameSetup.of(o.players, o.seed);
    List<String> names = o.botNames();
    List<Bot> bots = GameOptions.makeBots(names, o.seed);
    out.println("rules: " + String.join(",", rules.moduleIds()) + Cli.optionsSuffix(engine));
    out.println("seed: " + o.seed);
    StringBuilder seats = new StringBuilder();
    for (int s = 0; s < names.size(); s++) {
      seats.append(s == 0 ? "" : " ").append("p").append(s).append('=').append(names.get(s));
    }
    out.println("players: " + seats);
    EventLog log = new EventLog(out, names);
    log.begin(engine.newGame(setup));
    GameRunner.Result result;
    try {
      result =
          GameRunner.play(
              engine, setup, bots, (move, bot, t) -> log.write(t.events()), record != null);
    } catch (RuntimeException e) {
      log.flush();
      err.println("error: game with seed " + o.seed + " failed: " + e);
      e.printStackTrace(err);
      return Main.EXIT_FAILURE;
    }
    log.flush();
    GameState end = result.end();
    out.println();
    out.print(AsciiBoard.render(end));
    out.println();
    out.print(AsciiBoard.scoreTable(end));
    if (record != null) {
      try {
        Records.write(record, engine, setup, result.moves());
      } catch (IOException | IllegalArgumentException e) {
        return Cli.fail(err, e);
      }
      out.println("record: " + record);
    }
    return 0;
  }
}
