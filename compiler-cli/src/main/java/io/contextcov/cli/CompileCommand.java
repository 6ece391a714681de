package io.contextcov.cli;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.SourceFile;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
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
          + " Cursor, Cline and Windsurf rules, policy documents) into a constraint bundle.",
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
    if (c.documents().isEmpty()) {
      err.println(
          "error: no instruction file found in "
              + paths
              + "; nothing was compiled (name a file, or a directory holding AGENTS.md, CLAUDE.md,"
              + " .cursorrules, copilot-instructions.md…)");
      return ExitCode.USAGE.code();
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
    int tested = runTests(c, err);
    if (tested == ExitCode.USAGE.code()) {
      return tested;
    }
    if (output != null) {
      BundleFiles.writeAtomically(output, text);
    } else {
      out.print(text);
    }
    return tested;
  }

  /**
   * The policy tests kept beside the instruction files ({@code DIR/.contextcov/tests/*.jsonl} for
   * each directory compiled), run on the bundle just compiled; their report goes to stderr.
   */
  private int runTests(Compilation c, PrintStream err) throws IOException {
    List<Path> roots = new ArrayList<>();
    for (Path p : paths) {
      Path dir = Files.isDirectory(p) ? p : p.toAbsolutePath().getParent();
      if (dir != null && Files.isDirectory(dir.resolve(".contextcov/tests"))) {
        roots.add(dir.resolve(".contextcov/tests"));
      }
    }
    if (roots.isEmpty()) {
      return ExitCode.OK.code();
    }
    return TestCommand.run(TestCommand.engine(c.bundle().get()), roots, null, err, err);
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
    if (!Files.isRegularFile(output)) {
      err.println(
          output + ": stale: the bundle does not exist; run contextcov compile -o " + output);
      return ExitCode.FINDINGS.code();
    }
    String existing = Files.readString(output, StandardCharsets.UTF_8);
    if (existing.equals(text)) {
      err.println(output + ": up to date");
      return ExitCode.OK.code();
    }
    err.println(output + ": stale: it differs from what the instruction files compile to now");
    Optional<Bundle> old = BundleReader.read(existing, output.toString()).bundle();
    if (old.isPresent()) {
      Bundle now = c.bundle().get();
      Map<String, String> was = new TreeMap<>();
      old.get().sources().forEach(s -> was.put(s.path(), s.sha256()));
      for (SourceFile f : now.sources()) {
        String before = was.remove(f.path());
        if (before == null) {
          err.println("  file added:     " + f.path());
        } else if (!before.equals(f.sha256())) {
          err.println("  file changed:   " + f.path());
        }
      }
      was.keySet().forEach(p -> err.println("  file removed:   " + p));
      Map<String, String> rules = new TreeMap<>();
      old.get()
          .constraints()
          .forEach(k -> rules.put(k.id(), Json.writeSorted(BundleWriter.constraint(k))));
      for (Constraint k : now.constraints()) {
        String before = rules.remove(k.id());
        if (before == null) {
          err.println("  rule added:     " + k.id() + source(k));
        } else if (!before.equals(Json.writeSorted(BundleWriter.constraint(k)))) {
          err.println("  rule changed:   " + k.id() + source(k));
        }
      }
      rules.keySet().forEach(id -> err.println("  rule removed:   " + id));
    } else {
      err.println("  (the bundle on disk does not read as a bundle)");
    }
    err.println("run: contextcov compile -o " + output);
    return ExitCode.FINDINGS.code();
  }

  private static String source(Constraint k) {
    return k.source().map(s -> " (" + s.file() + ":" + s.line() + ")").orElse("");
  }

  static String summaryLine(Compilation c) {
    long constraints = c.bundle().map(b -> b.constraints().size()).orElse(0);
    return String.format(
        Locale.ROOT,
        "compiled %s: %s, %s, coverage %s (%d enforced, %d monitored, %d advisory, %d unmatched%s), %s",
        BundleFiles.plural(c.documents().size(), "file"),
        BundleFiles.plural(c.coverage().size(), "statement"),
        BundleFiles.plural(constraints, "constraint"),
        c.count(CoverageClass.ENFORCED)
                    + c.count(CoverageClass.MONITORED)
                    + c.count(CoverageClass.UNMATCHED)
                == 0
            ? "n/a"
            : String.format(Locale.ROOT, "%.1f%%", c.coveragePercent()),
        c.count(CoverageClass.ENFORCED),
        c.count(CoverageClass.MONITORED),
        c.count(CoverageClass.ADVISORY),
        c.count(CoverageClass.UNMATCHED),
        c.count(CoverageClass.SUPPRESSED) == 0
            ? ""
            : ", " + c.count(CoverageClass.SUPPRESSED) + " suppressed",
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
