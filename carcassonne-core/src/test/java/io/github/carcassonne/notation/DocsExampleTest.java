package io.github.carcassonne.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.carcassonne.Engine;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The example record in docs/notation.md parses and replays as the text says. */
class DocsExampleTest {
  private static final String MARKER = "<!-- example-record -->";

  private static String example() throws Exception {
    Path doc = Path.of("..", "docs", "notation.md");
    String md = Files.readString(doc);
    int at = md.indexOf(MARKER);
    assertTrue(at >= 0, "no example marker in " + doc);
    int start = md.indexOf("```\n", at) + 4;
    int end = md.indexOf("```", start);
    return md.substring(start, end);
  }

  @Test
  void exampleReplays() throws Exception {
    GameRecord record = RecordFormat.parse(example(), "docs/notation.md");
    Engine engine = Engine.of(RuleSet.of("base"));
    assertEquals(engine.rules().moduleIds(), record.moduleVersions().keySet().asList());
    RecordFormat.ruleSet(record);
    GameState s = engine.replay(record);
    assertEquals(5, s.turn());
    assertEquals(5, s.tiles().size());
    assertEquals("base:B", s.tileAt(Position.of(2, 1)).orElseThrow().type().id());
    assertEquals(6, s.supply(PlayerId.of(0), FigureKind.FOLLOWER));
    assertEquals(7, s.supply(PlayerId.of(1), FigureKind.FOLLOWER));
    // the record with the draw written out replays to the same state
    java.util.List<Move> moves = new java.util.ArrayList<>(record.moves());
    moves.add(6, new Move.DrawTile("base:B"));
    assertEquals(s, engine.replay(RecordFormat.of(engine, record.setup(), moves)));
  }
}
