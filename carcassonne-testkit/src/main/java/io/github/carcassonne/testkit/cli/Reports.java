package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.testkit.cli.SimulateCommand.Game;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The simulator's outputs: statistics as text, and one row per game as CSV or JSON Lines. */
final class Reports {
  private static final double Z95 = 1.959963984540054;

  private Reports() {}

  /** Score statistics of one seat or bot, summed in game order. */
  private static final class Tally {
    long n;
    double sum;
    double sumSq;
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    long wins;
    long draws;

    void add(int score, List<Integer> winners, int seat) {
      n++;
      sum += score;
      sumSq += (double) score * score;
      min = Math.min(min, score);
      max = Math.max(max, score);
      if (winners.contains(seat)) {
        if (winners.size() == 1) {
          wins++;
        } else {
          draws++;
        }
      }
    }

    String row(String label, int width) {
      double mean = sum / n;
      double var = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
      double rate = (wins + draws / 2.0) / n;
      double[] ci = wilson(rate, n);
      return String.format(
          Locale.ROOT,
          "  %-" + width + "s %6d %7.2f %6.2f %4d %4d %6d %6d %8.3f  [%.3f, %.3f]",
          label,
          n,
          mean,
          Math.sqrt(var),
          min,
          max,
          wins,
          draws,
          rate,
          ci[0],
          ci[1]);
    }
  }

  /** The Wilson score interval at 95% for a proportion {@code p} of {@code n}. */
  static double[] wilson(double p, long n) {
    double z2 = Z95 * Z95;
    double denom = 1 + z2 / n;
    double center = (p + z2 / (2.0 * n)) / denom;
    double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
    return new double[] {Math.max(0, center - half), Math.min(1, center + half)};
  }

  /** Writes the statistics of the games, everything but allocation and throughput. */
  static void statistics(PrintWriter out, List<Game> games, int players) {
    Tally[] seats = new Tally[players];
    for (int s = 0; s < players; s++) {
      seats[s] = new Tally();
    }
    Map<String, Tally> bots = new LinkedHashMap<>();
    List<String> sources = SimulateCommand.sources(games);
    double[] bySource = new double[sources.size()];
    long decisions = 0;
    long legal = 0;
    long placed = 0;
    long discarded = 0;
    for (Game g : games) {
      List<Integer> winners = g.winners();
      for (int s = 0; s < players; s++) {
        int score = g.scores().get(s);
        seats[s].add(score, winners, s);
        bots.computeIfAbsent(g.bots().get(s), k -> new Tally()).add(score, winners, s);
        for (int k = 0; k < sources.size(); k++) {
          bySource[k] += g.points(s, sources.get(k));
        }
      }
      decisions += g.decisions();
      legal += g.legalMoves();
      placed += g.tilesPlaced();
      discarded += g.tilesDiscarded();
    }
    int width = 6;
    for (String b : bots.keySet()) {
      width = Math.max(width, b.length());
    }
    out.println("score per seat:");
    out.println(header("seat", width));
    for (int s = 0; s < players; s++) {
      out.println(seats[s].row("p" + s, width));
    }
    out.println("score per bot:");
    out.println(header("bot", width));
    for (Map.Entry<String, Tally> e : bots.entrySet()) {
      out.println(e.getValue().row(e.getKey(), width));
    }
    StringBuilder src = new StringBuilder("points by source (mean per player and game):");
    double perPlayerGames = (double) games.size() * players;
    for (int k = 0; k < sources.size(); k++) {
      src.append(String.format(Locale.ROOT, " %s %.2f", sources.get(k), bySource[k] / perPlayerGames));
    }
    out.println(src);
    out.println(
        String.format(
            Locale.ROOT,
            "legal moves per decision: %.2f (over %d decisions)",
            decisions == 0 ? 0.0 : (double) legal / decisions,
            decisions));
    out.println(
        String.format(
            Locale.ROOT,
            "tiles per game: placed %.2f, discarded %.3f",
            (double) placed / games.size(),
            (double) discarded / games.size()));
  }

  private static String header(String label, int width) {
    return String.format(
        Locale.ROOT,
        "  %-" + width + "s %6s %7s %6s %4s %4s %6s %6s %8s  %s",
        label,
        "games",
        "mean",
        "sd",
        "min",
        "max",
        "wins",
        "draws",
        "win rate",
        "95% CI");
  }

  /** One CSV row per game with a header line. */
  static void csv(PrintWriter out, List<Game> games, int players) {
    List<String> sources = SimulateCommand.sources(games);
    List<String> head = new ArrayList<>(List.of("game", "seed"));
    for (int s = 0; s < players; s++) {
      head.add("bot" + s);
      head.add("score" + s);
      for (String src : sources) {
        head.add(src + s);
      }
    }
    head.addAll(List.of("winners", "decisions", "legal_moves", "tiles_placed", "tiles_discarded"));
    out.println(String.join(",", head));
    for (Game g : games) {
      List<String> row = new ArrayList<>();
      row.add(Integer.toString(g.index()));
      row.add(Long.toString(g.seed()));
      for (int s = 0; s < players; s++) {
        row.add(g.bots().get(s));
        row.add(Integer.toString(g.scores().get(s)));
        for (String src : sources) {
          row.add(Integer.toString(g.points(s, src)));
        }
      }
      StringBuilder w = new StringBuilder();
      for (int s : g.winners()) {
        w.append(w.length() == 0 ? "" : " ").append('p').append(s);
      }
      row.add(w.toString());
      row.add(Long.toString(g.decisions()));
      row.add(Long.toString(g.legalMoves()));
      row.add(Integer.toString(g.tilesPlaced()));
      row.add(Integer.toString(g.tilesDiscarded()));
      out.println(String.join(",", row));
    }
  }

  /** One JSON object per line per game (JSON Lines). */
  static void json(PrintWriter out, List<Game> games) {
    for (Game g : games) {
      StringBuilder b = new StringBuilder("{");
      b.append("\"game\":").append(g.index());
      b.append(",\"seed\":").append(g.seed());
      b.append(",\"bots\":[");
      for (int s = 0; s < g.bots().size(); s++) {
        b.append(s == 0 ? "" : ",").append('"').append(escape(g.bots().get(s))).append('"');
      }
      b.append("],\"scores\":[");
      for (int s = 0; s < g.scores().size(); s++) {
        b.append(s == 0 ? "" : ",").append(g.scores().get(s));
      }
      b.append("],\"bySource\":[");
      for (int s = 0; s < g.scores().size(); s++) {
        b.append(s == 0 ? "{" : ",{");
        for (int k = 0; k < g.sources().size(); k++) {
          b.append(k == 0 ? "" : ",").append('"').append(escape(g.sources().get(k))).append("\":")
              .append(g.points(s, k));
        }
        b.append('}');
      }
      b.append("],\"winners\":[");
      List<Integer> w = g.winners();
      for (int i = 0; i < w.size(); i++) {
        b.append(i == 0 ? "" : ",").append(w.get(i));
      }
      b.append("],\"decisions\":").append(g.decisions());
      b.append(",\"legalMoves\":").append(g.legalMoves());
      b.append(",\"tilesPlaced\":").append(g.tilesPlaced());
      b.append(",\"tilesDiscarded\":").append(g.tilesDiscarded());
      b.append('}');
      out.println(b);
    }
  }

  private static String escape(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
