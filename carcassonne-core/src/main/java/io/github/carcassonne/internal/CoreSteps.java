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

  /** Ask for a deployment (or skip). */
  record DeployCheck() implements Core {}

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
