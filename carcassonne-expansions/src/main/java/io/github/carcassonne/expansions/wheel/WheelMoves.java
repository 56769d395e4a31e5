package io.github.carcassonne.expansions.wheel;

import io.github.carcassonne.Move;

/** The Wheel of Fortune's own moves. */
public final class WheelMoves {
  private WheelMoves() {}

  /**
   * Deploys a follower from supply on the first free crown space of a segment, instead of on the
   * tile just placed. Written {@code crown <segment>}.
   *
   * @param segment the segment's index
   */
  public record DeployOnCrown(int segment) implements Move {
    /** Validates the segment. */
    public DeployOnCrown {
      if (segment < 0) {
        throw new IllegalArgumentException("bad segment " + segment);
      }
    }

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof DeployOnCrown d && segment == d.segment;
    }

    @Override
    public int hashCode() {
      return segment;
    }

    @Override
    public String notation() {
      return "crown " + segment;
    }
  }

  /**
   * The plague: takes one's follower with this figure id back from a land tile, or nothing
   * ({@code figureId} -1) for a player with no follower there. Written {@code plague <id>} or
   * {@code plague none}.
   *
   * @param figureId the figure's id, or -1
   */
  public record PlagueReturn(int figureId) implements Move {
    /** Nothing to return. */
    public static final PlagueReturn NONE = new PlagueReturn(-1);

    /** Validates the id. */
    public PlagueReturn {
      if (figureId < -1) {
        throw new IllegalArgumentException("bad figure id " + figureId);
      }
    }

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof PlagueReturn p && figureId == p.figureId;
    }

    @Override
    public int hashCode() {
      return figureId;
    }

    @Override
    public String notation() {
      return figureId < 0 ? "plague none" : "plague " + figureId;
    }
  }
}
