package io.github.carcassonne.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.carcassonne.FigureKind;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.board.Position;
import org.junit.jupiter.api.Test;

class CornerNotationTest {
  @Test
  void cornersReadAndWrite() {
    Move m = new Move.Deploy(FigureKind.of("dragon"), new Location.OnCorner(Position.of(2, -1), Location.Corner.SE));
    assertEquals("deploy dragon 2,-1 SE", m.notation());
    assertEquals(m, RecordFormat.parseMove(m.notation()));
    assertEquals(
        new Move.Deploy(FigureKind.FOLLOWER, new Location.OnFeature(Position.of(0, 0), "NNE")),
        RecordFormat.parseMove("deploy follower 0,0 NNE"));
  }
}
