package io.github.carcassonne.notation;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Move;

/**
 * A game record: the canonical saved form of a game. It holds the rule set (module ids as
 * requested, with their versions, and the options that differ from their defaults), the setup
 * (players, first player, seed) and the moves. Chance outcomes (tile draws) may be written
 * explicitly, or left out: where chance is next and the next recorded move is not one of its
 * outcomes, replay resolves chance with the record's seed.
 *
 * <p>See {@link RecordFormat} for the text form and {@code docs/notation.md} for its grammar.
 *
 * @param formatVersion the text format version the record was read from or will be written in
 * @param moduleIds the modules as requested (bundle ids not expanded)
 * @param moduleVersions the version of every module with rules, by id
 * @param options option values that differ from the defaults, by key
 * @param setup players, first player and seed
 * @param moves the moves in order
 */
public record GameRecord(
    int formatVersion,
    ImmutableList<String> moduleIds,
    ImmutableMap<String, Integer> moduleVersions,
    ImmutableMap<String, String> options,
    GameSetup setup,
    ImmutableList<Move> moves) {
  /** The newest record format this library reads and writes. */
  public static final int FORMAT_VERSION = 1;

  /** Validates the components. */
  public GameRecord {
    requireNonNull(moduleIds, "moduleIds");
    requireNonNull(moduleVersions, "moduleVersions");
    requireNonNull(options, "options");
    requireNonNull(setup, "setup");
    requireNonNull(moves, "moves");
  }
}
