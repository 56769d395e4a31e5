package io.github.carcassonne.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.carcassonne.Engine;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.GameSetup;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Determinism across JVM runs, machines and releases: the first 20 seeded random base games
 * (seeds 0 to 19, players and choices from {@link RandomGames}) must give exactly the moves and
 * events recorded as SHA-256 fingerprints in {@code golden-games.txt}. Events are rendered by an
 * explicit format below (not the records' {@code toString}, whose format the JDK leaves open).
 *
 * <p>If a rule change alters the games on purpose, the failure message holds the new file text.
 */
class GoldenFingerprintTest {
  static final String RESOURCE = "golden-games.txt";
  static final int GAMES = 20;

  @Test
  void firstTwentySeededGamesMatchTheGoldenFingerprints() throws IOException {
    Engine engine = Engine.of(RuleSet.of("base"));
    List<String> lines = new ArrayList<>();
    for (long seed = 0; seed < GAMES; seed++) {
      GameSetup setup = RandomGames.setup(seed);
      RandomGames.Game g = RandomGames.play(engine, setup, seed);
      StringBuilder text = new StringBuilder();
      for (Move m : g.moves()) {
        text.append(m.notation()).append('\n');
      }
      for (GameEvent e : g.events()) {
        text.append(render(e)).append('\n');
      }
      lines.add(seed + " " + setup.playerCount() + " " + g.moves().size() + " "
          + g.end().scores().totals().toString().replace(" ", "") + " " + sha256(text.toString()));
    }
    String actual = String.join("\n", lines);
    assertEquals(expected(), actual, () -> "the seeded games changed; if that is intended, the"
        + " new lines of src/test/resources/io/github/carcassonne/properties/" + RESOURCE
        + " are:\n" + actual);
  }

  private static String expected() throws IOException {
    try (InputStream in = GoldenFingerprintTest.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new AssertionError("missing test resource " + RESOURCE);
      }
      List<String> out = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          out.add(line.strip());
        }
      }
      return String.join("\n", out);
    }
  }

  static String sha256(String text) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }

  private static String who(Optional<PlayerId> p) {
    return p.map(PlayerId::toString).orElse("-");
  }

  /** A fixed text form of the core events. */
  static String render(GameEvent e) {
    if (e instanceof GameEvent.TurnStarted t) {
      return "turn-started " + t.player() + " " + t.turn();
    } else if (e instanceof GameEvent.TileDrawn t) {
      return "drawn " + t.player() + " " + t.tileId();
    } else if (e instanceof GameEvent.TileDiscarded t) {
      return "discarded " + t.player() + " " + t.tileId();
    } else if (e instanceof GameEvent.TilePlaced t) {
      return "placed " + who(t.player()) + " " + t.tileId() + " " + t.position() + " "
          + t.rotation();
    } else if (e instanceof GameEvent.FigureDeployed f) {
      return "deployed " + f.player() + " " + f.figure().id() + " " + f.location().notation();
    } else if (e instanceof GameEvent.FigureReturned f) {
      return "returned " + f.player() + " " + f.figure().id() + " " + f.from().notation();
    } else if (e instanceof GameEvent.FeatureCompleted f) {
      return "completed " + f.feature() + " " + f.kind().id() + " " + f.tiles();
    } else if (e instanceof GameEvent.PointsScored p) {
      return "points " + p.player() + " " + p.points() + " " + p.source().id() + " "
          + p.feature().map(Object::toString).orElse("-") + " " + who(p.payer()) + " "
          + p.track() + " " + p.finalScoring();
    } else if (e instanceof GameEvent.TurnEnded t) {
      return "turn-ended " + t.player() + " " + t.turn();
    } else if (e instanceof GameEvent.GameEnded g) {
      return "game-ended " + g.scores() + " " + g.winners();
    }
    return e.getClass().getName() + " " + e;
  }
}
