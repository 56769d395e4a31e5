package io.github.carcassonne.tile;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A named set of tile types with their counts, as one tile definition file declares them.
 *
 * <p>Tile sets are keyed by tile id: when two enabled sets list the same tile id, the tile is
 * counted once (see {@link #merge}).
 *
 * @param id the set's id, for example {@code base}
 * @param counts each tile type with how many copies the set has, in definition order; a count
 *     of 0 declares a variant that an option may swap in
 * @param startTile the id of the start tile, if this set has one; one copy of it is the start
 *     tile and the rest go into the bag
 * @param pieces multi-cell board pieces (the Wheel of Fortune's board), by id
 */
public record TileSet(
    String id,
    ImmutableMap<TileType, Integer> counts,
    Optional<String> startTile,
    ImmutableMap<String, Piece> pieces) {

  /** Validates the components. */
  public TileSet {
    requireNonNull(id, "id");
    requireNonNull(counts, "counts");
    requireNonNull(startTile, "startTile");
    requireNonNull(pieces, "pieces");
    counts.forEach((t, n) -> checkArgument(n >= 0, "negative count for %s", t.id()));
    startTile.ifPresent(
        s ->
            checkArgument(
                counts.keySet().stream().anyMatch(t -> t.id().equals(s)),
                "start tile %s is not in set %s",
                s,
                id));
  }

  /** The tile type with this id, if the set has it. */
  public Optional<TileType> type(String tileId) {
    for (TileType t : counts.keySet()) {
      if (t.id().equals(tileId)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  /** The tile types in definition order. */
  public ImmutableList<TileType> types() {
    return counts.keySet().asList();
  }

  /** The number of tiles, start tile included. */
  public int totalTiles() {
    int n = 0;
    for (int c : counts.values()) {
      n += c;
    }
    return n;
  }

  /**
   * Merges tile sets keyed by tile id: a tile id that several sets list keeps the first set's
   * definition and count.
   */
  public static ImmutableMap<TileType, Integer> merge(Iterable<TileSet> sets) {
    Map<String, TileType> byId = new LinkedHashMap<>();
    Map<TileType, Integer> out = new LinkedHashMap<>();
    for (TileSet s : sets) {
      for (Map.Entry<TileType, Integer> e : s.counts.entrySet()) {
        if (byId.putIfAbsent(e.getKey().id(), e.getKey()) == null) {
          out.put(e.getKey(), e.getValue());
        }
      }
    }
    return ImmutableMap.copyOf(out);
  }
}
