package io.github.carcassonne.testkit.cli;

import io.github.carcassonne.RuleSet;
import io.github.carcassonne.spi.ModuleDescriptor;
import io.github.carcassonne.spi.RuleModule;
import io.github.carcassonne.spi.RuleOption;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code modules}: every rule module found, with its descriptor and options. */
@Command(
    name = "modules",
    mixinStandardHelpOptions = true,
    description =
        "Lists every rule module found on the class or module path: id, version, description,"
            + " requirements, ordering, conflicts, bundle parts, options with their defaults and"
            + " allowed values, and whether its data is provisional.")
final class ModulesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Map<String, RuleModule> all = RuleSet.availableModules();
    for (RuleModule m : all.values()) {
      ModuleDescriptor d = m.descriptor();
      out.println(d.id() + " (version " + d.version() + ")" + (d.provisional() ? " PROVISIONAL" : ""));
      out.println("  " + d.description());
      line(out, "bundle of", d.bundle());
      line(out, "requires", d.requires());
      line(out, "after", d.after());
      line(out, "before", d.before());
      line(out, "conflicts with", d.conflictsWith());
      out.println("  provisional: " + (d.provisional() ? "yes" : "no"));
      for (RuleOption<?> o : d.options()) {
        String allowed =
            o.allowedValues().isEmpty() ? "" : " (" + String.join("|", o.allowedValues()) + ")";
        out.println("  option " + o.key() + "=" + o.defaultText() + allowed + ": " + o.description());
      }
    }
    out.println(all.size() + " modules");
    return 0;
  }

  private static void line(PrintWriter out, String label, List<String> ids) {
    if (!ids.isEmpty()) {
      out.println("  " + label + ": " + String.join(", ", ids));
    }
  }
}
