package io.github.carcassonne.expansions.abbot;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.notation.MoveSyntax;

/** Reads {@code recall-abbot <x>,<y> <spot>} ({@link RecallAbbot}) from game records. */
final class AbbotMoveSyntax implements MoveSyntax {
  private static final String FORM = "'recall-abbot <x>,<y> <spot>'";

  @Override
  public ImmutableSet<String> words() {
    return ImmutableSet.of(RecallAbbot.WORD);
  }

  @Override
  public Move parse(String word, ImmutableList<String> arguments) {
    MoveSyntax.expectArguments(arguments, 2, FORM);
    Position position = MoveSyntax.position(arguments, 0);
    String spot = MoveSyntax.spot(arguments, 1);
    return new RecallAbbot(position, spot);
  }

  @Override
  public boolean handles(Move move) {
    return move instanceof RecallAbbot;
  }
}
