package io.contextcov.cli;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.runtime.json.Json;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov coverage PATH… [--format text|json] [--min N]}: how much is enforced. */
@Command(
    name = "coverage",
    mixinStandardHelpOptions = true,
    description = {
      "Classifies every normative statement as enforced, monitored, advisory or unmatched and"
          + " prints per-file and total coverage, then the unmatched statements with their positions.",
      "Coverage = (enforced + monitored) / (enforced + monitored + unmatched).",
      "Exit codes: 0 ok, 1 coverage below --min (or errors in the instructions), 2 usage."
    })
final class CoverageCommand implements Callable<Integer> {
  @Parameters(paramLabel = "PATH", arity = "1..*", description = "files or directories")
  List<Path> paths;

  @Option(names = "--tools", paramLabel = "FILE", description = "a tool catalog to ground rules in")
  String tools;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json")
  String format = "text";

  @Option(names = "--min", paramLabel = "PERCENT", description = "fail below this coverage")
  Double min;

  @Override
  public Integer call() {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!format.equals("text") && !format.equals("json")) {
      err.println("error: --format must be text or json");
      return ExitCode.USAGE.code();
    }
    ToolCatalog catalog = ToolCatalog.EMPTY;
    if (tools == null) {
      tools = BundleFiles.defaultCatalog(paths.get(0)).orElse(null);
    }
    if (tools != null) {
      Optional<ToolCatalog> c = BundleFiles.catalog(tools, err);
      if (c.isEmpty()) {
        return ExitCode.USAGE.code();
      }
      catalog = c.get();
    }
    for (Path p : paths) {
      if (!p.toFile().exists()) {
        err.println("error: cannot read `" + p + "`: no such file or directory");
        return ExitCode.USAGE.code();
      }
    }
    Compilation c = Pipeline.run(new Pipeline.Options(paths, catalog));
    new DiagnosticPrinter().print(c.diagnostics().stream().filter(d -> d.isError()).toList(), err);
    if (format.equals("json")) {
      out.println(Json.write(json(c)));
    } else {
      text(c, out);
    }
    if (c.hasErrors()) {
      return ExitCode.FINDINGS.code();
    }
    if (min != null && c.coveragePercent() < min) {
      err.println(
          String.format(
              Locale.ROOT, "coverage %.1f%% is below --min %.1f%%", c.coveragePercent(), min));
      return ExitCode.FINDINGS.code();
    }
    return ExitCode.OK.code();
  }

  private static void text(Compilation c, PrintStream out) {
    out.println(
        String.format(
            Locale.ROOT,
            "%-48s %9s %9s %9s %9s %9s",
            "file",
            "enforced",
            "monitored",
            "advisory",
            "unmatched",
            "coverage"));
    for (InstructionDocument d : c.documents()) {
      List<StatementCoverage> mine = mine(c, d);
      out.println(
          String.format(
              Locale.ROOT,
              "%-48s %9d %9d %9d %9d %8.1f%%",
              d.file().display(),
              count(mine, CoverageClass.ENFORCED),
              count(mine, CoverageClass.MONITORED),
              count(mine, CoverageClass.ADVISORY),
              count(mine, CoverageClass.UNMATCHED),
              percent(mine)));
    }
    out.println(
        String.format(
            Locale.ROOT,
            "%-48s %9d %9d %9d %9d %8.1f%%",
            "total",
            c.count(CoverageClass.ENFORCED),
            c.count(CoverageClass.MONITORED),
            c.count(CoverageClass.ADVISORY),
            c.count(CoverageClass.UNMATCHED),
            c.coveragePercent()));
    List<StatementCoverage> unmatched =
        c.coverage().stream().filter(s -> s.coverage() == CoverageClass.UNMATCHED).toList();
    if (!unmatched.isEmpty()) {
      out.println();
      out.println("unmatched statements:");
      for (StatementCoverage s : unmatched) {
        out.println("  " + s.statement().location() + ": " + s.statement().text());
      }
    }
  }

  private static List<StatementCoverage> mine(Compilation c, InstructionDocument d) {
    return c.coverage().stream()
        .filter(s -> s.statement().file().equals(d.file().display()))
        .toList();
  }

  private static long count(List<StatementCoverage> list, CoverageClass cls) {
    return list.stream().filter(s -> s.coverage() == cls).count();
  }

  private static double percent(List<StatementCoverage> list) {
    long covered = count(list, CoverageClass.ENFORCED) + count(list, CoverageClass.MONITORED);
    long denominator = covered + count(list, CoverageClass.UNMATCHED);
    return denominator == 0 ? 100.0 : 100.0 * covered / denominator;
  }

  private static Map<String, Object> json(Compilation c) {
    Map<String, Object> m = new LinkedHashMap<>();
    List<Object> files = new ArrayList<>();
    for (InstructionDocument d : c.documents()) {
      List<StatementCoverage> mine = mine(c, d);
      Map<String, Object> f = new LinkedHashMap<>();
      f.put("file", d.file().display());
      for (CoverageClass cls : CoverageClass.values()) {
        f.put(cls.text(), count(mine, cls));
      }
      f.put("coverage_percent", Math.round(percent(mine) * 10) / 10.0);
      List<Object> statements = new ArrayList<>();
      for (StatementCoverage s : mine) {
        Map<String, Object> st = new LinkedHashMap<>();
        st.put("line", s.statement().line());
        st.put("column", s.statement().column());
        st.put("modality", s.statement().modality().name());
        st.put("class", s.coverage().text());
        st.put("constraints", s.constraints());
        st.put("text", s.statement().text());
        statements.add(st);
      }
      f.put("statements", statements);
      files.add(f);
    }
    m.put("files", files);
    m.put("total", CompileCommand.summary(c));
    return m;
  }
}
