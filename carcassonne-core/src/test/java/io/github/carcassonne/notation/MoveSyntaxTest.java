package io.github.carcassonne.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A module's move read and written through a {@link MoveSyntax}. */
class MoveSyntaxTest {
  /** A module move for the test: {@code ring <times>}. */
  record Ring(int times) implements Move {
    @Override
    public String notation() {
      return "ring " + times;
    }
  }

  /** The syntax of {@link Ring}. */
  static final class RingSyntax implements MoveSyntax {
    private final ImmutableSet<String> words;

    RingSyntax(String... words) {
      this.words = ImmutableSet.copyOf(words);
    }

    @Override
    public ImmutableSet<String> words() {
      return words;
    }

    @Override
    public Move parse(String word, ImmutableList<String> arguments) {
      if (arguments.isEmpty()) {
        throw new BadArgument(0, "missing number of rings");
      }
      if (arguments.size() > 1) {
        throw new BadArgument(1, "one number only");
      }
      if (arguments.get(0).equals("boom")) {
        throw new IllegalStateException("module bug");
      }
      if (arguments.get(0).equals("many")) {
        throw new IllegalArgumentException("how many is many?");
      }
      if (!arguments.get(0).matches("[1-9]")) {
        throw new BadArgument(0, "expected 1 to 9, not " + arguments.get(0));
      }
      return new Ring(Integer.parseInt(arguments.get(0)));
    }

    @Override
    public boolean handles(Move move) {
      return move instanceof Ring;
    }
  }

  private static final List<MoveSyntax> RING = List.of(new RingSyntax("ring"));

  private static final GameRecord RECORD =
      new GameRecord(
          1,
          ImmutableList.of("base"),
          ImmutableMap.of(),
          ImmutableMap.of(),
          GameSetup.of(2, 3L),
          ImmutableList.of(Move.Skip.INSTANCE, new Ring(3), new Ring(9)));

  @Test
  void moduleMovesRoundTripWithTheirSyntax() {
    String text = RecordFormat.write(RECORD, RING);
    assertTrue(text.endsWith("moves\nskip\nring 3\nring 9\n"), text);
    assertEquals(RECORD, RecordFormat.parse(text, "bells", RING));
    assertEquals(new Ring(4), RecordFormat.parseMove("ring 4 # loud", RING));
    assertEquals("ring 4", RecordFormat.writeMove(new Ring(4), RING));
  }

  @Test
  void withoutTheSyntaxModuleMovesAreRefused() {
    IllegalArgumentException w =
        assertThrows(IllegalArgumentException.class, () -> RecordFormat.write(RECORD));
    assertTrue(w.getMessage().startsWith("no move syntax handles Ring[times=3]"), w.getMessage());
    String text = RecordFormat.write(RECORD, RING);
    RecordFormatException e =
        assertThrows(RecordFormatException.class, () -> RecordFormat.parse(text, "bells"));
    assertEquals(8, e.line());
    assertEquals(1, e.column());
    assertTrue(
        e.detail().startsWith("unknown move 'ring': expected one of deploy, draw, place,"),
        e.getMessage());
    assertTrue(e.detail().contains("MoveSyntax"), e.getMessage());
  }

  @Test
  void syntaxErrorsPointAtTheArgument() {
    assertPosition("ring", 6, "missing number of rings");
    assertPosition("ring  0", 7, "expected 1 to 9, not 0");
    assertPosition("ring 1 2", 8, "one number only");
    assertPosition("ring many", 1, "bad move 'ring': how many is many?");
    assertThrows(IllegalStateException.class, () -> RecordFormat.parseMove("ring boom", RING));
  }

  private static void assertPosition(String move, int column, String detail) {
    RecordFormatException e =
        assertThrows(RecordFormatException.class, () -> RecordFormat.parseMove(move, RING));
    assertEquals(column, e.column(), e.getMessage());
    assertEquals(detail, e.detail());
  }

  @Test
  void wordsMustBeFreeAndWellFormed() {
    for (String word : List.of("skip", "moves", "seed", "Ring", "", "carcassonne-record")) {
      assertThrows(
          IllegalArgumentException.class,
          () -> RecordFormat.parseMove("skip", List.of(new RingSyntax(word))),
          word);
    }
    assertThrows(
        IllegalArgumentException.class,
        () ->
            RecordFormat.parseMove(
                "skip", List.of(new RingSyntax("ring"), new RingSyntax("ring"))));
  }
}
