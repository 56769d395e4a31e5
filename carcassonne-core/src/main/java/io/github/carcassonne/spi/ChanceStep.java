package io.github.carcassonne.spi;

/**
 * A step that waits for a chance outcome: the tile draw, or a module's own chance node (a message
 * deck). Its handler lists the outcomes with integer weights.
 */
public interface ChanceStep extends Step {}
