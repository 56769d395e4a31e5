package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameState;
import io.github.carcassonne.PlayerId;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * Writes game events as a readable log: one line per turn with the draw, the placement and the
 * deployment, then one indented line per scoring or returned figure, final scoring and the end.
 */
final class EventLog {
  private final PrintWriter out;
  private final List<String> botNames;
  private StringBuilder line;
  private boolean finalHeader;

  EventLog(PrintWriter out, List<String> botNames) {
    this.out = out;
    this.botNames = botNames;
  }

  /** Opens the log line of the turn a new game starts with (its start event has passed). */
  void begin(GameState state) {
    flush();
    line = new StringBuilder();
    line.append(String.format(Locale.ROOT, "turn %d %s", state.turn(), who(state.activePlayer())));
  }

  /** Writes events in order. */
  void write(List<GameEvent> events) {
    for (GameEvent e : events) {
      write(e);
    }
  }

  private void write(GameEvent e) {
    if (e instanceof GameEvent.TurnStarted ts) {
      flush();
      line = new StringBuilder();
      line.append(String.format(Locale.ROOT, "turn %d %s", ts.turn(), who(ts.player())));
    } else if (e instanceof GameEvent.TileDrawn td) {
      part("draw " + td.tileId());
    } else if (e instanceof GameEvent.TileDiscarded d) {
      part("discard " + d.tileId());
    } else if (e instanceof GameEvent.TilePlaced tp) {
      if (tp.player().isEmpty()) {
        out.println("start " + tp.tileId() + " at " + tp.position() + " " + tp.rotation());
      } else {
        part("place " + tp.tileId() + " " + tp.position() + " " + tp.rotation());
      }
    } else if (e instanceof GameEvent.FigureDeployed fd) {
      part("deploy " + fd.figure() + " " + fd.location().notation());
    } else if (e instanceof GameEvent.FeatureCompleted fc) {
      flush();
      out.println(
          String.format(
              Locale.ROOT, "  completed %s %s (%d tiles)", fc.kind(), fc.feature(), fc.tiles()));
    } else if (e instanceof GameEvent.PointsScored ps) {
      flush();
      if (ps.finalScoring() && !finalHeader) {
        finalHeader = true;
        out.println("final scoring");
      }
      out.println(
          String.format(
              Locale.ROOT,
              "  %s %+d %s%s",
              ps.player(),
              ps.points(),
              ps.source(),
              ps.feature().map(f -> " " + f).orElse("")));
    } else if (e instanceof GameEvent.FigureReturned fr) {
      flush();
      out.println("  " + fr.player() + " takes back " + fr.figure() + " from " + fr.from().notation());
    } else if (e instanceof GameEvent.TurnEnded) {
      flush();
    } else if (e instanceof GameEvent.GameEnded ge) {
      flush();
      StringBuilder w = new StringBuilder();
      for (PlayerId p : ge.winners()) {
        w.append(w.length() == 0 ? "" : ",").append(p);
      }
      out.println("game over: scores " + ge.scores() + ", won by " + w);
    } else {
      flush();
      out.println("  " + e);
    }
  }

  private String who(PlayerId p) {
    return p.seat() < botNames.size() ? p + " (" + botNames.get(p.seat()) + ")" : p.toString();
  }

  private void part(String s) {
    if (line == null) {
      out.println(s);
    } else {
      line.append("  ").append(s);
    }
  }

  /** Ends the open turn line, if any. */
  void flush() {
    if (line != null) {
      out.println(line);
      line = null;
    }
  }
}
