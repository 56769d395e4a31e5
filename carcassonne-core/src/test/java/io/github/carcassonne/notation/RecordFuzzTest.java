package io.github.carcassonne.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated texts: the parser either reads a record (which then writes and reads back
 * equal) or throws {@link RecordFormatException}, never anything else.
 */
class RecordFuzzTest {
  private static final String ALPHABET =
      "abcdefgz ABCRNESW0123456789,-:.=#;\t\n\r_+*\u00e9\u00a0\u000b\uFEFF";
  private static final String[] WORDS = {
    "carcassonne-record", "rules", "module", "option", "players", "first", "seed", "moves",
    "draw", "place", "deploy", "skip", "score", "follower", "base", "base:V", "R90", "0,-1",
    "N", "C2", "1", "0", "-1", "2147483648", "9223372036854775808", "supply", "=", "#", "\n",
  };

  private static List<String> seeds() {
    Engine engine = Engine.of(RuleSet.of("base"));
    List<String> texts = new ArrayList<>();
    texts.add(RecordFormatTest.EXAMPLE);
    for (int g = 0; g < 4; g++) {
      GameSetup setup = GameSetup.of(2 + g, g);
      Games.Played p = Games.play(engine, setup, g, 40);
      texts.add(RecordFormat.write(RecordFormat.of(engine, setup, p.moves())));
    }
    return texts;
  }

  private static void check(String text) {
    GameRecord r;
    try {
      r = RecordFormat.parse(text, "fuzz");
    } catch (RecordFormatException e) {
      if (e.line() < 1 || e.column() < 1 || !e.getMessage().startsWith("fuzz:")) {
        fail("bad position in " + e.getMessage());
      }
      return;
    } catch (RuntimeException e) {
      throw new AssertionError("parser failed with " + e + " on:\n" + text, e);
    }
    String written;
    try {
      written = RecordFormat.write(r);
    } catch (IllegalArgumentException e) {
      throw new AssertionError("a parsed record does not write: " + e + " on:\n" + text, e);
    }
    assertEquals(r, RecordFormat.parse(written, "again"), text);
    try {
      RecordFormat.ruleSet(r);
    } catch (IllegalArgumentException e) {
      // unknown modules or options: refused with a message, which is what we want
    }
  }

  @Test
  void mutatedRecordsFailOnlyWithRecordFormatException() {
    List<String> seeds = seeds();
    SplittableRandom rnd = new SplittableRandom(20240601L);
    for (int i = 0; i < 10_000; i++) {
      String text = seeds.get(rnd.nextInt(seeds.size()));
      int edits = 1 + rnd.nextInt(4);
      for (int e = 0; e < edits; e++) {
        text = mutate(text, rnd);
      }
      check(text);
    }
  }

  @Test
  void randomTextsFailOnlyWithRecordFormatException() {
    SplittableRandom rnd = new SplittableRandom(7L);
    for (int i = 0; i < 10_000; i++) {
      StringBuilder b = new StringBuilder();
      if (rnd.nextInt(3) > 0) {
        b.append("carcassonne-record 1\n");
      }
      int n = rnd.nextInt(40);
      for (int k = 0; k < n; k++) {
        if (rnd.nextBoolean()) {
          b.append(WORDS[rnd.nextInt(WORDS.length)]).append(rnd.nextInt(4) == 0 ? "\n" : " ");
        } else {
          b.append(ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
        }
      }
      check(b.toString());
      String line = b.toString();
      try {
        RecordFormat.parseMove(line);
      } catch (RecordFormatException e) {
        // expected for most
      } catch (RuntimeException e) {
        throw new AssertionError("parseMove failed with " + e + " on: " + line, e);
      }
    }
  }

  private static String mutate(String text, SplittableRandom rnd) {
    if (text.isEmpty()) {
      return String.valueOf(ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
    }
    int at = rnd.nextInt(text.length());
    switch (rnd.nextInt(8)) {
      case 0: // delete a character
        return text.substring(0, at) + text.substring(at + 1);
      case 1: // insert a character
        return text.substring(0, at) + ALPHABET.charAt(rnd.nextInt(ALPHABET.length()))
            + text.substring(at);
      case 2: // replace a character
        return text.substring(0, at) + ALPHABET.charAt(rnd.nextInt(ALPHABET.length()))
            + text.substring(at + 1);
      case 3: // insert a word
        return text.substring(0, at) + WORDS[rnd.nextInt(WORDS.length)] + text.substring(at);
      case 4: // truncate
        return text.substring(0, at);
      default: { // delete, duplicate or swap lines
        String[] lines = text.split("\n", -1);
        List<String> out = new ArrayList<>(List.of(lines));
        int i = rnd.nextInt(out.size());
        int j = rnd.nextInt(out.size());
        int op = rnd.nextInt(3);
        if (op == 0) {
          out.remove(i);
        } else if (op == 1) {
          out.add(j, out.get(i));
        } else {
          String t = out.get(i);
          out.set(i, out.get(j));
          out.set(j, t);
        }
        return String.join("\n", out);
      }
    }
  }
}
