package io.github.carcassonne.spi;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.FeatureId;

/**
 * The scoring of one feature, kept as a step in the state so that hooks may push decisions
 * between its stages. It runs through {@link Stage#BEFORE_MAJORITY}, {@link Stage#MAJORITY},
 * {@link Stage#VALUE}, {@link Stage#AWARD} and {@link Stage#RETURN}.
 *
 * @param feature the feature being scored
 * @param completed true when scored on completion during play, false in final scoring
 * @param stage the stage that runs next
 * @param winners the players with the majority, set by the majority stage
 * @param value the points each winner gets, set by the value stage
 */
public record ScoringJob(
    FeatureId feature, boolean completed, Stage stage, ImmutableList<PlayerId> winners, int value)
    implements Step {

  /** The stages of a scoring job, in order. */
  public enum Stage {
    /** Before the majority is decided (a decision inside scoring goes here). */
    BEFORE_MAJORITY,
    /** Decide which players have the most strength in the feature. */
    MAJORITY,
    /** Compute the value: the kind's scorer, then the modifiers in module order. */
    VALUE,
    /** Award the value to every winner, then run the bonus hooks. */
    AWARD,
    /** Return the feature's figures to their owners (completed features only). */
    RETURN
  }

  /** Validates the components. */
  public ScoringJob {
    requireNonNull(feature, "feature");
    requireNonNull(stage, "stage");
    requireNonNull(winners, "winners");
  }

  /** A new job at its first stage. */
  public static ScoringJob of(FeatureId feature, boolean completed) {
    return new ScoringJob(feature, completed, Stage.BEFORE_MAJORITY, ImmutableList.of(), 0);
  }

  /** This job at another stage. */
  public ScoringJob at(Stage next) {
    return new ScoringJob(feature, completed, next, winners, value);
  }

  /** This job with the winners set. */
  public ScoringJob withWinners(ImmutableList<PlayerId> w) {
    return new ScoringJob(feature, completed, stage, w, value);
  }

  /** This job with the value set. */
  public ScoringJob withValue(int v) {
    return new ScoringJob(feature, completed, stage, winners, v);
  }

  @Override
  public String module() {
    return "core";
  }
}
