package io.github.carcassonne.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * The turn's pushes ({@link StepStack#pushEndTurn} and the others) give the shared stacks on the
 * stacks a turn without hooks has, and otherwise push as {@link StepStack#push} does: either way
 * the result equals the plain push, step for step and kind for kind.
 */
class StepStackTest {

  /** The head steps, kinds and sizes of two stacks, entry by entry. */
  private static void assertSameSteps(StepStack expected, StepStack actual) {
    assertEquals(expected, actual);
    assertEquals(expected.hashCode(), actual.hashCode());
    for (StepStack e = expected, a = actual; e.size > 0; e = e.tail, a = a.tail) {
      assertEquals(e.head, a.head);
      assertEquals(e.kind, a.kind);
      assertEquals(e.size, a.size);
    }
  }

  @Test
  void turnPushesEqualPlainPushes() {
    StepStack turn = StepStack.EMPTY.push(CoreSteps.END_TURN, StepStack.CORE_AUTO);
    assertSameSteps(turn, StepStack.EMPTY.pushEndTurn());
    assertSameSteps(
        turn.push(CoreSteps.DRAW, StepStack.CHANCE), StepStack.EMPTY.pushEndTurn().pushDraw());
    for (int seat = 0; seat < 10; seat++) {
      assertSameSteps(
          turn.push(CoreSteps.place(seat), StepStack.DECISION),
          StepStack.EMPTY.pushEndTurn().pushPlace(seat));
      assertSameSteps(
          turn.push(CoreSteps.SCORE_COMPLETED, StepStack.CORE_AUTO)
              .push(CoreSteps.deploy(seat), StepStack.DECISION),
          StepStack.EMPTY.pushEndTurn().pushScoreAndDeploy(seat));
    }
  }

  @Test
  void aTurnWithoutHooksSharesItsStacks() {
    StepStack turn = StepStack.EMPTY.pushEndTurn();
    assertSame(turn, StepStack.EMPTY.pushEndTurn());
    assertSame(turn.pushDraw(), StepStack.EMPTY.pushEndTurn().pushDraw());
    assertSame(turn.pushPlace(1), StepStack.EMPTY.pushEndTurn().pushPlace(1));
    assertSame(turn.pushScoreAndDeploy(0), StepStack.EMPTY.pushEndTurn().pushScoreAndDeploy(0));
    // seats past the shared ones get stacks of their own
    assertNotSame(turn.pushPlace(8), turn.pushPlace(8));
  }

  @Test
  void otherStacksGetNewEntries() {
    // a module's step below the turn's end (as a hook may leave): nothing is shared
    StepStack below = StepStack.EMPTY.push(CoreSteps.FINAL_HOOKS, StepStack.CORE_AUTO);
    StepStack turn = below.pushEndTurn();
    assertNotSame(turn, below.pushEndTurn());
    assertSameSteps(below.push(CoreSteps.END_TURN, StepStack.CORE_AUTO), turn);
    assertSameSteps(
        turn.push(CoreSteps.DRAW, StepStack.CHANCE), below.pushEndTurn().pushDraw());
    assertSameSteps(
        turn.push(CoreSteps.place(2), StepStack.DECISION), below.pushEndTurn().pushPlace(2));
    assertSameSteps(
        turn.push(CoreSteps.SCORE_COMPLETED, StepStack.CORE_AUTO)
            .push(CoreSteps.deploy(3), StepStack.DECISION),
        below.pushEndTurn().pushScoreAndDeploy(3));
    assertNotSame(turn.pushDraw(), below.pushEndTurn().pushDraw());
  }
}
