package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.spi.ChanceStep;
import io.github.carcassonne.spi.DecisionStep;
import io.github.carcassonne.spi.ScoringJob;
import io.github.carcassonne.spi.Step;
import java.util.Objects;

/**
 * A persistent stack of pending steps: pushing shares the tail. Each entry keeps its step's kind
 * (decision, chance, core, scoring job or module step), found once per push.
 */
final class StepStack {
  static final StepStack EMPTY = new StepStack(null, null, 0, -1);

  /** Step kinds. */
  static final int AUTO = 0;
  static final int DECISION = 1;
  static final int CHANCE = 2;
  static final int CORE_AUTO = 3;
  static final int JOB = 4;

  /** A step class's kind, computed once per class (cheaper than interface instanceof checks). */
  private static final ClassValue<Integer> KIND =
      new ClassValue<>() {
        @Override
        protected Integer computeValue(Class<?> type) {
          if (DecisionStep.class.isAssignableFrom(type)) {
            return DECISION;
          }
          if (ChanceStep.class.isAssignableFrom(type)) {
            return CHANCE;
          }
          if (CoreSteps.Core.class.isAssignableFrom(type)) {
            return CORE_AUTO;
          }
          return ScoringJob.class.isAssignableFrom(type) ? JOB : AUTO;
        }
      };

  // The stacks every turn of a game without turn hooks passes through, made once and shared by
  // every game: pushing a turn's core step onto the stack below it that such a turn has gives
  // the shared entry, so that a turn makes no entry of its own (equal to a new one in every way).

  /** The end of the turn alone: where a turn starts. */
  private static final StepStack TURN = EMPTY.push(CoreSteps.END_TURN, CORE_AUTO);

  /** The draw, then the end of the turn. */
  private static final StepStack TURN_DRAW = TURN.push(CoreSteps.DRAW, CHANCE);

  /** Scoring what the placed tile completed, then the end of the turn. */
  private static final StepStack TURN_SCORE = TURN.push(CoreSteps.SCORE_COMPLETED, CORE_AUTO);

  /** Per seat: its placement, then the end of the turn. */
  private static final StepStack[] TURN_PLACE = new StepStack[8];

  /** Per seat: its deployment, the scoring of what the tile completed, the end of the turn. */
  private static final StepStack[] TURN_DEPLOY = new StepStack[8];

  static {
    for (int seat = 0; seat < TURN_PLACE.length; seat++) {
      TURN_PLACE[seat] = TURN.push(CoreSteps.place(seat), DECISION);
      TURN_DEPLOY[seat] = TURN_SCORE.push(CoreSteps.deploy(seat), DECISION);
    }
  }

  /** This stack with the turn's end pushed. */
  StepStack pushEndTurn() {
    return this == EMPTY ? TURN : push(CoreSteps.END_TURN, CORE_AUTO);
  }

  /** This stack with the tile draw pushed. */
  StepStack pushDraw() {
    return this == TURN ? TURN_DRAW : push(CoreSteps.DRAW, CHANCE);
  }

  /** This stack with the seat's placement pushed. */
  StepStack pushPlace(int seat) {
    return this == TURN && seat < TURN_PLACE.length
        ? TURN_PLACE[seat]
        : push(CoreSteps.place(seat), DECISION);
  }

  /** This stack with the scoring of completed features pushed, then the seat's deployment. */
  StepStack pushScoreAndDeploy(int seat) {
    return this == TURN && seat < TURN_DEPLOY.length
        ? TURN_DEPLOY[seat]
        : push(CoreSteps.SCORE_COMPLETED, CORE_AUTO).push(CoreSteps.deploy(seat), DECISION);
  }

  static int kindOf(Step step) {
    return KIND.get(step.getClass());
  }

  final Step head;
  final StepStack tail;
  final int size;
  /** The kind of {@link #head}. */
  final int kind;

  private StepStack(Step head, StepStack tail, int size, int kind) {
    this.head = head;
    this.tail = tail;
    this.size = size;
    this.kind = kind;
  }

  StepStack push(Step s) {
    return new StepStack(s, this, size + 1, kindOf(s));
  }

  /** Pushes a step whose kind the caller knows. */
  StepStack push(Step s, int kind) {
    return new StepStack(s, this, size + 1, kind);
  }

  boolean isEmpty() {
    return size == 0;
  }

  ImmutableList<Step> toList() {
    ImmutableList.Builder<Step> b = ImmutableList.builderWithExpectedSize(size);
    for (StepStack s = this; s.size > 0; s = s.tail) {
      b.add(s.head);
    }
    return b.build();
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof StepStack other) || other.size != size) {
      return false;
    }
    StepStack a = this;
    StepStack b = other;
    while (a.size > 0) {
      if (a == b) {
        return true;
      }
      if (!a.head.equals(b.head)) {
        return false;
      }
      a = a.tail;
      b = b.tail;
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = 1;
    for (StepStack s = this; s.size > 0; s = s.tail) {
      h = 31 * h + Objects.hashCode(s.head);
    }
    return h;
  }
}
