package io.github.carcassonne.testkit.bot;

import io.github.carcassonne.Actor;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Engine;
import io.github.carcassonne.GameState;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RolloutPolicy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search (UCT) over determinised views, in the style of single-observer
 * information-set MCTS.
 *
 * <p>Each iteration takes {@code engine.view(state, me)} and turns it into a playable state with
 * {@code engine.determinize(view, seed)} (a fresh seed per iteration, so the hidden tile order is
 * sampled anew). It then walks the tree from the root: at a chance node it samples an outcome by
 * its weight; at a decision it expands one untried legal move, or else picks the legal child
 * with the best UCB1 value for the player who decides there (a child's exploration term counts
 * the iterations in which it was legal). From the new node a uniformly random rollout ({@link
 * Engine#rollout} with {@link RolloutPolicy#uniform}) plays to the end of the game. Every
 * player's reward is {@code 0.7 * result + 0.3 * squash(margin)}, with result 1 for a win, 0.5
 * for a shared win and 0 for a loss, and {@code squash(m) = 1 / (1 + e^(-m/10))} of the
 * player's score minus the best other score. The move played is the root's most visited child.
 */
final class MctsBot implements Bot {
  /** The iteration budget of {@code mcts} without {@code :ITER}. */
  static final int DEFAULT_ITERATIONS = 200;

  private static final double EXPLORATION = 0.7;

  private final SplittableRandom rnd;
  private final int iterations;

  MctsBot(long seed, int iterations) {
    this.rnd = new SplittableRandom(seed);
    this.iterations = iterations;
  }

  @Override
  public String name() {
    return iterations == DEFAULT_ITERATIONS ? "mcts" : "mcts:" + iterations;
  }

  @Override
  public Move choose(Engine engine, GameState state, PlayerId me) {
    List<Move> legal = Bots.legalFor(engine, state, me);
    if (legal.size() == 1) {
      return legal.get(0);
    }
    GameState view = engine.view(state, me);
    Node root = new Node(-1);
    int players = state.playerCount();
    List<Node> path = new ArrayList<>();
    for (int i = 0; i < iterations; i++) {
      GameState s = engine.determinize(view, rnd.nextLong());
      path.clear();
      path.add(root);
      Node node = root;
      boolean expanded = false;
      while (!s.isOver() && !expanded) {
        Actor actor = engine.toAct(s);
        Move move;
        int mover;
        if (actor.isChance()) {
          move = sampleChance(engine.chanceOutcomes(s));
          mover = -1;
        } else {
          mover = actor.player().orElseThrow().seat();
          List<Move> moves = engine.legalMoves(s);
          List<Move> untried = new ArrayList<>();
          for (Move m : moves) {
            if (!node.children.containsKey(m)) {
              untried.add(m);
            }
          }
          if (!untried.isEmpty()) {
            move = untried.get(rnd.nextInt(untried.size()));
            expanded = true;
          } else {
            move = select(node, moves, mover);
          }
          for (Move m : moves) {
            Node c = node.children.get(m);
            if (c != null) {
              c.available++;
            }
          }
        }
        Node child = node.children.get(move);
        if (child == null) {
          child = new Node(mover);
          child.available = mover >= 0 ? 1 : 0;
          node.children.put(move, child);
        }
        s = engine.apply(s, move).state();
        node = child;
        path.add(node);
      }
      double[] reward = reward(rollout(engine, s), players);
      for (Node n : path) {
        n.visits++;
        if (n.mover >= 0) {
          n.reward += reward[n.mover];
        }
      }
    }
    Move best = legal.get(0);
    int most = -1;
    for (Move m : legal) {
      Node c = root.children.get(m);
      if (c != null && c.visits > most) {
        most = c.visits;
        best = m;
      }
    }
    return best;
  }

  private Move select(Node node, List<Move> moves, int mover) {
    Move best = moves.get(0);
    double bestValue = Double.NEGATIVE_INFINITY;
    for (Move m : moves) {
      Node c = node.children.get(m);
      double value =
          c.reward / c.visits
              + EXPLORATION * Math.sqrt(Math.log(Math.max(1, c.available)) / c.visits);
      if (value > bestValue) {
        bestValue = value;
        best = m;
      }
    }
    return best;
  }

  private Move sampleChance(List<ChanceOutcome> outcomes) {
    long total = 0;
    for (ChanceOutcome o : outcomes) {
      total += o.weight();
    }
    long r = rnd.nextLong(total);
    for (ChanceOutcome o : outcomes) {
      r -= o.weight();
      if (r < 0) {
        return o.move();
      }
    }
    return outcomes.get(outcomes.size() - 1).move();
  }

  /**
   * A uniformly random playout to the end through {@link Engine#rollout}: the state is a
   * determinised one, so the draws its own randomness gives are a fresh sample of the hidden bag
   * (as {@link #sampleChance} would draw them), and the playout runs on one working copy.
   */
  private GameState rollout(Engine engine, GameState state) {
    return engine.rollout(state, RolloutPolicy.uniform(), Integer.MAX_VALUE, rnd.nextLong());
  }

  /** Each player's reward in [0, 1]. */
  static double[] reward(GameState end, int players) {
    List<Integer> totals = end.scores().totals();
    double[] out = new double[players];
    int top = Integer.MIN_VALUE;
    for (int t : totals) {
      top = Math.max(top, t);
    }
    int winners = 0;
    for (int t : totals) {
      if (t == top) {
        winners++;
      }
    }
    for (int p = 0; p < players; p++) {
      int own = totals.get(p);
      int other = Integer.MIN_VALUE;
      for (int q = 0; q < players; q++) {
        if (q != p) {
          other = Math.max(other, totals.get(q));
        }
      }
      double result = own == top ? (winners == 1 ? 1.0 : 0.5) : 0.0;
      double squash = 1.0 / (1.0 + Math.exp(-(own - other) / 10.0));
      out[p] = 0.7 * result + 0.3 * squash;
    }
    return out;
  }

  /** A tree node: the state reached by a move from its parent. */
  private static final class Node {
    /** The seat that chose the move into this node; -1 for chance and the root. */
    final int mover;
    final Map<Move, Node> children = new HashMap<>();
    int visits;
    int available;
    double reward;

    Node(int mover) {
      this.mover = mover;
    }
  }
}
