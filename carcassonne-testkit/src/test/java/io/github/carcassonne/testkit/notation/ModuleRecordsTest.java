package io.github.carcassonne.testkit.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.notation.GameRecord;
import io.github.carcassonne.notation.RecordFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Records with module moves read back without passing syntaxes: the modules the header names
 * supply them.
 */
class ModuleRecordsTest {

  @Test
  void moduleMovesReadBackThroughTheHeadersModules() {
    for (String modules : List.of("base,messages", "base,abbot", "base,traders-builders")) {
      RuleSet rules = RuleSet.builder().modules(modules.split(",")).build();
      Engine engine = Engine.of(rules);
      GameSetup setup = GameSetup.of(2, 11L);
      GameState s = engine.newGame(setup);
      SplittableRandom random = new SplittableRandom(11);
      List<Move> moves = new ArrayList<>();
      while (!s.isOver()) {
        if (engine.toAct(s).isChance()) {
          s = engine.resolveChance(s).state();
          continue;
        }
        List<Move> legal = engine.legalMoves(s);
        Move m = legal.get(random.nextInt(legal.size()));
        moves.add(m);
        s = engine.apply(s, m).state();
      }
      GameRecord record = RecordFormat.of(engine, setup, moves);
      String text = RecordFormat.write(record, rules.moveSyntaxes());
      GameRecord back = RecordFormat.parse(text, modules);
      assertEquals(record, back, modules);
      assertEquals(s, engine.replay(back), modules);
      assertTrue(moves.stream().anyMatch(m -> !Move.class.equals(m.getClass().getEnclosingClass()))
          || modules.equals("base,traders-builders"), modules + " played a module move");
    }
  }
}
