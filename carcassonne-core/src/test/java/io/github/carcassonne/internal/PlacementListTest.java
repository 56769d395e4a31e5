package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The placements of a state without placement rules are a {@link PlacementList}: codes kept as
 * primitives, each move looked up when read. It must behave as the unmodifiable list of those
 * moves, and a listed move passed back must be recognised without a search through the list.
 */
class PlacementListTest {
  private static final Engine ENGINE = Engine.of(RuleSet.of("base"));

  /** The states of a random base game at which a tile is to be placed. */
  private static List<GameState> placementStates(long seed) {
    List<GameState> out = new java.util.ArrayList<>();
    SplittableRandom rnd = new SplittableRandom(seed);
    GameState g = ENGINE.newGame(GameSetup.of(2, seed));
    while (!g.isOver()) {
      if (ENGINE.toAct(g).isChance()) {
        g = ENGINE.resolveChance(g).state();
        continue;
      }
      List<Move> legal = ENGINE.legalMoves(g);
      if (((State) g).steps.head instanceof CoreSteps.Place) {
        out.add(g);
      }
      g = ENGINE.apply(g, legal.get(rnd.nextInt(legal.size()))).state();
    }
    return out;
  }

  @Test
  void behavesAsTheUnmodifiableListOfItsMoves() {
    int checked = 0;
    for (GameState g : placementStates(3)) {
      List<Move> legal = ENGINE.legalMoves(g);
      assertInstanceOf(PlacementList.class, legal);
      assertSame(legal, ENGINE.legalMoves(g), "a state's list is computed once");
      ImmutableList<Move> copy = ImmutableList.copyOf(legal);
      assertEquals(copy, legal);
      assertEquals(legal, copy);
      assertEquals(copy.hashCode(), legal.hashCode());
      assertEquals(copy.size(), legal.size());
      for (int i = 0; i < legal.size(); i++) {
        assertInstanceOf(Move.PlaceTile.class, legal.get(i));
        assertSame(legal.get(i), legal.get(i), "a cell near the origin has one object per move");
        assertEquals(i, legal.indexOf(copy.get(i)), "moves are distinct");
      }
      assertThrows(IndexOutOfBoundsException.class, () -> legal.get(legal.size()));
      assertThrows(IndexOutOfBoundsException.class, () -> legal.get(-1));
      assertThrows(UnsupportedOperationException.class, () -> legal.add(Move.Skip.INSTANCE));
      assertThrows(UnsupportedOperationException.class, () -> legal.set(0, Move.Skip.INSTANCE));
      assertThrows(UnsupportedOperationException.class, () -> legal.remove(0));
      assertThrows(UnsupportedOperationException.class, legal::clear);
      checked++;
    }
    assertTrue(checked >= 60, checked + " placement states");
  }

  @Test
  void recognisesItsOwnMovesByIdentityOnly() {
    for (GameState g : placementStates(5)) {
      PlacementList legal = (PlacementList) ENGINE.legalMoves(g);
      for (int i = 0; i < legal.size(); i++) {
        Move m = legal.get(i);
        assertTrue(legal.listsIdentical(m), "listed move " + m);
        Move.PlaceTile equal =
            new Move.PlaceTile(((Move.PlaceTile) m).position(), ((Move.PlaceTile) m).rotation());
        assertNotSame(m, equal);
        assertFalse(legal.listsIdentical(equal), "an equal new move is checked, not trusted");
      }
      assertFalse(legal.listsIdentical(Move.Skip.INSTANCE));
      // the shared move onto the start tile's cell, which is never free
      assertFalse(legal.listsIdentical(((State) g).c.placementMoves.place(0, 0, 0)));
      // a shared move onto a free cell in a rotation that is not listed, if there is one
      for (int i = 0; i < legal.size(); i++) {
        Move.PlaceTile m = (Move.PlaceTile) legal.get(i);
        for (int r = 0; r < 4; r++) {
          Move.PlaceTile other =
              ((State) g).c.placementMoves.place(m.position().x(), m.position().y(), r);
          assertEquals(legal.contains(other), legal.listsIdentical(other), other.toString());
        }
      }
    }
  }

  @Test
  void anEqualMoveGivesWhatTheListedMoveGives() {
    for (GameState g : placementStates(7)) {
      List<Move> legal = ENGINE.legalMoves(g);
      Move.PlaceTile m = (Move.PlaceTile) legal.get(legal.size() / 2);
      Transition listed = ENGINE.apply(g, m);
      Transition equal = ENGINE.apply(g, new Move.PlaceTile(m.position(), m.rotation()));
      assertEquals(listed.state(), equal.state());
      assertEquals(listed.events(), equal.events());
    }
  }
}
