package io.github.carcassonne.expansions.wheel;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Move;
import io.github.carcassonne.notation.MoveSyntax;

/** Reads {@code crown <segment>} and {@code plague <id>|none}. */
final class WheelMoveSyntax implements MoveSyntax {
  @Override
  public ImmutableSet<String> words() {
    return ImmutableSet.of("crown", "plague");
  }

  @Override
  public Move parse(String word, ImmutableList<String> arguments) {
    if (arguments.size() != 1) {
      throw new BadArgument(
          Math.min(arguments.size(), 1),
          word.equals("crown") ? "expected 'crown <segment>'" : "expected 'plague <figure id>|none'");
    }
    String a = arguments.get(0);
    if (word.equals("plague") && a.equals("none")) {
      return WheelMoves.PlagueReturn.NONE;
    }
    int n;
    try {
      n = Integer.parseInt(a);
    } catch (NumberFormatException e) {
      throw new BadArgument(0, "expected a number");
    }
    if (n < 0) {
      throw new BadArgument(0, "expected a number from 0");
    }
    return word.equals("crown") ? new WheelMoves.DeployOnCrown(n) : new WheelMoves.PlagueReturn(n);
  }

  @Override
  public boolean handles(Move move) {
    return move instanceof WheelMoves.DeployOnCrown || move instanceof WheelMoves.PlagueReturn;
  }
}
