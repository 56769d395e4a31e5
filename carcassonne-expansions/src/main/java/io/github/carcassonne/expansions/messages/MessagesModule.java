package io.github.carcassonne.expansions.messages;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.github.carcassonne.ChanceOutcome;
import io.github.carcassonne.Figure;
import io.github.carcassonne.GameEvent;
import io.github.carcassonne.Location;
import io.github.carcassonne.Move;
import io.github.carcassonne.PlayerId;
import io.github.carcassonne.feature.Feature;
import io.github.carcassonne.score.ScoreSource;
import io.github.carcassonne.spi.Award;
import io.github.carcassonne.spi.ChanceStep;
import io.github.carcassonne.spi.DecisionStep;
import io.github.carcassonne.spi.GameContext;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.Hooks;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.spi.ScoringJob;
import io.github.carcassonne.spi.StateKey;
import io.github.carcassonne.spi.Step;
import io.github.carcassonne.spi.TurnContext;
import io.github.carcassonne.tile.FeatureKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code messages}: The Messages (rules reference §15, seed S-MSG-NL). Every player has two score
 * markers (score tracks 0 and 1) and chooses, for every award during play, which marker takes
 * it ({@link MarkerChoice}, answered {@code marker 0} or {@code marker 1}). When in the active
 * player's own turn one of that player's markers stops on a dark space (a multiple of 5), the
 * player draws the next message ({@link DrawMessage}, a chance node answered
 * {@code message <n>}) and either carries it out ({@code message-perform}, with a location where
 * the player chooses among equals) or takes 2 points ({@code message-decline}).
 *
 * <ul>
 *   <li><b>The deck.</b> A drawn message goes face down under the deck, so the first eight draws
 *       reveal a random order and every later draw repeats it: draw {@code k} (0-based) is a
 *       chance over the messages not yet seen while {@code k < 8}, and then the single outcome
 *       {@code order[k mod 8]} ({@link Deck}, a public slot: everyone saw every message).
 *   <li><b>Triggers.</b> Only the active player's markers trigger, only during play, only after
 *       moving ({@code points != 0}). {@code messages.check}: {@code final-position} (default,
 *       the seed's "eindigt door de telling") looks at the markers that moved, where they stand
 *       when the scoring is over; {@code every-stop} at each marker stop. {@code
 *       messages.trigger}: {@code per-scoring-step} (default, the seed: one message per scoring
 *       even if several features score) checks at the end of the turn's scoring (at the end of
 *       the turn, after an extra tile's scoring, and after a message's own points); {@code
 *       per-feature} also after each completed feature's scoring. {@code
 *       messages.shared-dark-space}: {@code triggers} (default, HiG) or {@code blocked} (ZMG: no
 *       message when another player's marker stands on that space, positions taken modulo 50).
 *   <li><b>Message points</b> (performed or the 2-point seal) go through the award path like any
 *       points: the player picks a marker again, and they may trigger another message.
 *   <li><b>Final scoring.</b> At its first award (or, if none, in the final-scoring hook) each
 *       player's marker 1 is added onto marker 0 ({@link MarkersMerged}); final-scoring awards go
 *       to marker 0 without a choice and trigger nothing.
 * </ul>
 *
 * <p>The eight messages (C1 numbering of the seed): 1/2/3 score the player's smallest incomplete
 * road/city/cloister holding one of their followers (the value final scoring would give,
 * majority not needed, followers stay; one perform move per smallest feature, named by the
 * player's first follower on it); 4 two points per pennant in cities with an own follower; 5 two
 * per own follower in a city; 6 {@code messages.farmer-points} (2, or 3) per own follower in a
 * field; 7 one more tile with normal deployment ({@code TurnContext.pushExtraTile()}; not
 * offered when no drawable tile is left); 8 pick an own follower: if the player holds the
 * majority of its incomplete feature, score it as in final scoring for that player only; the
 * follower returns either way. A follower is any owned figure other than a builder, pig or barn.
 * Perform is offered only when the message can be carried out (1/2/3/8 need a candidate; 7 a
 * drawable tile); decline is always offered, last.
 */
public final class MessagesModule implements RuleModule {
  /** The module id. */
  public static final String ID = "messages";

  /** The number of messages in the deck. */
  public static final int MESSAGES = 8;

  /** The score source of message points (performed messages and the 2-point seal). */
  public static final ScoreSource SOURCE = ScoreSource.of("messages");

  /** What "one message per scoring" counts. */
  public enum Trigger {
    /** One message per scoring step (the seed text: several features at once are one scoring). */
    PER_SCORING_STEP,
    /** One message per feature scored. */
    PER_FEATURE
  }

  /** Which marker positions are checked for dark spaces. */
  public enum Check {
    /** Where the moved markers stand when the scoring is over (seed: "eindigt"; C2 FAQ). */
    FINAL_POSITION,
    /** Every stop of a marker. */
    EVERY_STOP
  }

  /** Whether a dark space held by another player's marker triggers a message. */
  public enum SharedDarkSpace {
    /** It triggers (HiG). */
    TRIGGERS,
    /** It does not (ZMG text). */
    BLOCKED
  }

  /** One message per scoring step (default) or per feature. */
  public static final RuleOption<Trigger> TRIGGER =
      RuleOption.choice(
          "messages.trigger",
          Trigger.class,
          Trigger.PER_SCORING_STEP,
          "one message per scoring step (seed text) or per scored feature");

  /** Final positions (default) or every marker stop. */
  public static final RuleOption<Check> CHECK =
      RuleOption.choice(
          "messages.check",
          Check.class,
          Check.FINAL_POSITION,
          "dark spaces checked where the markers end after the scoring (seed text) or at every"
              + " stop");

  /** Shared dark spaces trigger (default, HiG) or are blocked (ZMG). */
  public static final RuleOption<SharedDarkSpace> SHARED_DARK_SPACE =
      RuleOption.choice(
          "messages.shared-dark-space",
          SharedDarkSpace.class,
          SharedDarkSpace.TRIGGERS,
          "a dark space held by another player's marker triggers (HiG) or is blocked (ZMG)");

  /** Points per farmer of message 6: 2 (seed text, default) or 3 (a BGG description). */
  public static final RuleOption<Integer> FARMER_POINTS =
      RuleOption.integer(
          "messages.farmer-points", 2, 2, 3, "points per own farmer of message 6 (2 seed, 3 BGG)");

  /**
   * The message deck: the messages in the order the first cycle revealed them, and how many
   * draws were made. Public: every drawn message is shown.
   *
   * @param order the messages drawn in the first cycle, in draw order (at most 8, distinct)
   * @param draws the number of draws so far
   */
  public record Deck(ImmutableList<Integer> order, int draws) {
    /** The deck at the start of a game. */
    public static final Deck NEW = new Deck(ImmutableList.of(), 0);

    /** Validates the components. */
    public Deck {
      requireNonNull(order, "order");
      checkArgument(order.size() <= MESSAGES && draws >= order.size(), "bad deck");
    }

    /** The messages a draw may give now, in number order (one once the order is known). */
    public ImmutableList<Integer> drawable() {
      if (order.size() == MESSAGES) {
        return ImmutableList.of(order.get(draws % MESSAGES));
      }
      ImmutableList.Builder<Integer> out = ImmutableList.builder();
      for (int m = 1; m <= MESSAGES; m++) {
        if (!order.contains(m)) {
          out.add(m);
        }
      }
      return out.build();
    }

    /** The deck after drawing {@code message}. */
    Deck after(int message) {
      if (order.size() == MESSAGES) {
        return new Deck(order, draws + 1);
      }
      return new Deck(
          ImmutableList.<Integer>builder().addAll(order).add(message).build(), draws + 1);
    }
  }

  /**
   * What the scoring in progress did to the active player's markers since the last check.
   *
   * @param darkStop a marker stopped on a dark space that triggers ({@code every-stop})
   * @param moved bit {@code t} set if marker {@code t} moved ({@code final-position})
   */
  public record Unit(boolean darkStop, int moved) {
    /** Nothing happened. */
    public static final Unit NONE = new Unit(false, 0);

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof Unit u && darkStop == u.darkStop && moved == u.moved;
    }

    @Override
    public int hashCode() {
      return 31 * Boolean.hashCode(darkStop) + moved;
    }
  }

  /** The deck slot. */
  public static final StateKey<Deck> DECK = StateKey.of("messages.deck", Deck.class, Deck.NEW);

  /** The slot of the scoring in progress. */
  public static final StateKey<Unit> UNIT = StateKey.of("messages.unit", Unit.class, Unit.NONE);

  /** The slot that says both markers were added into one for final scoring. */
  public static final StateKey<Boolean> MERGED =
      StateKey.of("messages.merged", Boolean.class, Boolean.FALSE);

  // ---------------------------------------------------------------- steps

  /**
   * A player picks the marker that takes an award (the award waits in the step).
   *
   * @param player who decides (the award's player)
   * @param award the award waiting
   */
  public record MarkerChoice(PlayerId player, Award award) implements DecisionStep {
    /** Validates the components. */
    public MarkerChoice {
      requireNonNull(player, "player");
      requireNonNull(award, "award");
    }

    @Override
    public String module() {
      return ID;
    }
  }

  /** The draw of the next message: a chance node over the messages it may give. */
  public record DrawMessage() implements ChanceStep {
    @Override
    public String module() {
      return ID;
    }
  }

  /**
   * The active player carries out a drawn message or takes 2 points.
   *
   * @param player the active player
   * @param message the message, 1 to 8
   */
  public record MessageChoice(PlayerId player, int message) implements DecisionStep {
    /** Validates the components. */
    public MessageChoice {
      requireNonNull(player, "player");
      checkArgument(message >= 1 && message <= MESSAGES, "bad message %s", message);
    }

    @Override
    public String module() {
      return ID;
    }
  }

  /** Checks the scoring just over for a dark space (automatic). */
  public record Checkpoint() implements Step {
    @Override
    public String module() {
      return ID;
    }
  }

  // ---------------------------------------------------------------- moves

  /**
   * The marker that takes the pending award. Notation {@code marker 0} or {@code marker 1}.
   *
   * @param marker 0 or 1
   */
  public record Marker(int marker) implements Move {
    /** The move word. */
    public static final String WORD = "marker";

    /** Validates the components. */
    public Marker {
      checkArgument(marker == 0 || marker == 1, "bad marker %s", marker);
    }

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof Marker m && marker == m.marker;
    }

    @Override
    public int hashCode() {
      return marker;
    }

    @Override
    public String notation() {
      return WORD + " " + marker;
    }
  }

  /**
   * The deck's chance outcome: the message drawn. Notation {@code message <n>}.
   *
   * @param number the message, 1 to 8
   */
  public record Message(int number) implements Move {
    /** The move word. */
    public static final String WORD = "message";

    /** Validates the components. */
    public Message {
      checkArgument(number >= 1 && number <= MESSAGES, "bad message %s", number);
    }

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof Message m && number == m.number;
    }

    @Override
    public int hashCode() {
      return number;
    }

    @Override
    public String notation() {
      return WORD + " " + number;
    }
  }

  /**
   * Carries out the drawn message. Notation {@code message-perform}, or {@code message-perform
   * <x>,<y> <spot>} naming the player's follower whose feature is meant (messages 1, 2, 3, 8).
   *
   * @param at the follower's location, for messages 1, 2, 3 and 8
   */
  public record Perform(Optional<Location.OnFeature> at) implements Move {
    /** The move word. */
    public static final String WORD = "message-perform";

    /** The move without a location. */
    public static final Perform PLAIN = new Perform(Optional.empty());

    /** Validates the components. */
    public Perform {
      requireNonNull(at, "at");
    }

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof Perform p && at.equals(p.at);
    }

    @Override
    public int hashCode() {
      return at.hashCode();
    }

    @Override
    public String notation() {
      return at.map(l -> WORD + " " + l.notation()).orElse(WORD);
    }
  }

  /** Takes the 2 points instead of the message. Notation {@code message-decline}. */
  public record Decline() implements Move {
    /** The move word. */
    public static final String WORD = "message-decline";

    /** The single instance. */
    public static final Decline INSTANCE = new Decline();

    // equals and hashCode written out, as the core's value types' are (docs/performance.md,
    // "Short runs": a record's generated ones spin method handles on first use)
    @Override
    public boolean equals(Object o) {
      return o instanceof Decline;
    }

    @Override
    public int hashCode() {
      return 0;
    }

    @Override
    public String notation() {
      return WORD;
    }
  }

  // ---------------------------------------------------------------- events

  /**
   * A player put an award on one of their markers.
   *
   * @param player the player
   * @param marker 0 or 1
   * @param points the award's points
   * @param position the marker's score after the award
   */
  public record MarkerChosen(PlayerId player, int marker, int points, int position)
      implements GameEvent {
    /** Validates the components. */
    public MarkerChosen {
      requireNonNull(player, "player");
    }
  }

  /**
   * A message was drawn.
   *
   * @param player the active player
   * @param message the message, 1 to 8
   */
  public record MessageDrawn(PlayerId player, int message) implements GameEvent {
    /** Validates the components. */
    public MessageDrawn {
      requireNonNull(player, "player");
    }
  }

  /**
   * A message was carried out.
   *
   * @param player the active player
   * @param message the message
   * @param points the points it gives (0 for message 7; before the marker choice)
   */
  public record MessagePerformed(PlayerId player, int message, int points) implements GameEvent {
    /** Validates the components. */
    public MessagePerformed {
      requireNonNull(player, "player");
    }
  }

  /**
   * A message was declined for 2 points.
   *
   * @param player the active player
   * @param message the message
   */
  public record MessageDeclined(PlayerId player, int message) implements GameEvent {
    /** Validates the components. */
    public MessageDeclined {
      requireNonNull(player, "player");
    }
  }

  /**
   * A player's two markers were added into marker 0 before final scoring.
   *
   * @param player the player
   * @param total the player's score, now all on marker 0
   */
  public record MarkersMerged(PlayerId player, int total) implements GameEvent {
    /** Validates the components. */
    public MarkersMerged {
      requireNonNull(player, "player");
    }
  }

  private static final ModuleDescriptor DESCRIPTOR =
      ModuleDescriptor.builder(ID)
          .description("The Messages: two score markers, a message on every dark space")
          .requires("base.followers")
          .options(TRIGGER, CHECK, SHARED_DARK_SPACE, FARMER_POINTS)
          .build();

  /** Creates the module; {@link java.util.ServiceLoader} calls this. */
  public MessagesModule() {}

  @Override
  public ModuleDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public void register(HookRegistry registry) {
    Rules rules =
        new Rules(
            registry.option(TRIGGER),
            registry.option(CHECK),
            registry.option(SHARED_DARK_SPACE),
            registry.option(FARMER_POINTS));
    registry.scoreTracks(2);
    registry.completionOrderMatters();
    registry.scoreSource(SOURCE);
    registry.stateSlot(DECK);
    registry.stateSlot(UNIT);
    registry.stateSlot(MERGED);
    registry.moveSyntax(new MessagesSyntax());
    registry.awardInterceptor(
        (award, ctx) -> {
          if (award.finalScoring()) {
            merge(ctx);
            return award.track() == 1 ? award.onTrack(0) : award;
          }
          if (award.points() == 0) {
            return award;
          }
          ctx.push(new MarkerChoice(award.player(), award));
          return null;
        });
    registry.awardObserver(rules::booked);
    registry.decisionHandler(
        MarkerChoice.class,
        new Hooks.DecisionHandler<MarkerChoice>() {
          @Override
          public void legalMoves(MarkerChoice step, GameContext ctx, List<Move> out) {
            out.add(new Marker(0));
            out.add(new Marker(1));
          }

          @Override
          public void apply(MarkerChoice step, Move move, TurnContext ctx) {
            int m = ((Marker) move).marker();
            Award a = step.award();
            int after = ctx.trackScore(a.player(), m) + a.points();
            ctx.emit(new MarkerChosen(a.player(), m, a.points(), after));
            ctx.commitAward(a.onTrack(m));
          }
        });
    registry.chanceHandler(
        DrawMessage.class,
        new Hooks.ChanceHandler<DrawMessage>() {
          @Override
          public void outcomes(DrawMessage step, GameContext ctx, List<ChanceOutcome> out) {
            for (int m : ctx.get(DECK).drawable()) {
              out.add(new ChanceOutcome(new Message(m), 1));
            }
          }

          @Override
          public void apply(DrawMessage step, Move outcome, TurnContext ctx) {
            int m = ((Message) outcome).number();
            ctx.set(DECK, ctx.get(DECK).after(m));
            ctx.emit(new MessageDrawn(ctx.activePlayer(), m));
            ctx.push(new MessageChoice(ctx.activePlayer(), m));
          }
        });
    registry.decisionHandler(MessageChoice.class, new Messages(rules));
    registry.stepHandler(Checkpoint.class, (step, ctx) -> rules.checkpoint(ctx));
    registry.onEndOfTurn(rules::checkpoint);
    if (rules.trigger == Trigger.PER_FEATURE) {
      registry.scoringHook(
          ScoringJob.Stage.RETURN,
          (job, feature, ctx) -> {
            if (job.completed()) {
              rules.checkpoint(ctx);
            }
          });
    }
    registry.onFinalScoring(MessagesModule::merge);
  }

  /** Adds every player's marker 1 onto marker 0, once, at the start of final scoring. */
  private static void merge(TurnContext ctx) {
    if (ctx.get(MERGED)) {
      return;
    }
    ctx.set(MERGED, Boolean.TRUE);
    for (int p = 0; p < ctx.playerCount(); p++) {
      PlayerId player = PlayerId.of(p);
      int second = ctx.trackScore(player, 1);
      if (second != 0) {
        ctx.commitAward(
            new Award(player, -second, SOURCE, Optional.empty(), Optional.empty(), 1, true));
        ctx.commitAward(
            new Award(player, second, SOURCE, Optional.empty(), Optional.empty(), 0, true));
      }
      ctx.emit(new MarkersMerged(player, ctx.trackScore(player, 0)));
    }
  }

  /** The options, and the dark-space logic that depends on them. */
  record Rules(Trigger trigger, Check check, SharedDarkSpace shared, int farmerPoints) {

    /** The award observer: notes the active player's marker moves during play. */
    void booked(Award award, TurnContext ctx) {
      if (award.finalScoring()
          || award.points() == 0
          || !award.player().equals(ctx.activePlayer())) {
        return;
      }
      Unit u = ctx.get(UNIT);
      if (check == Check.EVERY_STOP) {
        if (!u.darkStop() && triggers(ctx, award.player(), award.track())) {
          ctx.set(UNIT, new Unit(true, u.moved()));
        }
      } else {
        ctx.set(UNIT, new Unit(u.darkStop(), u.moved() | (1 << award.track())));
      }
    }

    /** True if the player's marker stands on a dark space that gives a message. */
    boolean triggers(GameContext ctx, PlayerId player, int track) {
      int pos = ctx.trackScore(player, track);
      if (Math.floorMod(pos, 5) != 0) {
        return false;
      }
      if (shared == SharedDarkSpace.BLOCKED) {
        for (int q = 0; q < ctx.playerCount(); q++) {
          if (q == player.seat()) {
            continue;
          }
          for (int t = 0; t < 2; t++) {
            if (Math.floorMod(ctx.trackScore(PlayerId.of(q), t), 50) == Math.floorMod(pos, 50)) {
              return false;
            }
          }
        }
      }
      return true;
    }

    /** Ends a scoring: draws a message if it put a marker of the active player on a dark space. */
    void checkpoint(TurnContext ctx) {
      Unit u = ctx.get(UNIT);
      if (u.equals(Unit.NONE)) {
        return;
      }
      boolean fire = u.darkStop();
      for (int t = 0; t < 2 && !fire; t++) {
        if ((u.moved() & (1 << t)) != 0 && triggers(ctx, ctx.activePlayer(), t)) {
          fire = true;
        }
      }
      ctx.set(UNIT, Unit.NONE);
      if (fire && !ctx.isFinalScoring()) {
        ctx.push(new DrawMessage());
      }
    }
  }

  /** A follower: any owned figure other than a builder, pig or barn. */
  static boolean isFollower(Figure f, PlayerId player) {
    String k = f.kind().id();
    return f.owner().isPresent()
        && f.owner().get().equals(player)
        && !k.equals("builder")
        && !k.equals("pig")
        && !k.equals("barn");
  }

  /** The player's first follower on a feature, if any. */
  static Optional<Figure> followerOn(Feature f, PlayerId player) {
    for (Figure fig : f.figures()) {
      if (isFollower(fig, player) && fig.location() instanceof Location.OnFeature) {
        return Optional.of(fig);
      }
    }
    return Optional.empty();
  }

  /** The handler of the message decision. */
  static final class Messages implements Hooks.DecisionHandler<MessageChoice> {
    private final Rules rules;

    Messages(Rules rules) {
      this.rules = rules;
    }

    private static FeatureKind kindOf(int message) {
      return switch (message) {
        case 1 -> FeatureKind.ROAD;
        case 2 -> FeatureKind.CITY;
        default -> FeatureKind.CLOISTER;
      };
    }

    /** Messages 1 to 3: the player's smallest incomplete features of the kind, oldest first. */
    static List<Feature> smallest(GameContext ctx, PlayerId player, FeatureKind kind) {
      List<Feature> out = new ArrayList<>();
      int best = Integer.MAX_VALUE;
      for (Feature f : ctx.occupiedFeatures()) {
        if (!f.kind().equals(kind) || f.isComplete() || followerOn(f, player).isEmpty()) {
          continue;
        }
        int v = ctx.value(f, false);
        if (v < best) {
          best = v;
          out.clear();
        }
        if (v == best) {
          out.add(f);
        }
      }
      return out;
    }

    /** Message 8: the player's followers on incomplete features, with their features. */
    static List<Figure> ownFollowers(GameContext ctx, PlayerId player) {
      List<Figure> out = new ArrayList<>();
      for (Feature f : ctx.occupiedFeatures()) {
        if (f.isComplete()) {
          continue;
        }
        for (Figure fig : f.figures()) {
          if (isFollower(fig, player) && fig.location() instanceof Location.OnFeature) {
            out.add(fig);
          }
        }
      }
      return out;
    }

    private static Optional<Feature> featureOf(GameContext ctx, int figureId) {
      for (Feature f : ctx.occupiedFeatures()) {
        for (Figure fig : f.figures()) {
          if (fig.id() == figureId) {
            return Optional.of(f);
          }
        }
      }
      return Optional.empty();
    }

    private static Perform at(Figure fig) {
      return new Perform(Optional.of((Location.OnFeature) fig.location()));
    }

    @Override
    public void legalMoves(MessageChoice step, GameContext ctx, List<Move> out) {
      PlayerId p = step.player();
      switch (step.message()) {
        case 1, 2, 3 -> {
          for (Feature f : smallest(ctx, p, kindOf(step.message()))) {
            out.add(at(followerOn(f, p).orElseThrow()));
          }
        }
        case 7 -> {
          if (ctx.drawableTilesLeft() > 0) {
            out.add(Perform.PLAIN);
          }
        }
        case 8 -> {
          for (Figure fig : ownFollowers(ctx, p)) {
            Perform m = at(fig);
            if (!out.contains(m)) {
              out.add(m);
            }
          }
        }
        default -> out.add(Perform.PLAIN);
      }
      out.add(Decline.INSTANCE);
    }

    @Override
    public void apply(MessageChoice step, Move move, TurnContext ctx) {
      PlayerId p = step.player();
      int m = step.message();
      ctx.push(new Checkpoint());
      if (move instanceof Decline) {
        ctx.emit(new MessageDeclined(p, m));
        ctx.award(p, 2, SOURCE, null);
        return;
      }
      Perform perform = (Perform) move;
      switch (m) {
        case 1, 2, 3 -> {
          for (Feature f : smallest(ctx, p, kindOf(m))) {
            if (perform.equals(at(followerOn(f, p).orElseThrow()))) {
              int v = ctx.value(f, false);
              performed(ctx, p, m, v, Optional.of(f));
              return;
            }
          }
          throw new IllegalStateException("no feature for " + perform.notation());
        }
        case 4 -> {
          int pennants = 0;
          for (Feature f : ctx.occupiedFeatures()) {
            if (f.kind().equals(FeatureKind.CITY) && followerOn(f, p).isPresent()) {
              pennants += f.attribute("pennant");
            }
          }
          performed(ctx, p, m, 2 * pennants, Optional.empty());
        }
        case 5, 6 -> {
          FeatureKind kind = m == 5 ? FeatureKind.CITY : FeatureKind.FIELD;
          int count = 0;
          for (Feature f : ctx.occupiedFeatures()) {
            if (f.kind().equals(kind)) {
              for (Figure fig : f.figures()) {
                if (isFollower(fig, p)) {
                  count++;
                }
              }
            }
          }
          performed(ctx, p, m, (m == 5 ? 2 : rules.farmerPoints()) * count, Optional.empty());
        }
        case 7 -> {
          ctx.emit(new MessagePerformed(p, m, 0));
          ctx.pushExtraTile();
        }
        default -> {
          for (Figure fig : ownFollowers(ctx, p)) {
            if (perform.equals(at(fig))) {
              Feature f = featureOf(ctx, fig.id()).orElseThrow();
              int v = ctx.majority(f).contains(p) ? ctx.value(f, false) : 0;
              performed(ctx, p, m, v, Optional.of(f));
              ctx.returnToSupply(fig.id());
              return;
            }
          }
          throw new IllegalStateException("no follower at " + perform.notation());
        }
      }
    }

    private static void performed(
        TurnContext ctx, PlayerId p, int message, int points, Optional<Feature> feature) {
      ctx.emit(new MessagePerformed(p, message, points));
      if (points != 0) {
        ctx.award(
            new Award(
                p,
                points,
                SOURCE,
                feature.map(Feature::id),
                Optional.empty(),
                0,
                false));
      }
    }
  }
}
