/**
 * The test library of carcassonne-engine, for the engine's own tests and for anyone who writes a
 * rule module, a tile set or a bot:
 *
 * <ul>
 *   <li>{@link io.github.carcassonne.testkit.Scenario}: scenario tests in a compact syntax (force
 *       the draws, place, deploy, then expect events, scores and figures);
 *   <li>{@link io.github.carcassonne.testkit.CarcassonneArbitraries}: jqwik arbitraries for rule
 *       sets, setups, random games and action chains;
 *   <li>{@link io.github.carcassonne.testkit.Invariants}: the engine's contract checked on any
 *       state and transition, with {@link io.github.carcassonne.testkit.CheckedEngine} and the
 *       JUnit extension {@link io.github.carcassonne.testkit.InvariantExtension} ({@link
 *       io.github.carcassonne.testkit.CheckInvariants}) to check every state a test makes;
 *   <li>{@link io.github.carcassonne.testkit.ConformanceSuite}: a suite of dynamic tests that any
 *       rule set, a third party's too, runs.
 * </ul>
 *
 * See {@code docs/testing.md}.
 */
package io.github.carcassonne.testkit;
