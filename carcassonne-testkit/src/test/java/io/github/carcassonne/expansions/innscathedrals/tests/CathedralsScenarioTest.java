package io.github.carcassonne.expansions.innscathedrals.tests;

import static io.github.carcassonne.board.Rotation.R0;
import static io.github.carcassonne.board.Rotation.R180;
import static io.github.carcassonne.board.Rotation.R270;
import static io.github.carcassonne.board.Rotation.R90;

import io.github.carcassonne.GameEvent;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.testkit.Scenario;
import io.github.carcassonne.tile.FeatureKind;
import org.junit.jupiter.api.Test;

/**
 * Scenario tests of the module {@code cathedrals} (rules reference §4): a cathedral north of the
 * start tile's city, its three other sides closed by city caps.
 */
class CathedralsScenarioTest {
  private static final RuleSet IC = RuleSet.of("base", "inns-cathedrals");
  private static final String CATHEDRAL = "inns-cathedrals:Cccc.c";

  /** Ann's cathedral city: start tile and cathedral, caps N and W; the east side still open. */
  private static Scenario cathedralCity(RuleSet rules) {
    return Scenario.of(rules, "Ann", "Bob")
        .turn(CATHEDRAL, 0, -1, R0, "N") // Ann: the cathedral, a knight in it
        .turn("base:E", 0, -2, R180, null) // Bob caps the north side
        .turn("base:E", -1, -1, R90, null) // Ann caps the west side
        .expectScores(0, 0);
  }

  @Test
  void aCompletedCityWithACathedralScoresThreePerTile() {
    cathedralCity(IC)
        .turn("base:E", 1, -1, R270, null) // Bob closes it: 5 tiles
        .expectEvent(
            GameEvent.FeatureCompleted.class,
            e -> e.kind().equals(FeatureKind.CITY) && e.tiles() == 5)
        .expectPoints("Ann", 15, ScoreSource.CITY)
        .expectScores(15, 0)
        .expectSupply("Ann", 7);
  }

  @Test
  void withoutTheCathedralsModuleTheSameCityScoresTwoPerTile() {
    cathedralCity(RuleSet.builder().modules("base", "inns-cathedrals.tiles").build())
        .turn("base:E", 1, -1, R270, null)
        .expectPoints("Ann", 10, ScoreSource.CITY);
  }

  @Test
  void pennantsScoreThreeEach() {
    cathedralCity(IC)
        .turn("base:F", 1, -1, R0, null) // Bob: a city with a pennant, running east
        .turn("base:E", 2, -1, R270, null) // Ann closes it: 6 tiles, 1 pennant
        .expectPoints("Ann", 21, ScoreSource.CITY);
  }

  @Test
  void twoCathedralsDoNotStack() {
    Scenario.of(IC, "Ann", "Bob")
        .turn(CATHEDRAL, 0, -1, R0, "N")
        .turn(CATHEDRAL, 0, -2, R0, null)
        .turn("base:E", 1, -1, R270, null)
        .turn("base:E", -1, -1, R90, null)
        .turn("base:E", 1, -2, R270, null)
        .turn("base:E", -1, -2, R90, null)
        .expectScores(0, 0)
        .turn("base:E", 0, -3, R180, null) // closed: 8 tiles
        .expectPoints("Ann", 24, ScoreSource.CITY)
        .expectScores(24, 0);
  }

  @Test
  void theOldTwoTileCityRuleLeavesCathedralCitiesAlone() {
    // a cathedral city is never a two-tile city: the cathedral tile alone has four city sides
    RuleSet rules =
        RuleSet.builder()
            .modules("base", "inns-cathedrals")
            .option("base.two-tile-city", "two")
            .build();
    cathedralCity(rules)
        .turn("base:E", 1, -1, R270, null)
        .expectPoints("Ann", 15, ScoreSource.CITY);
  }

  private static final String[] BAG = {CATHEDRAL, "base:E"};

  /** Ann's cathedral city of three tiles and Bob's farmer next to it, open when the bag is empty. */
  private static Scenario openAtTheEnd(RuleSet rules) {
    return Scenario.of(rules, "Ann", "Bob")
        .turn(CATHEDRAL, 0, -1, R0, "N")
        .turn("base:E", 0, -2, R180, "N") // Bob: a cap, his farmer in its field
        .expectOver();
  }

  @Test
  void anOpenCityWithACathedralScoresNothingAtTheEnd() {
    openAtTheEnd(SmallBag.rules(BAG))
        .expectScore("Ann", 0)
        .expectScore("Bob", 0); // the farmer's city is not complete
  }

  @Test
  void optionNormalScoresAnOpenCathedralCityAsAnyCity() {
    openAtTheEnd(SmallBag.rules(BAG, "cathedrals.incomplete=normal"))
        .expectScore("Ann", ScoreSource.CITY, 3)
        .expectScore("Bob", 0);
  }

  @Test
  void forFarmersACompletedCathedralCityIsAnOrdinaryCity() {
    String[] bag = {CATHEDRAL, "base:E", "base:E", "base:E"};
    Scenario.of(SmallBag.rules(bag), "Ann", "Bob")
        .turn(CATHEDRAL, 0, -1, R0, "N")
        .turn("base:E", 0, -2, R180, "N") // Bob's farmer north of the cathedral city
        .turn("base:E", -1, -1, R90, null)
        .turn("base:E", 1, -1, R270, null) // Bob closes the city: Ann scores 15
        .expectPoints("Ann", 15, ScoreSource.CITY)
        .expectOver()
        .expectScore("Bob", ScoreSource.FIELD, 3)
        .expectScores(15, 3);
  }
}
