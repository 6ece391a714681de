package io.contextcov.cli;

import io.contextcov.bundle.BundleWriter;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
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

/** {@code contextcov compile [PATH…] [-o FILE] [--tools FILE] [--extractor rules] [--format …]}. */
@Command(
    name = "compile",
    mixinStandardHelpOptions = true,
    description = {
      "Compiles instruction files (AGENTS.md, CLAUDE.md, GEMINI.md, copilot instructions,"
          + " .cursorrules, .clinerules, policy documents) into a constraint bundle.",
      "A summary goes to stderr; the bundle to -o FILE or stdout. Output is byte-identical for"
          + " identical input.",
      "Exit codes: 0 compiled, 1 errors in the instructions, 2 usage or unreadable input."
    })
final class CompileCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "PATH",
      arity = "0..*",
      description = "files or directories (default: .)")
  List<Path> paths = new ArrayList<>();

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "write the bundle here")
  Path output;

  @Option(
      names = "--check",
      description =
          "compile, write nothing, and fail (exit 1) when -o FILE differs from what the instruction"
              + " files compile to now (a stale bundle), naming the files that changed")
  boolean check;

  @Option(
      names = "--tools",
      paramLabel = "FILE",
      description =
          "a tool catalog to ground rules in (default: tools.json or tools.yaml in the directory compiled)")
  String tools;

  @Mixin ExtractorOptions extraction;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "summary format: text (default) or json")
  String format = "text";

  @Override
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!extraction.valid(err)) {
      return ExitCode.USAGE.code();
    }
    if (!format.equals("text") && !format.equals("json")) {
      err.println("error: --format must be text or json");
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
    new DiagnosticPrinter().print(c.diagnostics(), err);
    if (format.equals("json")) {
      err.println(Json.write(summary(c)));
    } else {
      err.println(summaryLine(c));
    }
    if (c.bundle().isEmpty() || c.hasErrors()) {
      return ExitCode.FINDINGS.code();
    }
    String text = BundleWriter.write(c.bundle().get());
    if (check) {
      return check(c, text, err);
    }
    if (output != null) {
      for (var doc : c.documents()) {
        if (sameFile(doc.file().path(), output)) {
          err.println(
              "error: -o "
                  + output
                  + " is one of the instruction files being compiled; refusing to overwrite it");
          return ExitCode.USAGE.code();
        }
      }
    }
    if (output != null) {
      BundleFiles.writeAtomically(output, text);
    } else {
      out.print(text);
    }
    return ExitCode.OK.code();
  }

  private static boolean sameFile(Path a, Path b) {
    try {
      return Files.exists(b) && Files.isSameFile(a, b);
    } catch (IOException e) {
      return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
  }

  /** {@code --check}: the bundle on disk against the one just compiled. */
  private int check(Compilation c, String text, PrintStream err) throws IOException {
    if (output == null) {
      err.println("error: --check needs -o FILE, the bundle to compare with");
      return ExitCode.USAGE.code();
    }
    if (!java.nio.file.Files.isRegularFile(output)) {
      err.println(
          output + ": stale: the bundle does not exist; run contextcov compile -o " + output);
      return ExitCode.FINDINGS.code();
    }
    String existing =
        java.nio.file.Files.readString(output, java.nio.charset.StandardCharsets.UTF_8);
    if (existing.equals(text)) {
      err.println(output + ": up to date");
      return ExitCode.OK.code();
    }
    java.util.List<String> changed = new java.util.ArrayList<>();
    io.contextcov.bundle.BundleReader.read(existing, output.toString())
        .bundle()
        .ifPresent(
            old -> {
              java.util.Map<String, String> was = new java.util.HashMap<>();
              old.sources().forEach(s -> was.put(s.path(), s.sha256()));
              for (io.contextcov.bundle.SourceFile now : c.bundle().get().sources()) {
                String before = was.remove(now.path());
                if (before == null) {
                  changed.add(now.path() + " (new)");
                } else if (!before.equals(now.sha256())) {
                  changed.add(now.path());
                }
              }
              was.keySet().forEach(p -> changed.add(p + " (gone)"));
            });
    err.println(
        output
            + ": stale: it differs from what the instruction files compile to now"
            + (changed.isEmpty() ? "" : "; changed: " + String.join(", ", changed))
            + "; run contextcov compile -o "
            + output);
    return ExitCode.FINDINGS.code();
  }

  static String summaryLine(Compilation c) {
    long constraints = c.bundle().map(b -> b.constraints().size()).orElse(0);
    return String.format(
        Locale.ROOT,
        "compiled %s: %s, %s, coverage %.1f%% (%d enforced, %d monitored, %d advisory, %d unmatched), %s",
        BundleFiles.plural(c.documents().size(), "file"),
        BundleFiles.plural(c.coverage().size(), "statement"),
        BundleFiles.plural(constraints, "constraint"),
        c.coveragePercent(),
        c.count(CoverageClass.ENFORCED),
        c.count(CoverageClass.MONITORED),
        c.count(CoverageClass.ADVISORY),
        c.count(CoverageClass.UNMATCHED),
        BundleFiles.countText(c.diagnostics()));
  }

  static Map<String, Object> summary(Compilation c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("files", c.documents().size());
    m.put("statements", c.coverage().size());
    m.put("constraints", c.bundle().map(b -> b.constraints().size()).orElse(0));
    m.put("coverage_percent", Math.round(c.coveragePercent() * 10) / 10.0);
    for (CoverageClass cls : CoverageClass.values()) {
      m.put(cls.text(), c.count(cls));
    }
    m.put("errors", c.diagnostics().stream().filter(d -> d.isError()).count());
    m.put("warnings", c.diagnostics().stream().filter(d -> !d.isError()).count());
    return m;
  }
}
