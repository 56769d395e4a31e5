package io.github.carcassonne.spi;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;
import io.github.carcassonne.tile.Piece;
import io.github.carcassonne.tile.TileType;

/** What a setup hook may do, beyond a turn hook: lay start tiles and hand out figures. */
public interface SetupContext extends TurnContext {

  /** Places a tile before the first turn, with a {@code TilePlaced} event without a player. */
  void placeStart(TileType type, Position position, Rotation rotation);

  /** Places every cell of a multi-cell piece, its anchor on {@code position}. */
  void placePiece(Piece piece, Position position);

  /** Gives every player {@code perPlayer} figures of a kind, in supply. */
  void addFigures(FigureKind kind, int perPlayer);

  /** Adds a neutral figure (no owner) at a location. */
  int addNeutralFigure(FigureKind kind, Location location);
}
