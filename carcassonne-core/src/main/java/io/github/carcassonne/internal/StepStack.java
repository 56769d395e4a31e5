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
