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
import io.github.carcassonne.IllegalMoveException;
import io.github.carcassonne.Move;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The placements of a state are a {@link PlacementList}: codes kept as primitives, each move
 * looked up when read. It must behave as the unmodifiable list of those moves, and a listed move
 * passed back must be recognised without a search through the list. With placement rules the
 * draw's check lists them, and the state keeps that list: its legal moves ask no rule again.
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
  void theMoveReadLastIsKnownOnlyToItsOwnList() {
    List<GameState> states = placementStates(11);
    for (int k = 1; k < states.size(); k++) {
      PlacementList here = (PlacementList) ENGINE.legalMoves(states.get(k - 1));
      PlacementList there = (PlacementList) ENGINE.legalMoves(states.get(k));
      Move m = here.get(here.size() - 1);
      boolean listedThere = there.contains(m);
      there.get(0);
      // m read again: the last read here, not there, where it is found only if listed
      assertSame(m, here.get(here.size() - 1));
      assertTrue(here.listsIdentical(m));
      assertEquals(listedThere, there.listsIdentical(m), m.toString());
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

  /** A placement rule that forbids a quarter turn clockwise and counts how often it is asked. */
  static final class NoQuarterTurn implements RuleModule {
    final AtomicInteger asked = new AtomicInteger();

    @Override
    public ModuleDescriptor descriptor() {
      return ModuleDescriptor.builder("test.no-quarter-turn")
          .description("no tile turned a quarter clockwise")
          .build();
    }

    @Override
    public void register(HookRegistry registry) {
      registry.placementRule(
          (q, ctx) -> {
            asked.incrementAndGet();
            return q.rotation() != Rotation.R90;
          });
    }
  }

  @Test
  void withPlacementRulesTheDrawListsThePlacementsAndLegalMovesAsksNoRuleAgain() {
    NoQuarterTurn rule = new NoQuarterTurn();
    Engine engine = Engine.of(RuleSet.builder().modules("base").module(rule).build());
    SplittableRandom rnd = new SplittableRandom(11);
    GameState g = engine.newGame(GameSetup.of(2, 11));
    int decisions = 0;
    while (!g.isOver()) {
      if (engine.toAct(g).isChance()) {
        g = engine.resolveChance(g).state();
        continue;
      }
      boolean place = ((State) g).steps.head instanceof CoreSteps.Place;
      int before = rule.asked.get();
      List<Move> legal = engine.legalMoves(g);
      if (place) {
        assertEquals(before, rule.asked.get(), "legalMoves asked the rule again");
        assertInstanceOf(PlacementList.class, legal);
        assertFalse(legal.isEmpty());
        if (decisions++ % 10 == 0) {
          // the list is what applying says: every listed move is legal, every cell where some
          // placement is legal has a listed move, and none is turned a quarter
          Set<Position> cells = new HashSet<>();
          for (Move m : legal) {
            Move.PlaceTile pt = (Move.PlaceTile) m;
            assertTrue(pt.rotation() != Rotation.R90, pt.toString());
            cells.add(pt.position());
            engine.apply(g, new Move.PlaceTile(pt.position(), pt.rotation()));
          }
          for (PlacedTile tile : g.tiles()) {
            for (Side side : Side.values()) {
              Position p = tile.position().neighbour(side);
              for (Rotation r : Rotation.values()) {
                boolean accepted;
                try {
                  engine.apply(g, new Move.PlaceTile(p, r));
                  accepted = true;
                } catch (IllegalMoveException e) {
                  accepted = false;
                }
                if (accepted) {
                  assertTrue(cells.contains(p), "a legal placement at " + p + " is not listed");
                }
              }
            }
          }
        }
      }
      g = engine.apply(g, legal.get(rnd.nextInt(legal.size()))).state();
    }
    assertTrue(decisions >= 60, decisions + " placements");
  }
}
