package io.github.carcassonne.expansions.wheel;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The wheel: its segments clockwise from the pig's start, each with its event and its crown
 * spaces. Read from a small text file ({@code wheel.data}): blank lines and {@code #} comments
 * are ignored; every other line is {@code segment <event> <crowns>} with the event's name in
 * lower case and 1 or 2 crowns. The default ({@link #defaultLayout()}) is provisional.
 *
 * @param segments the segments clockwise, the pig's start first
 */
public record WheelLayout(ImmutableList<Segment> segments) {

  /**
   * One segment of the wheel.
   *
   * @param event its event
   * @param crowns its crown spaces, 1 or 2
   */
  public record Segment(WheelEvent event, int crowns) {
    /** Validates the components. */
    public Segment {
      requireNonNull(event, "event");
      if (crowns < 1 || crowns > 2) {
        throw new IllegalArgumentException("a wheel segment has 1 or 2 crown spaces, not " + crowns);
      }
    }

    // written out: a record's generated equals and hashCode spin method handles on first use
    // (see docs/performance.md, "Short runs"), and the module compares layouts as it loads
    @Override
    public boolean equals(Object o) {
      return o instanceof Segment s && crowns == s.crowns && event == s.event;
    }

    @Override
    public int hashCode() {
      return 31 * event.hashCode() + crowns;
    }
  }

  /** Validates the segments: at least one. */
  public WheelLayout {
    requireNonNull(segments, "segments");
    if (segments.isEmpty()) {
      throw new IllegalArgumentException("a wheel needs at least one segment");
    }
  }

  // written out, as Segment's are
  @Override
  public boolean equals(Object o) {
    return o instanceof WheelLayout w && segments.equals(w.segments);
  }

  @Override
  public int hashCode() {
    return segments.hashCode();
  }

  /** The segment at an index. */
  public Segment segment(int index) {
    if (index < 0 || index >= segments.size()) {
      throw new IllegalArgumentException("no wheel segment " + index);
    }
    return segments.get(index);
  }

  /** The number of segments. */
  public int size() {
    return segments.size();
  }

  /** The total number of crown spaces. */
  public int crownSpaces() {
    return segments.stream().mapToInt(Segment::crowns).sum();
  }

  /**
   * Parses a layout file.
   *
   * @param text the file's text
   * @param source the file's name, for errors
   * @throws IllegalArgumentException naming the source and line of a bad line
   */
  public static WheelLayout parse(String text, String source) {
    requireNonNull(text, "text");
    ImmutableList.Builder<Segment> out = ImmutableList.builder();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      int hash = line.indexOf('#');
      if (hash >= 0) {
        line = line.substring(0, hash);
      }
      line = line.strip();
      if (line.isEmpty()) {
        continue;
      }
      String[] t = line.split("\\s+");
      try {
        if (t.length != 3 || !t[0].equals("segment")) {
          throw new IllegalArgumentException("expected 'segment <event> <crowns>'");
        }
        WheelEvent e;
        try {
          e = WheelEvent.valueOf(t[1].toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException ex) {
          throw new IllegalArgumentException("unknown event '" + t[1] + "'", ex);
        }
        int crowns;
        try {
          crowns = Integer.parseInt(t[2]);
        } catch (NumberFormatException ex) {
          throw new IllegalArgumentException("bad crown count '" + t[2] + "'", ex);
        }
        out.add(new Segment(e, crowns));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(source + ":" + (i + 1) + ": " + e.getMessage(), e);
      }
    }
    try {
      return new WheelLayout(out.build());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
    }
  }

  /** The provisional default layout, from {@code wheel.data} next to this class. */
  public static WheelLayout defaultLayout() {
    return Default.LAYOUT;
  }

  private static final class Default {
    static final WheelLayout LAYOUT = load();

    private static WheelLayout load() {
      try (InputStream in = WheelLayout.class.getResourceAsStream("wheel.data")) {
        if (in == null) {
          throw new IllegalStateException("resource wheel.data is missing");
        }
        return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "wheel.data");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
