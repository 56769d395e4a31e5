package io.github.carcassonne;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.carcassonne.board.Position;
import io.github.carcassonne.board.Rotation;

/**
 * A move: a decision by a player or the outcome of a chance node. Moves are small immutable
 * values compared by value; the core moves are the nested records below, and a rule module adds
 * its own by implementing this interface (each module move kind has exactly one handler, see
 * {@link io.github.carcassonne.spi.HookRegistry#moveHandler}).
 *
 * <p>Every move has a notation form ({@link #notation()}), the text written in game records.
 */
public interface Move {

  /** The move in record notation, for example {@code place 0,-1 R90}. */
  String notation();

  /**
   * The outcome of the tile-draw chance node: the tile of this type is drawn. Applied by
   * {@link Engine#resolveChance} with the game's own randomness, or given explicitly to force a
   * draw (a tracked physical game, a test, a search bot).
   *
   * @param tileId the tile type's id
   */
  record DrawTile(String tileId) implements Move {
    /** Validates the id. */
    public DrawTile {
      requireNonNull(tileId, "tileId");
    }

    @Override
    public String notation() {
      return "draw " + tileId;
    }

    @Override
    public boolean equals(Object o) {
      return o == this || (o instanceof DrawTile d && d.tileId.equals(tileId));
    }

    @Override
    public int hashCode() {
      return tileId.hashCode();
    }
  }

  /**
   * Places the drawn tile.
   *
   * @param position the cell
   * @param rotation the tile's rotation
   */
  record PlaceTile(Position position, Rotation rotation) implements Move {
    /** Validates the components. */
    public PlaceTile {
      requireNonNull(position, "position");
      requireNonNull(rotation, "rotation");
    }

    @Override
    public String notation() {
      return "place " + position + " " + rotation;
    }

    @Override
    public boolean equals(Object o) {
      return o == this
          || (o instanceof PlaceTile p && p.position.equals(position) && p.rotation == rotation);
    }

    @Override
    public int hashCode() {
      return 31 * position.hashCode() + rotation.hashCode();
    }
  }

  /**
   * Deploys a figure from the player's supply onto a feature of the tile just placed (or, for a
   * module's figure, onto another location the module defines).
   *
   * @param figure the figure kind
   * @param location where it goes
   */
  record Deploy(FigureKind figure, Location location) implements Move {
    /** Validates the components. */
    public Deploy {
      requireNonNull(figure, "figure");
      requireNonNull(location, "location");
    }

    @Override
    public String notation() {
      return "deploy " + figure.id() + " " + location.notation();
    }

    @Override
    public boolean equals(Object o) {
      return o == this
          || (o instanceof Deploy d && d.figure.equals(figure) && d.location.equals(location));
    }

    @Override
    public int hashCode() {
      return 31 * figure.hashCode() + location.hashCode();
    }
  }

  /** Deploys nothing this turn. */
  record Skip() implements Move {
    /** The single instance. */
    public static final Skip INSTANCE = new Skip();

    // equals and hashCode are written out: a record's generated ones spin method handles on
    // first use (see docs/performance.md, "Short runs")
    @Override
    public boolean equals(Object o) {
      return o instanceof Skip;
    }

    @Override
    public int hashCode() {
      return 0;
    }

    @Override
    public String notation() {
      return "skip";
    }
  }

  /**
   * Chooses which of several features completed at once is scored next (asked only when a module
   * declares that the order matters).
   *
   * @param position a cell of the feature
   * @param spot the feature's spot on that cell
   */
  record ChooseFeature(Position position, String spot) implements Move {
    /** Validates the components. */
    public ChooseFeature {
      requireNonNull(position, "position");
      checkArgument(spot != null && !spot.isEmpty(), "spot");
    }

    // equals and hashCode are written out: a record's generated ones spin method handles on
    // first use (see docs/performance.md, "Short runs")
    @Override
    public boolean equals(Object o) {
      return o instanceof ChooseFeature f && position.equals(f.position) && spot.equals(f.spot);
    }

    @Override
    public int hashCode() {
      return 31 * position.hashCode() + spot.hashCode();
    }

    @Override
    public String notation() {
      return "score " + position + " " + spot;
    }
  }
}
