package io.github.carcassonne.expansions.abbot;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.notation.MoveSyntax;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads {@code recall-abbot <x>,<y> <spot>} ({@link RecallAbbot}) from game records. */
final class AbbotMoveSyntax implements MoveSyntax {
  private static final Pattern POSITION = Pattern.compile("(-?[0-9]{1,10}),(-?[0-9]{1,10})");
  private static final Pattern SPOT = Pattern.compile("[A-Z][A-Z0-9]*");
  private static final String FORM = "'recall-abbot <x>,<y> <spot>'";

  @Override
  public ImmutableSet<String> words() {
    return ImmutableSet.of(RecallAbbot.WORD);
  }

  @Override
  public Move parse(String word, ImmutableList<String> arguments) {
    if (arguments.size() < 2) {
      throw new BadArgument(arguments.size(), "missing argument: expected " + FORM);
    }
    if (arguments.size() > 2) {
      throw new BadArgument(2, "unexpected '" + arguments.get(2) + "': expected " + FORM);
    }
    Matcher m = POSITION.matcher(arguments.get(0));
    if (!m.matches()) {
      throw new BadArgument(0, "bad position '" + arguments.get(0) + "': expected x,y, e.g. 0,-1");
    }
    Position position;
    try {
      position = Position.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    } catch (NumberFormatException e) {
      throw new BadArgument(0, "position out of range: '" + arguments.get(0) + "'");
    }
    if (!SPOT.matcher(arguments.get(1)).matches()) {
      throw new BadArgument(
          1, "bad spot '" + arguments.get(1) + "': expected a spot name such as C or N");
    }
    return new RecallAbbot(position, arguments.get(1));
  }

  @Override
  public boolean handles(Move move) {
    return move instanceof RecallAbbot;
  }
}
