package io.github.carcassonne.notation;

import java.util.regex.Pattern;

/** Patterns shared by the move syntaxes. */
final class Syntaxes {
  private Syntaxes() {}

  static final Pattern POSITION = Pattern.compile("(-?[0-9]+),(-?[0-9]+)");
  static final Pattern SPOT = Pattern.compile("[A-Z][A-Z0-9]*");
}
