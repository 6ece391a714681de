package io.contextcov.cli;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.report.Located;
import io.contextcov.analyzer.report.Locator;
import io.contextcov.analyzer.report.ReportRenderer;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.diag.Severity;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov check BUNDLE|PATH… [--format …] [--fail-on …]}: conflicts with witnesses. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      "Finds rules that contradict each other, never fire, shadow or repeat one another, and"
          + " sequences that can never be met; every overlap comes with a witness call.",
      "Takes a bundle, or instruction files and directories to compile first.",
      "Exit codes: 0 no findings at or above --fail-on, 1 findings, 2 usage or input error."
    })
final class CheckCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "BUNDLE|PATH",
      arity = "1..*",
      description = "a bundle, or instruction files/directories")
  List<Path> inputs;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text (default), json, sarif or markdown")
  String format = "text";

  @Option(
      names = "--fail-on",
      paramLabel = "LEVEL",
      description = "error (default), warning or never")
  String failOn = "error";

  @Option(
      names = "--tools",
      paramLabel = "FILE",
      description = "a tool catalog for the catalog checks")
  String tools;

  @Mixin ExtractorOptions extraction = new ExtractorOptions();

  @Override
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    Optional<ReportRenderer> renderer = ReportRenderer.byFormat(format);
    if (renderer.isEmpty()) {
      err.println("error: --format must be one of " + String.join(", ", ReportRenderer.formats()));
      return ExitCode.USAGE.code();
    }
    if (!List.of("error", "warning", "never").contains(failOn)) {
      err.println("error: --fail-on must be error, warning or never");
      return ExitCode.USAGE.code();
    }
    if (!extraction.valid(err)) {
      return ExitCode.USAGE.code();
    }
    for (Path p : inputs) {
      if (!Files.exists(p)) {
        err.println("error: cannot read `" + p + "`: no such file or directory");
        return ExitCode.USAGE.code();
      }
    }
    Bundle bundle;
    ToolCatalog catalog;
    Path base;
    String bundleFile = null;
    Map<String, BundleReader.Locations> locations = Map.of();
    if (inputs.size() == 1 && isBundle(inputs.get(0))) {
      catalog = ToolCatalog.EMPTY;
      if (tools != null) {
        Optional<ToolCatalog> c = BundleFiles.catalog(tools, err);
        if (c.isEmpty()) {
          return ExitCode.USAGE.code();
        }
        catalog = c.get();
      }
      bundleFile = inputs.get(0).toString();
      BundleReader.Result r = BundleReader.read(inputs.get(0), bundleFile);
      if (r.bundle().isEmpty()) {
        new DiagnosticPrinter().print(r.diagnostics(), err);
        err.println(bundleFile + ": the bundle has errors; run `contextcov validate` for details");
        return ExitCode.USAGE.code();
      }
      bundle = r.bundle().get();
      locations = r.locations();
      base = inputs.get(0).toAbsolutePath().getParent();
    } else {
      Optional<Compilation> compiled = extraction.compile(inputs, tools, err);
      if (compiled.isEmpty()) {
        return ExitCode.USAGE.code();
      }
      Compilation c = compiled.get();
      if (c.documents().isEmpty()) {
        err.println(
            "error: no instruction file found in "
                + inputs
                + "; nothing to check (name a bundle, or a directory holding AGENTS.md, CLAUDE.md…)");
        return ExitCode.USAGE.code();
      }
      new DiagnosticPrinter()
          .print(c.diagnostics().stream().filter(Diagnostic::isError).toList(), err);
      if (c.bundle().isEmpty() || c.hasErrors()) {
        return ExitCode.FINDINGS.code();
      }
      bundle = c.bundle().get();
      catalog = bundle.tools();
      Path first = inputs.get(0).toAbsolutePath();
      base = Files.isDirectory(first) ? first : first.getParent();
    }
    Analyzer.Report report = Analyzer.analyze(bundle, catalog);
    Locator locator = new Locator(bundle, base, bundleFile, locations);
    List<Located> located = report.findings().stream().map(locator::locate).toList();
    String version = Main.Version.number();
    out.print(renderer.get().render(report, located, new ReportRenderer.Context(version, links())));
    boolean fail =
        switch (failOn) {
          case "never" -> false;
          case "warning" -> report.count(Severity.ERROR) + report.count(Severity.WARNING) > 0;
          default -> report.count(Severity.ERROR) > 0;
        };
    return fail ? ExitCode.FINDINGS.code() : ExitCode.OK.code();
  }

  private static boolean isBundle(Path p) throws IOException {
    if (!Files.isRegularFile(p)) {
      return false;
    }
    String name = p.getFileName().toString();
    if (!name.endsWith(".yaml") && !name.endsWith(".yml")) {
      return false;
    }
    String head = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
    return head.lines().anyMatch(l -> l.startsWith("contextcov:"));
  }

  /**
   * Where findings' {@code file:line} link to in a pull request: the commit's files on GitHub, read
   * from the variables GitHub Actions sets; null elsewhere.
   */
  private static String links() {
    Map<String, String> env = System.getenv();
    String server = env.get("GITHUB_SERVER_URL");
    String repo = env.get("GITHUB_REPOSITORY");
    String sha = env.get("GITHUB_SHA");
    if (server == null || repo == null || sha == null) {
      return null;
    }
    return server + "/" + repo + "/blob/" + sha + "/";
  }
}
