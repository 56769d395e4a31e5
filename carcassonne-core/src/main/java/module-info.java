/** The Carcassonne rules engine (skeleton). */
module io.github.carcassonne.core {
  requires transitive com.google.common;

  exports io.github.carcassonne.base;
  exports io.github.carcassonne.board;
  exports io.github.carcassonne.tile;
}
