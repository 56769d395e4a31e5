package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.board.Port;
import io.github.carcassonne.board.Side;
import io.github.carcassonne.spi.HookRegistry;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import io.github.carcassonne.tile.EdgeKind;
import io.github.carcassonne.tile.FeatureKind;
import io.github.carcassonne.tile.Segment;
import io.github.carcassonne.tile.TileFormat;
import io.github.carcassonne.tile.TileFormatException;
import io.github.carcassonne.tile.TileSet;
import io.github.carcassonne.tile.TileType;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tiles}: lists the tile types of a rule set, or checks a tile-set file. */
@Command(
    name = "tiles",
    mixinStandardHelpOptions = true,
    description = {
      "Lists each tile type of the rule set's tile sets with its id, count, edges and feature"
          + " segments (kind, label, ports, attributes), then the totals.",
      "With --check FILE, validates a tile-set file instead: prints FILE: OK, or each error as"
          + " FILE:line:column: message on standard error and exits with status 2."
    })
final class TilesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--modules",
      paramLabel = "IDS",
      split = ",",
      description = "rule modules by id, comma separated (default: base)")
  List<String> modules = new ArrayList<>(List.of("base"));

  @Option(
      names = "--check",
      paramLabel = "FILE",
      description = "validate a tile-set file (docs/tile-format.md) and print OK or its errors")
  Path check;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (check != null) {
      TileSet set;
      try {
        set = TileFormat.read(check);
      } catch (TileFormatException e) {
        err.println(e.getMessage());
        return Main.EXIT_USAGE;
      } catch (IOException e) {
        return Cli.fail(err, e);
      }
      out.println(
          check + ": OK (set " + set.id() + ", " + set.totalTiles() + " tiles, "
              + set.types().size() + " types)");
      return 0;
    }
    RuleSet rules;
    try {
      rules = RuleSet.builder().modules(modules).build();
    } catch (IllegalArgumentException e) {
      return Cli.fail(err, e);
    }
    List<TileSet> sets = tileSets(rules);
    int tiles = 0;
    int types = 0;
    int pennants = 0;
    int cloisters = 0;
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (TileSet set : sets) {
      out.println("set " + set.id() + set.startTile().map(s -> " (start " + s + ")").orElse(""));
      for (Map.Entry<TileType, Integer> e : set.counts().entrySet()) {
        TileType t = e.getKey();
        // a tile two sets share is one tile: counted with the first set that lists it
        boolean shared = !seen.add(t.id());
        int n = shared ? 0 : e.getValue();
        StringBuilder edges = new StringBuilder();
        for (EdgeKind k : t.edges()) {
          edges.append(k.code());
        }
        StringBuilder line = new StringBuilder();
        line.append(t.id()).append("  count ").append(e.getValue()).append("  edges ").append(edges);
        if (shared) {
          line.append("  (shared: counted once)");
        }
        t.attributes().forEach((k, v) -> line.append("  ").append(attribute(k, v)));
        out.println(line);
        for (Segment s : t.segments()) {
          StringBuilder sl = new StringBuilder("  ");
          sl.append(s.kind()).append(' ').append(s.label()).append(' ').append(ports(s.ports()));
          s.attributes().forEach((k, v) -> sl.append(' ').append(attribute(k, v)));
          if (s.adjacent() != 0) {
            List<String> labels = new ArrayList<>();
            for (Segment o : t.segments()) {
              if ((s.adjacent() & (1 << o.index())) != 0) {
                labels.add(o.label());
              }
            }
            sl.append(" adj=").append(String.join(",", labels));
          }
          out.println(sl);
          if (s.kind().equals(FeatureKind.CITY)) {
            pennants += n * s.count("pennant");
          }
          if (s.kind().equals(FeatureKind.CLOISTER)) {
            cloisters += n;
          }
        }
        tiles += n;
        if (n > 0) {
          types++;
        }
      }
    }
    out.println(
        "total: " + tiles + " tiles, " + types + " types, " + pennants + " pennants, "
            + cloisters + " cloisters");
    return 0;
  }

  private static String attribute(String key, String value) {
    return value.isEmpty() ? key : key + "=" + value;
  }

  /** Ports in tile-format notation: whole sides as {@code N*}, inner as {@code C}. */
  static String ports(int mask) {
    if (mask == 0) {
      return "C";
    }
    List<String> out = new ArrayList<>();
    for (Side side : Side.values()) {
      Port[] ps = Port.of(side);
      int sideMask = 0;
      for (Port p : ps) {
        sideMask |= 1 << p.index();
      }
      if ((mask & sideMask) == sideMask) {
        out.add(side + "*");
      } else {
        for (Port p : ps) {
          if ((mask & (1 << p.index())) != 0) {
            out.add(p.name());
          }
        }
      }
    }
    return String.join(" ", out);
  }

  /**
   * The tile sets the rule set's modules register, found by letting each module register into a
   * registry that records only tile sets.
   */
  static List<TileSet> tileSets(RuleSet rules) {
    List<TileSet> sets = new ArrayList<>();
    HookRegistry recorder =
        (HookRegistry)
            Proxy.newProxyInstance(
                HookRegistry.class.getClassLoader(),
                new Class<?>[] {HookRegistry.class},
                (proxy, method, args) -> {
                  switch (method.getName()) {
                    case "option":
                      return rules.option((RuleOption<?>) args[0]);
                    case "tileSet":
                      sets.add((TileSet) args[0]);
                      return null;
                    case "toString":
                      return "tile-set recorder";
                    case "hashCode":
                      return System.identityHashCode(proxy);
                    case "equals":
                      return proxy == args[0];
                    default:
                      return null;
                  }
                });
    Map<String, RuleModule> available = RuleSet.availableModules();
    for (ModuleDescriptor d : rules.modules()) {
      RuleModule m = available.get(d.id());
      if (m != null) {
        m.register(recorder);
      }
    }
    return sets;
  }
}
