package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;
import io.github.carcassonne.notation.RecordFormatException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code replay}: checks and replays a game record. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Checks and replays a game record (docs/notation.md): prints the events, then one line"
          + " 'score <player> <points>' per player.",
      "A malformed record exits with status 2 and FILE:line:column: message; an illegal move"
          + " exits with status 3 naming the move's number and the reason."
    })
final class ReplayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "the game record")
  Path file;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    GameRecord record;
    RuleSet rules;
    try {
      record = RecordFormat.read(file);
    } catch (RecordFormatException e) {
      err.println(e.getMessage());
      return Main.EXIT_USAGE;
    } catch (IOException e) {
      return Cli.fail(err, e);
    }
    try {
      rules = RecordFormat.ruleSet(record);
    } catch (IllegalArgumentException e) {
      err.println(file + ": " + Cli.message(e));
      return Main.EXIT_USAGE;
    }
    Engine engine = Engine.of(rules);
    GameState state = engine.newGame(record.setup());
    EventLog log = new EventLog(out, List.of());
    log.begin(state);
    List<Move> moves = record.moves();
    for (int i = 0; i < moves.size(); i++) {
      Move m = moves.get(i);
      try {
        while (engine.toAct(state).isChance() && !isOutcome(engine, state, m)) {
          Transition t = engine.resolveChance(state);
          log.write(t.events());
          state = t.state();
        }
        Transition t = engine.apply(state, m);
        log.write(t.events());
        state = t.state();
      } catch (IllegalMoveException e) {
        log.flush();
        out.flush();
        err.println(
            String.format(
                Locale.ROOT,
                "%s: move %d (%s) is illegal: %s: %s",
                file,
                i + 1,
                m.notation(),
                e.reason().name().toLowerCase(Locale.ROOT).replace('_', ' '),
                e.getMessage()));
        return Main.EXIT_ILLEGAL_MOVE;
      }
    }
    log.flush();
    if (!state.isOver()) {
      out.println("(the record ends before the game does)");
    }
    for (int p = 0; p < state.playerCount(); p++) {
      out.println(
          String.format(
              Locale.ROOT,
              "score %s %d",
              state.players().get(p),
              state.scores().total(PlayerId.of(p))));
    }
    return 0;
  }

  private static boolean isOutcome(Engine engine, GameState state, Move move) {
    for (ChanceOutcome o : engine.chanceOutcomes(state)) {
      if (o.move().equals(move)) {
        return true;
      }
    }
    return false;
  }
}
