/**
 * The {@code carcassonne} command line ({@link io.github.carcassonne.testkit.cli.Main}):
 * {@code play}, {@code simulate}, {@code replay}, {@code tiles} and {@code modules} (see
 * {@code docs/cli.md}). Open to picocli, which reads the commands' annotated fields.
 */
package io.github.carcassonne.testkit.cli;
