package io.github.carcassonne.internal;

/**
 * Counter-based randomness: the n-th value of a named stream is a SplitMix64 mix of (seed,
 * stream, n). No state but the counters, so one stream never shifts another, and the same seed
 * gives the same values on every JVM.
 */
final class Rng {
  private Rng() {}

  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  static long bits(long seed, String stream, long n) {
    return bits(base(seed, stream), n);
  }

  /** What the values of a stream under a seed have in common: {@code bits(base(seed, s), n)}. */
  static long base(long seed, String stream) {
    return mix(seed + 0x9E3779B97F4A7C15L) ^ mix(stream.hashCode() * 0xD1B54A32D192ED03L + 1);
  }

  /** The n-th value of the stream with this {@link #base}. */
  static long bits(long base, long n) {
    return mix(base + (n + 1) * 0x9E3779B97F4A7C15L);
  }

  /** A value in [0, bound) from 64 random bits (multiply-shift: bias below 2^-32). */
  static int below(long bits, int bound) {
    return (int) (((bits >>> 32) * bound) >>> 32);
  }
}
