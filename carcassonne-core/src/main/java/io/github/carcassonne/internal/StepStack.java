package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.spi.Step;
import java.util.Objects;

/** A persistent stack of pending steps: pushing shares the tail. */
final class StepStack {
  static final StepStack EMPTY = new StepStack(null, null, 0);

  final Step head;
  final StepStack tail;
  final int size;

  private StepStack(Step head, StepStack tail, int size) {
    this.head = head;
    this.tail = tail;
    this.size = size;
  }

  StepStack push(Step s) {
    return new StepStack(s, this, size + 1);
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
