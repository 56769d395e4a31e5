package io.github.carcassonne.notation;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import java.util.regex.Pattern;

/** The syntax of the core moves: {@code draw place deploy skip score}. */
final class CoreMoveSyntax implements MoveSyntax {
  static final CoreMoveSyntax INSTANCE = new CoreMoveSyntax();

  static final Pattern TILE_ID = Pattern.compile("[A-Za-z0-9_.-]+:[A-Za-z0-9_.+-]+");
  private static final Pattern FIGURE = Pattern.compile("[a-z][a-z0-9-]*");

  private static final ImmutableSet<String> WORDS =
      ImmutableSet.of("draw", "place", "deploy", "skip", "score");

  private CoreMoveSyntax() {}

  @Override
  public ImmutableSet<String> words() {
    return WORDS;
  }

  @Override
  public boolean handles(Move move) {
    return move instanceof Move.DrawTile
        || move instanceof Move.PlaceTile
        || (move instanceof Move.Deploy d
            && (d.location() instanceof Location.OnFeature
                || d.location() instanceof Location.OnCorner))
        || move instanceof Move.Skip
        || move instanceof Move.ChooseFeature;
  }

  @Override
  public Move parse(String word, ImmutableList<String> args) {
    switch (word) {
      case "draw":
        count(args, 1, "draw <tile-id>");
        if (!TILE_ID.matcher(args.get(0)).matches()) {
          throw new BadArgument(
              0, "bad tile id '" + args.get(0) + "': expected set:name, e.g. base:V");
        }
        return new Move.DrawTile(args.get(0));
      case "place":
        count(args, 2, "place <x>,<y> <R0|R90|R180|R270>");
        return new Move.PlaceTile(position(args, 0), rotation(args, 1));
      case "deploy":
        if (args.size() == 2 && args.get(1).equals("supply")) {
          throw new BadArgument(1, "a figure cannot be deployed to 'supply'");
        }
        count(args, 3, "deploy <figure> <x>,<y> <spot>");
        if (!FIGURE.matcher(args.get(0)).matches()) {
          throw new BadArgument(
              0, "bad figure kind '" + args.get(0) + "': expected lower case, e.g. follower");
        }
        Position at = position(args, 1);
        String spot = spot(args, 2);
        Location where =
            Location.Corner.of(spot)
                .<Location>map(corner -> new Location.OnCorner(at, corner))
                .orElseGet(() -> new Location.OnFeature(at, spot));
        return new Move.Deploy(FigureKind.of(args.get(0)), where);
      case "skip":
        count(args, 0, "skip");
        return Move.Skip.INSTANCE;
      case "score":
        count(args, 2, "score <x>,<y> <spot>");
        return new Move.ChooseFeature(position(args, 0), spot(args, 1));
      default:
        throw new BadArgument(-1, "not a core move word: " + word);
    }
  }

  private static void count(ImmutableList<String> args, int n, String form) {
    MoveSyntax.expectArguments(args, n, form);
  }

  private static Position position(ImmutableList<String> args, int i) {
    return MoveSyntax.position(args, i);
  }

  private static Rotation rotation(ImmutableList<String> args, int i) {
    String t = args.get(i);
    for (Rotation r : Rotation.values()) {
      if (r.name().equals(t)) {
        return r;
      }
    }
    throw new BadArgument(i, "bad rotation '" + t + "': expected R0, R90, R180 or R270");
  }

  private static String spot(ImmutableList<String> args, int i) {
    return MoveSyntax.spot(args, i);
  }
}
