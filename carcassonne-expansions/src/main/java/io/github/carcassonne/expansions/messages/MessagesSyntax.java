package io.github.carcassonne.expansions.messages;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.notation.MoveSyntax;
import java.util.Optional;

/**
 * Reads the Messages' moves from game records: {@code marker 0|1}, {@code message <n>} (the
 * deck's chance outcome), {@code message-perform [<x>,<y> <spot>]} and {@code message-decline}.
 */
final class MessagesSyntax implements MoveSyntax {

  @Override
  public ImmutableSet<String> words() {
    return ImmutableSet.of(
        MessagesModule.Marker.WORD,
        MessagesModule.Message.WORD,
        MessagesModule.Perform.WORD,
        MessagesModule.Decline.WORD);
  }

  @Override
  public Move parse(String word, ImmutableList<String> arguments) {
    switch (word) {
      case MessagesModule.Marker.WORD:
        return new MessagesModule.Marker(number(arguments, 0, 1, "'marker 0' or 'marker 1'"));
      case MessagesModule.Message.WORD:
        return new MessagesModule.Message(
            number(arguments, 1, MessagesModule.MESSAGES, "'message <1-8>'"));
      case MessagesModule.Decline.WORD:
        if (!arguments.isEmpty()) {
          throw new BadArgument(0, MessagesModule.Decline.WORD + " takes no arguments");
        }
        return MessagesModule.Decline.INSTANCE;
      case MessagesModule.Perform.WORD:
        return perform(arguments);
      default:
        throw new BadArgument(0, "not a Messages move word: " + word);
    }
  }

  private static int number(ImmutableList<String> arguments, int min, int max, String form) {
    if (arguments.isEmpty()) {
      throw new BadArgument(0, "missing argument: expected " + form);
    }
    if (arguments.size() > 1) {
      throw new BadArgument(1, "unexpected '" + arguments.get(1) + "': expected " + form);
    }
    String a = arguments.get(0);
    if (!a.matches("[0-9]{1,2}")) {
      throw new BadArgument(0, "bad number '" + a + "': expected " + form);
    }
    int n = Integer.parseInt(a);
    if (n < min || n > max) {
      throw new BadArgument(0, "out of range '" + a + "': expected " + form);
    }
    return n;
  }

  private static Move perform(ImmutableList<String> arguments) {
    String form = "'message-perform' or 'message-perform <x>,<y> <spot>'";
    if (arguments.isEmpty()) {
      return MessagesModule.Perform.PLAIN;
    }
    if (arguments.size() < 2) {
      throw new BadArgument(1, "missing spot: expected " + form);
    }
    if (arguments.size() > 2) {
      throw new BadArgument(2, "unexpected '" + arguments.get(2) + "': expected " + form);
    }
    Position position = MoveSyntax.position(arguments, 0);
    String spot = MoveSyntax.spot(arguments, 1);
    return new MessagesModule.Perform(
        Optional.of(new Location.OnFeature(position, spot)));
  }

  @Override
  public boolean handles(Move move) {
    return move instanceof MessagesModule.Marker
        || move instanceof MessagesModule.Message
        || move instanceof MessagesModule.Perform
        || move instanceof MessagesModule.Decline;
  }
}
