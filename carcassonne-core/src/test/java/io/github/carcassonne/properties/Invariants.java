package io.github.carcassonne.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Multiset;
import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.Figure;
import io.github.carcassonne.FigureKind;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.Transition;
import io.github.carcassonne.board.PlacedTile;
import io.github.carcassonne.score.ScoreSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Invariants of base games, checked after every move of a random game (cheap enough for
 * thousands of games) and, at the end, the fold of all events.
 */
final class Invariants implements RandomGames.Observer {
  static final int TILES = 72;
  static final int FOLLOWERS = 7;

  private final Engine engine;
  private final String label;
  private int discarded;
  private int placed = -1;
  private int moves;

  Invariants(Engine engine, String label) {
    this.engine = engine;
    this.label = label;
  }

  private String at(GameState s) {
    return label + ", move " + moves + ", " + s;
  }

  @Override
  public void step(GameState before, Move move, Transition t) {
    moves++;
    for (GameEvent e : t.events()) {
      if (e instanceof GameEvent.TileDiscarded) {
        discarded++;
      } else if (e instanceof GameEvent.TilePlaced) {
        placed++;
      }
    }
  }

  @Override
  public void state(GameState s, java.util.List<Move> legal) {
    check(s, legal);
  }

  /**
   * The invariants of one state (tiles: placed + drawn and unplaced + discarded + left = 72; the
   * tiles placed are counted from the events, and the fold at the end checks them against the
   * board, so no state has to list its tiles).
   */
  void check(GameState s) {
    check(s, engine.legalMoves(s));
  }

  private void check(GameState s, java.util.List<Move> legal) {
    if (placed < 0) {
      placed = s.tiles().size(); // the start tile: placed by setup, without a turn's event
    }
    int[] onBoard = new int[s.playerCount()];
    for (Figure f : s.figures()) {
      if (!f.inSupply() && f.kind().equals(FigureKind.FOLLOWER)) {
        onBoard[f.owner().orElseThrow().seat()]++;
      }
    }
    for (int p = 0; p < s.playerCount(); p++) {
      int supply = s.supply(PlayerId.of(p), FigureKind.FOLLOWER);
      if (supply + onBoard[p] != FOLLOWERS) {
        throw new AssertionError("figures of p" + p + ": supply " + supply + " + on board "
            + onBoard[p] + " != " + FOLLOWERS + " at " + at(s));
      }
    }
    int drawn = s.drawnTile().isPresent() ? 1 : 0;
    if (placed + drawn + discarded + s.tilesLeft() != TILES) {
      throw new AssertionError("tiles: placed " + placed + " + drawn " + drawn
          + " + discarded " + discarded + " + left " + s.tilesLeft() + " != " + TILES + " at "
          + at(s));
    }
    Actor actor = engine.toAct(s);
    switch (actor.kind()) {
      case PLAYER -> {
        if (legal.isEmpty()) {
          throw new AssertionError("no legal move for a player at " + at(s));
        }
        if (!actor.player().orElseThrow().equals(s.activePlayer())) {
          throw new AssertionError("a player other than the active one decides at " + at(s));
        }
      }
      case CHANCE -> {
        if (!legal.isEmpty()) {
          throw new AssertionError("legal moves at a chance node at " + at(s));
        }
        int weight = 0;
        for (ChanceOutcome o : engine.chanceOutcomes(s)) {
          weight += o.weight();
        }
        if (weight != s.tilesLeft() || weight == 0) {
          throw new AssertionError("chance weights " + weight + " for " + s.tilesLeft()
              + " tiles at " + at(s));
        }
      }
      case NOBODY -> {
        if (!s.isOver() || !legal.isEmpty()) {
          throw new AssertionError("nobody acts but the game is not over at " + at(s));
        }
      }
      default -> throw new AssertionError(actor);
    }
  }

  /**
   * Folds the events of a whole game, from the state {@code start} a new game gives: the tiles
   * placed, the figures' locations and the scores (totals and by source) must be those of the
   * final state; the game ended once, and its GameEnded event names the final totals.
   */
  static void checkFold(GameState start, List<GameEvent> events, GameState end, String label) {
    List<String> tiles = new ArrayList<>();
    for (PlacedTile t : start.tiles()) {
      tiles.add(t.type().id() + "@" + t.position() + " " + t.rotation());
    }
    Map<Integer, Multiset<Location>> figures = new HashMap<>();
    int[] totals = new int[end.playerCount()];
    List<Map<ScoreSource, Integer>> bySource = new ArrayList<>();
    for (int p = 0; p < end.playerCount(); p++) {
      bySource.add(new HashMap<>());
      figures.put(p, HashMultiset.create());
    }
    int ended = 0;
    for (GameEvent e : events) {
      if (e instanceof GameEvent.TilePlaced tp) {
        tiles.add(tp.tileId() + "@" + tp.position() + " " + tp.rotation());
      } else if (e instanceof GameEvent.FigureDeployed d) {
        figures.get(d.player().seat()).add(d.location());
      } else if (e instanceof GameEvent.FigureReturned r) {
        assertTrue(figures.get(r.player().seat()).remove(r.from()),
            () -> label + ": returned a figure not on the board: " + r);
      } else if (e instanceof GameEvent.PointsScored ps) {
        totals[ps.player().seat()] += ps.points();
        bySource.get(ps.player().seat()).merge(ps.source(), ps.points(), Integer::sum);
      } else if (e instanceof GameEvent.GameEnded ge) {
        ended++;
        assertEquals(end.scores().totals(), ge.scores(), label + ": GameEnded scores");
      }
    }
    assertEquals(end.isOver() ? 1 : 0, ended, label + ": GameEnded events");
    List<String> endTiles = new ArrayList<>();
    for (PlacedTile t : end.tiles()) {
      endTiles.add(t.type().id() + "@" + t.position() + " " + t.rotation());
    }
    assertEquals(endTiles, tiles, label + ": tiles rebuilt from events");
    for (int p = 0; p < end.playerCount(); p++) {
      Multiset<Location> have = HashMultiset.create();
      for (Figure f : end.figures()) {
        if (!f.inSupply() && f.owner().equals(java.util.Optional.of(PlayerId.of(p)))) {
          have.add(f.location());
        }
      }
      assertEquals(have, figures.get(p), label + ": figures of p" + p + " rebuilt from events");
      assertEquals(end.scores().total(PlayerId.of(p)), totals[p], label + ": total of p" + p);
      Map<ScoreSource, Integer> sheet = new HashMap<>();
      end.scores().bySource(PlayerId.of(p)).forEach((k, v) -> {
        if (v != 0) {
          sheet.put(k, v);
        }
      });
      Map<ScoreSource, Integer> folded = new HashMap<>(bySource.get(p));
      folded.values().removeIf(v -> v == 0);
      assertEquals(sheet, folded, label + ": points by source of p" + p);
    }
    assertFalse(events.isEmpty(), label);
  }
}
