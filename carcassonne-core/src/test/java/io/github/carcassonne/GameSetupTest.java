package io.github.carcassonne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import org.junit.jupiter.api.Test;

/** What a game setup accepts and what it refuses, with the reason. */
class GameSetupTest {
  private static String refusal(ImmutableList<String> players, int first) {
    return assertThrows(IllegalArgumentException.class, () -> new GameSetup(players, first, 1L))
        .getMessage();
  }

  @Test
  void defaultNamesArePZeroUpward() {
    assertEquals(ImmutableList.of("p0", "p1"), GameSetup.of(2, 7L).players());
    assertEquals(ImmutableList.of("p0", "p1", "p2", "p3", "p4", "p5"), GameSetup.of(6, 7L).players());
    assertEquals(7L, GameSetup.of(3, 7L).seed());
    assertEquals(0, GameSetup.of(3, 7L).firstPlayer());
  }

  @Test
  void twoToSixPlayers() {
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> GameSetup.of(1, 1L))
            .getMessage()
            .contains("2 to 6 players"));
    assertThrows(IllegalArgumentException.class, () -> GameSetup.of(7, 1L));
    assertTrue(refusal(ImmutableList.of("solo"), 0).contains("2 to 6 players"));
  }

  @Test
  void namesAreNonEmptyWithoutWhiteSpaceOrRecordSeparators() {
    for (String bad : new String[] {"", "a b", "a\tb", "a\nb", "a\u000Bb", "a\fb", "a\rb", "a#b",
        "a;b", "a=b", " "}) {
      String message = refusal(ImmutableList.of("ok", bad), 0);
      assertTrue(message.contains("player name must be non-empty"), message);
    }
    // anything else is a name, letters of any script included
    GameSetup s = new GameSetup(ImmutableList.of("Ann-1", "Bjørn", "李", "x_y.z"), 3, 1L);
    assertEquals(4, s.playerCount());
  }

  @Test
  void namesDiffer() {
    String message = refusal(ImmutableList.of("ann", "bob", "ann"), 0);
    assertTrue(message.contains("player names must differ"), message);
  }

  @Test
  void theFirstPlayerIsASeat() {
    assertTrue(refusal(ImmutableList.of("a", "b"), 2).contains("first player 2 is not a seat"));
    assertTrue(refusal(ImmutableList.of("a", "b"), -1).contains("first player -1"));
  }
}
