package io.github.carcassonne.testkit.cli;

/** Seed derivation: a SplitMix64 finaliser over (seed, index). */
final class Seeds {
  private Seeds() {}

  /** A well-mixed non-negative seed for item {@code index} of a run with seed {@code seed}. */
  static long derive(long seed, long index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return (z ^ (z >>> 31)) & Long.MAX_VALUE;
  }
}
