package io.github.carcassonne.internal;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.FeatureId;
import io.github.carcassonne.spi.ChanceStep;
import io.github.carcassonne.spi.DecisionStep;
import io.github.carcassonne.spi.Step;

/** The engine's own steps: the phases of a turn. */
final class CoreSteps {
  private CoreSteps() {}

  // Steps without components are values: one instance each serves every game.
  static final TurnStart TURN_START = new TurnStart();
  static final BeforeDraw BEFORE_DRAW = new BeforeDraw();
  static final DrawIfAny DRAW_IF_ANY = new DrawIfAny();
  static final Draw DRAW = new Draw();
  static final PlaceCheck PLACE_CHECK = new PlaceCheck();
  static final ScoreCompleted SCORE_COMPLETED = new ScoreCompleted();
  static final EndTurn END_TURN = new EndTurn();
  static final Succession SUCCESSION = new Succession();
  static final FinalScoring FINAL_SCORING = new FinalScoring();
  static final FinalHooks FINAL_HOOKS = new FinalHooks();
  static final GameOver GAME_OVER = new GameOver();

  private static final Place[] PLACE = new Place[8];
  private static final Deploy[] DEPLOY = new Deploy[8];

  static {
    for (int i = 0; i < PLACE.length; i++) {
      PLACE[i] = new Place(PlayerId.of(i));
      DEPLOY[i] = new Deploy(PlayerId.of(i));
    }
  }

  /** The placement decision of a seat. */
  static Place place(int seat) {
    return seat < PLACE.length ? PLACE[seat] : new Place(PlayerId.of(seat));
  }

  /** The deployment decision of a seat. */
  static Deploy deploy(int seat) {
    return seat < DEPLOY.length ? DEPLOY[seat] : new Deploy(PlayerId.of(seat));
  }

  /** A step of the core turn structure. */
  interface Core extends Step {
    @Override
    default String module() {
      return "core";
    }
  }

  /** Start a turn: the next player becomes active, start-of-turn hooks run. */
  record TurnStart() implements Core {}

  /** Offer the moves of before-chance hooks, or go on to the draw. */
  record BeforeDraw() implements Core {}

  /** The active player may take an offered move instead of drawing ({@code skip} draws). */
  record DrawOrAct(PlayerId player, ImmutableList<Move> offered) implements Core, DecisionStep {}

  /** Draw a tile if any drawable tile is left. */
  record DrawIfAny() implements Core {}

  /** The tile-draw chance node. */
  record Draw() implements Core, ChanceStep {}

  /** Discard the drawn tile if it fits nowhere, else ask for its placement. */
  record PlaceCheck() implements Core {}

  /** The active player places the drawn tile. */
  record Place(PlayerId player) implements Core, DecisionStep {}

  /** The active player deploys a figure or skips. */
  record Deploy(PlayerId player) implements Core, DecisionStep {}

  /** Score the features the placed tile completed. */
  record ScoreCompleted() implements Core {}

  /** The active player chooses which completed feature is scored next. */
  record ChooseOrder(PlayerId player, ImmutableList<FeatureId> features, boolean completed)
      implements Core, DecisionStep {}

  /** End-of-turn hooks, then succession. */
  record EndTurn() implements Core {}

  /** Decide who plays next or whether the game ends. */
  record Succession() implements Core {}

  /** Score incomplete features, then final hooks. */
  record FinalScoring() implements Core {}

  /** Final-scoring hooks. */
  record FinalHooks() implements Core {}

  /** Awards a scoring job's value to one winner. */
  record AwardStep(io.github.carcassonne.spi.ScoringJob job, PlayerId player) implements Core {}

  /** Runs the index-th scoring hook of the job's stage. */
  record ScoringHookStep(io.github.carcassonne.spi.ScoringJob job, int index) implements Core {}

  /** The game ends. */
  record GameOver() implements Core {}
}
