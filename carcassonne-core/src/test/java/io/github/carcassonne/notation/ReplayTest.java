package io.github.carcassonne.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplayTest {
  private static final Engine BASE = Engine.of(RuleSet.of("base"));

  /**
   * Writes, parses and replays a record with {@code engine}, and with an engine over the rule set
   * built from the parsed record alone.
   */
  private static GameState roundTripReplay(Engine engine, GameRecord record) {
    String text = RecordFormat.write(record);
    GameRecord parsed = RecordFormat.parse(text, "game.rec");
    assertEquals(record, parsed);
    GameState state = engine.replay(parsed);
    RuleSet rebuilt = RecordFormat.ruleSet(parsed);
    assertEquals(engine.rules().options(), rebuilt.options());
    assertEquals(engine.rules().moduleIds(), rebuilt.moduleIds());
    assertSameGame(state, Engine.of(rebuilt).replay(parsed));
    return state;
  }

  private static GameState roundTripReplay(GameRecord record) {
    return roundTripReplay(BASE, record);
  }

  /**
   * States of engines over separately built rule sets are never {@code equals} (a state is tied
   * to its engine's compiled rule set), so they are compared by what they show.
   */
  private static void assertSameGame(GameState expected, GameState actual) {
    assertEquals(expected.turn(), actual.turn());
    assertEquals(expected.activePlayer(), actual.activePlayer());
    assertEquals(expected.isOver(), actual.isOver());
    assertEquals(expected.tiles().toString(), actual.tiles().toString());
    assertEquals(expected.figures(), actual.figures());
    assertEquals(expected.scores().totals(), actual.scores().totals());
    for (int p = 0; p < expected.playerCount(); p++) {
      assertEquals(
          expected.scores().bySource(PlayerId.of(p)), actual.scores().bySource(PlayerId.of(p)));
    }
    assertEquals(expected.bag(), actual.bag());
    assertEquals(expected.pendingSteps(), actual.pendingSteps());
  }

  @Test
  void replayOfFullRecordGivesTheFinalState() {
    for (int g = 0; g < 12; g++) {
      GameSetup setup = new GameSetup(names(2 + g % 5), g % (2 + g % 5), 1000L + g);
      Games.Played p = Games.play(BASE, setup, g, Integer.MAX_VALUE);
      assertTrue(p.last().isOver());
      GameRecord record = RecordFormat.of(BASE, setup, p.moves());
      assertEquals(p.last(), roundTripReplay(record), "game " + g);
    }
  }

  @Test
  void replayWithoutDrawsResolvesChanceFromTheSeed() {
    for (int g = 0; g < 12; g++) {
      GameSetup setup = GameSetup.of(2 + g % 3, 77L * g);
      Games.Played p = Games.play(BASE, setup, 500 + g, Integer.MAX_VALUE);
      ImmutableList<Move> decisions = p.decisions();
      assertTrue(decisions.size() < p.moves().size());
      GameRecord record = RecordFormat.of(BASE, setup, decisions);
      assertTrue(RecordFormat.write(record).indexOf("draw ") < 0);
      assertEquals(p.last(), roundTripReplay(record), "game " + g);
    }
  }

  @Test
  void gamesWithDiscardedTilesReplay() {
    int found = 0;
    for (int g = 0; g < 300 && found < 2; g++) {
      GameSetup setup = GameSetup.of(2, g);
      Games.Played p = Games.play(BASE, setup, g, Integer.MAX_VALUE);
      boolean discard = false;
      for (int i = 1; i < p.chance().size(); i++) {
        discard |= p.chance().get(i - 1) && p.chance().get(i);
      }
      if (!discard) {
        continue;
      }
      found++;
      assertEquals(p.last(), roundTripReplay(RecordFormat.of(BASE, setup, p.moves())));
      assertEquals(p.last(), roundTripReplay(RecordFormat.of(BASE, setup, p.decisions())));
    }
    assertEquals(2, found, "games with a discarded tile");
  }

  @Test
  void recordCutWhileTheDeployDecisionIsPending() {
    for (int g = 0; g < 8; g++) {
      GameSetup setup = GameSetup.of(3, 31L + g);
      Games.Played full = Games.play(BASE, setup, g, Integer.MAX_VALUE);
      // cut right after the placement of a turn well into the game
      int cut = -1;
      for (int i = 40 + 3 * g; i < full.moves().size(); i++) {
        if (full.moves().get(i) instanceof Move.PlaceTile) {
          cut = i + 1;
          break;
        }
      }
      assertTrue(cut > 0);
      GameState expected = full.states().get(cut);
      assertTrue(BASE.legalMoves(expected).contains(Move.Skip.INSTANCE), "deploy is pending");
      GameRecord record = RecordFormat.of(BASE, setup, full.moves().subList(0, cut));
      GameState replayed = roundTripReplay(record);
      assertEquals(expected, replayed);
      assertEquals(BASE.legalMoves(expected), BASE.legalMoves(replayed));
      // the same cut with the draws left out
      List<Move> decisions =
          full.moves().subList(0, cut).stream()
              .filter(m -> !(m instanceof Move.DrawTile))
              .toList();
      assertEquals(expected, roundTripReplay(RecordFormat.of(BASE, setup, decisions)));
      // and the state differs from the one a move earlier (the cut is really where we say)
      assertNotEquals(full.states().get(cut - 1), replayed);
    }
  }

  @Test
  void recordWithOptionsReplaysUnderThoseOptions() {
    RuleSet rules =
        RuleSet.builder()
            .modules("base")
            .option("base.farm-era", "second")
            .option("base.followers", "5")
            .build();
    Engine engine = Engine.of(rules);
    GameSetup setup = GameSetup.of(List.of("Ann", "Bob", "Cid"), 9L);
    Games.Played p = Games.play(engine, setup, 3, Integer.MAX_VALUE);
    GameRecord record = RecordFormat.of(engine, setup, p.moves());
    String text = RecordFormat.write(record);
    assertTrue(text.contains("\noption base.farm-era=second\noption base.followers=5\n"), text);
    assertEquals(p.last(), roundTripReplay(engine, record));
    // the base engine refuses it: the options differ
    assertThrows(IllegalArgumentException.class, () -> BASE.replay(record));
  }

  @Test
  void illegalMoveInARecordNamesItsNumber() {
    String text =
        String.join(
            "\n",
            "carcassonne-record 1",
            "rules base",
            "players Ann Bob",
            "seed 1",
            "moves",
            "draw base:V",
            "place 5,5 R0",
            "");
    GameRecord record = RecordFormat.parse(text, "bad.rec");
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> BASE.replay(record));
    assertTrue(e.getMessage().startsWith("move 2: "), e.getMessage());
    assertEquals(new Move.PlaceTile(Position.of(5, 5), Rotation.R0), e.move().orElseThrow());
  }

  @Test
  void impossibleDrawIsRefusedAsSuch() {
    String head = "carcassonne-record 1\nrules base\nplayers Ann Bob\nseed 1\nmoves\n";
    GameRecord record = RecordFormat.parse(head + "draw base:Z\n", "r");
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> BASE.replay(record));
    assertEquals(IllegalMoveException.Reason.TILE_NOT_AVAILABLE, e.reason());
    assertTrue(e.getMessage().startsWith("move 1: "), e.getMessage());
  }

  @Test
  void illegalMoveLaterInARealGameNamesItsNumber() {
    GameSetup setup = GameSetup.of(2, 4L);
    Games.Played p = Games.play(BASE, setup, 4, 30);
    List<Move> moves = new java.util.ArrayList<>(p.moves());
    moves.add(Move.Skip.INSTANCE);
    moves.add(Move.Skip.INSTANCE);
    moves.add(Move.Skip.INSTANCE);
    GameRecord record = RecordFormat.of(BASE, setup, moves);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> BASE.replay(record));
    assertTrue(e.getMessage().matches("move 3[1-3]: .*"), e.getMessage());
  }

  private static ImmutableList<String> names(int n) {
    return ImmutableList.copyOf(List.of("Ann", "Bob", "Cid", "Dee", "Eve", "Fay").subList(0, n));
  }
}
