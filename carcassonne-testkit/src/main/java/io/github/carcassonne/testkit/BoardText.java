package io.github.carcassonne.testkit;

import io.github.carcassonne.Actor;
import io.github.carcassonne.Engine;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameState;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.board.PlacedTile;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A plain-text description of a state for failure messages: tiles, figures, supplies, scores and
 * who acts. It lists rather than draws, so it works for any tile set and any rule module.
 */
final class BoardText {
  private BoardText() {}

  /** The state as text, one fact per line. */
  static String of(Engine engine, GameState state) {
    StringBuilder b = new StringBuilder();
    b.append("  turn ").append(state.turn()).append(", ");
    b.append(actor(engine, state, state));
    state.drawnTile().ifPresent(t -> b.append(", drawn ").append(t.id()));
    b.append(", ").append(state.tilesLeft()).append(" tiles left\n");
    b.append("  tiles (").append(state.tiles().size()).append("):");
    int n = 0;
    for (PlacedTile t : state.tiles()) {
      b.append(n++ % 6 == 0 ? "\n    " : "  ");
      b.append(t.position()).append(' ').append(t.type().id()).append(' ').append(t.rotation());
    }
    b.append('\n');
    b.append("  figures on the board:");
    boolean any = false;
    for (Figure f : state.figures()) {
      if (!f.inSupply()) {
        any = true;
        b.append("\n    ")
            .append(f.owner().map(p -> name(state, p)).orElse("neutral"))
            .append(' ')
            .append(f.kind())
            .append(" at ")
            .append(f.location().notation());
      }
    }
    b.append(any ? "\n" : " none\n");
    Set<FigureKind> kinds = new LinkedHashSet<>();
    for (Figure f : state.figures()) {
      if (f.owner().isPresent()) {
        kinds.add(f.kind());
      }
    }
    b.append("  supply:");
    for (int p = 0; p < state.playerCount(); p++) {
      b.append(p == 0 ? " " : "; ").append(state.players().get(p));
      for (FigureKind k : kinds) {
        b.append(' ').append(state.supply(PlayerId.of(p), k)).append(' ').append(k);
      }
    }
    b.append("\n  scores:");
    for (int p = 0; p < state.playerCount(); p++) {
      PlayerId id = PlayerId.of(p);
      b.append(p == 0 ? " " : "; ")
          .append(state.players().get(p))
          .append(' ')
          .append(state.scores().total(id))
          .append(' ')
          .append(state.scores().bySource(id));
    }
    b.append('\n');
    return b.toString();
  }

  private static String actor(Engine engine, GameState state, GameState s) {
    if (s.isOver()) {
      return "game over";
    }
    Actor a;
    try {
      a = engine.toAct(state);
    } catch (RuntimeException e) {
      return "to act: unknown (" + e + ")";
    }
    if (a.isChance()) {
      return "chance (a draw) is next";
    }
    return a.player().map(p -> name(state, p) + " to act").orElse("nobody to act");
  }

  /** A player's name, or its seat if it has none. */
  static String name(GameState state, PlayerId p) {
    return p.seat() < state.playerCount() ? state.players().get(p.seat()) : p.toString();
  }
}
