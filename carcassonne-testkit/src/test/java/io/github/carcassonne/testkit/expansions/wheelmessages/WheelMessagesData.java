package io.github.carcassonne.testkit.expansions.wheelmessages;

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

/**
 * The rule set {@code base,wheel-of-fortune,messages} on the Wheel of Fortune tests' own data
 * (the test resources of {@code WheelScenarioTest}, not the provisional default).
 */
final class WheelMessagesData {
  private WheelMessagesData() {}

  private static final String DIR = "/io/github/carcassonne/testkit/expansions/wheel/";

  static final TileSet TILES = TileFormat.parse(text("wheel-test.tiles"), "wheel-test.tiles");

  /** Segments 0..5: fortuna 2, taxes 1, famine 2, storm 1, inquisition 2, plague 1 crowns. */
  static final WheelLayout LAYOUT = WheelLayout.parse(text("wheel-test.data"), "wheel-test.data");

  /** {@code base,wheel-of-fortune,messages} with the test data and options as key, value pairs. */
  static RuleSet rules(String... options) {
    RuleSet.Builder b =
        RuleSet.builder()
            .modules("base", "inns", "cathedrals", "trade-goods", "messages")
            .module(new WheelBoardModule(TILES))
            .module(new WheelTilesModule(TILES))
            .module(new WheelOfFortuneModule(LAYOUT));
    for (int i = 0; i + 1 < options.length; i += 2) {
      b.option(options[i], options[i + 1]);
    }
    return b.build();
  }

  private static String text(String name) {
    try (InputStream in = WheelMessagesData.class.getResourceAsStream(DIR + name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + DIR + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
