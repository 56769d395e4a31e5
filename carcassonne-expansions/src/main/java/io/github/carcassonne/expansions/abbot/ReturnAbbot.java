package io.github.carcassonne.expansions.abbot;

import io.github.carcassonne.spi.Step;

/**
 * The automatic step that sends a recalled abbot back to its owner's supply, after the scoring job
 * of its feature has awarded the points.
 *
 * @param figure the abbot's figure id
 */
record ReturnAbbot(int figure) implements Step {
  @Override
  public String module() {
    return AbbotModule.ID;
  }
}
