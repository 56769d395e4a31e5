package io.github.carcassonne.testkit.expansions.wheel;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.expansions.wheel.WheelBoardModule;
import io.github.carcassonne.expansions.wheel.WheelLayout;
import io.github.carcassonne.expansions.wheel.WheelOfFortuneModule;
import io.github.carcassonne.expansions.wheel.WheelTilesModule;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The tests' own Wheel of Fortune data (not the provisional default) and rule sets. */
final class WheelData {
  private WheelData() {}

  static final TileSet TILES = TileFormat.parse(text("wheel-test.tiles"), "wheel-test.tiles");

  /** Segments 0..5: fortuna 2, taxes 1, famine 2, storm 1, inquisition 2, plague 1 crowns. */
  static final WheelLayout LAYOUT = WheelLayout.parse(text("wheel-test.data"), "wheel-test.data");

  static RuleSet rules(String... options) {
    RuleSet.Builder b =
        RuleSet.builder()
            .modules("base", "inns", "cathedrals", "trade-goods")
            .module(new WheelBoardModule(TILES))
            .module(new WheelTilesModule(TILES))
            .module(new WheelOfFortuneModule(LAYOUT));
    for (int i = 0; i + 1 < options.length; i += 2) {
      b.option(options[i], options[i + 1]);
    }
    return b.build();
  }

  private static String text(String name) {
    try (InputStream in = WheelData.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
