/**
 * Test and play tools for carcassonne-engine: scenarios, arbitraries, invariant checks and the
 * conformance suite ({@code io.github.carcassonne.testkit}), bots ({@code .bot}), an ASCII board
 * renderer ({@code .render}) and the {@code carcassonne} command line ({@code .cli}).
 */
module io.github.carcassonne.testkit {
  requires transitive io.github.carcassonne.core;
  requires io.github.carcassonne.expansions;
  requires info.picocli;
  requires jdk.management;
  requires transitive org.junit.jupiter.api;
  requires transitive net.jqwik.api;

  exports io.github.carcassonne.testkit;
  exports io.github.carcassonne.testkit.bot;
  exports io.github.carcassonne.testkit.render;
  exports io.github.carcassonne.testkit.cli;

  opens io.github.carcassonne.testkit.cli to info.picocli;

  uses io.github.carcassonne.spi.RuleModule;
}
