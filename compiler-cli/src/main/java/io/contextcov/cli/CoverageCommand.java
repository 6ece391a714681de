package io.contextcov.cli;

import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.diag.Code;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code contextcov coverage PATH… [--format text|json|html] [-o PATH] [--min N]} with the
 * extractor options of {@code compile}: how much is enforced.
 */
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
  @Parameters(
      paramLabel = "PATH",
      arity = "0..*",
      description = "files or directories (default: .contextcov.yaml's paths, else .)")
  List<Path> paths = new ArrayList<>();

  @Option(names = "--tools", paramLabel = "FILE", description = "a tool catalog to ground rules in")
  String tools;

  @Mixin ExtractorOptions extraction;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description =
          "text (default), json, or html (one page: each file with its statements coloured by class and linked to their constraints)")
  String format = "text";

  @Option(names = "--min", paramLabel = "PERCENT", description = "fail below this coverage")
  Double min;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "PATH",
      description =
          "write the report here instead of to standard output; a directory (one that exists, or"
              + " a path ending in /) gets coverage.txt, coverage.json or coverage.html")
  String output;

  @Override
  public Integer call() {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!extraction.valid(err)) {
      return ExitCode.USAGE.code();
    }
    if (!List.of("text", "json", "html").contains(format)) {
      err.println("error: --format must be text, json or html");
      return ExitCode.USAGE.code();
    }
    if (paths.isEmpty()) {
      paths.add(Path.of("."));
    }
    Optional<Compilation> compiled = extraction.compile(paths, tools, err);
    if (compiled.isEmpty()) {
      return ExitCode.USAGE.code();
    }
    Compilation c = compiled.get();
    new DiagnosticPrinter()
        .print(
            c.diagnostics().stream()
                .filter(d -> d.isError() || d.code() == Code.PROJECT_CONFIG_ID)
                .toList(),
            err);
    String report;
    if (format.equals("json")) {
      report = Json.write(json(c)) + "\n";
    } else if (format.equals("html")) {
      report = CoverageHtml.render(c);
    } else {
      ByteArrayOutputStream buffer = new ByteArrayOutputStream();
      text(c, new PrintStream(buffer, true, StandardCharsets.UTF_8));
      report = buffer.toString(StandardCharsets.UTF_8);
    }
    if (output == null) {
      out.print(report);
    } else {
      Path target = Path.of(output);
      if (output.endsWith("/") || Files.isDirectory(target)) {
        target = target.resolve("coverage." + (format.equals("text") ? "txt" : format));
      }
      try {
        BundleFiles.writeAtomically(target, report);
      } catch (IOException | RuntimeException e) {
        err.println("error: cannot write `" + target + "`: " + why(e));
        return ExitCode.USAGE.code();
      }
      err.println("wrote " + target);
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

  /** What went wrong writing, in words (the JDK's messages are often just a path). */
  private static String why(Exception e) {
    if (e instanceof FileAlreadyExistsException || e instanceof NotDirectoryException) {
      return "`" + e.getMessage() + "` is a file, not a directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied on `" + e.getMessage() + "`";
    }
    return e.getMessage();
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
    List<StatementCoverage> suppressed =
        c.coverage().stream().filter(s -> s.coverage() == CoverageClass.SUPPRESSED).toList();
    if (!suppressed.isEmpty()) {
      out.println();
      out.println("suppressed statements:");
      for (StatementCoverage s : suppressed) {
        out.println(
            "  "
                + s.statement().location()
                + ": "
                + s.statement().text()
                + (s.disabled().isEmpty()
                    ? " (contextcov: ignore/off)"
                    : " (disabled in .contextcov.yaml: " + String.join(", ", s.disabled()) + ")"));
      }
    }
  }

  static List<StatementCoverage> mine(Compilation c, InstructionDocument d) {
    return c.coverage().stream()
        .filter(s -> s.statement().file().equals(d.file().display()))
        .toList();
  }

  static long count(List<StatementCoverage> list, CoverageClass cls) {
    return list.stream().filter(s -> s.coverage() == cls).count();
  }

  static double percent(List<StatementCoverage> list) {
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
        if (!s.disabled().isEmpty()) {
          st.put("disabled", s.disabled());
        }
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
