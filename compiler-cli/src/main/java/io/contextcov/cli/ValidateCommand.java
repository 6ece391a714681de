package io.contextcov.cli;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.json.Json;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov validate BUNDLE [--tools FILE]}: located diagnostics for a bundle. */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Checks a bundle: structure, conditions, regexes, the type check against the tool catalog,"
          + " the digest and the constraints' examples.",
      "Exit codes: 0 valid, 1 invalid, 2 usage or unreadable input."
    })
final class ValidateCommand implements Callable<Integer> {
  @Parameters(paramLabel = "BUNDLE", description = "the bundle file (contextcov.bundle.yaml)")
  String bundle;

  @Option(
      names = "--tools",
      paramLabel = "FILE",
      description =
          "a tool catalog: OpenAI functions, an MCP tools/list result or bundle `tools:` YAML")
  String tools;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description =
          "text (default) or json: {file, valid, constraints, diagnostics: [{file, line,"
              + " column, severity, code, message, help}]} on stdout")
  String format = "text";

  @Override
  public Integer call() {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!format.equals("text") && !format.equals("json")) {
      err.println("error: --format must be text or json");
      return ExitCode.USAGE.code();
    }
    ToolCatalog extra = ToolCatalog.EMPTY;
    if (tools != null) {
      Optional<ToolCatalog> catalog = BundleFiles.catalog(tools, err);
      if (catalog.isEmpty()) {
        return ExitCode.USAGE.code();
      }
      extra = catalog.get();
    }
    if (!BundleFiles.readable(bundle, err)) {
      return ExitCode.USAGE.code();
    }
    BundleFiles.Checked checked = BundleFiles.check(bundle, extra);
    if (format.equals("json")) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("file", bundle);
      m.put("valid", !checked.hasErrors());
      m.put("constraints", checked.bundle().map(b -> b.constraints().size()).orElse(0));
      m.put("diagnostics", checked.diagnostics().stream().map(Diagnostic::toMap).toList());
      out.println(Json.write(m));
      return checked.hasErrors() ? ExitCode.FINDINGS.code() : ExitCode.OK.code();
    }
    new DiagnosticPrinter().print(checked.diagnostics(), err);
    if (checked.hasErrors()) {
      err.println(bundle + ": invalid (" + BundleFiles.countText(checked.diagnostics()) + ")");
      return ExitCode.FINDINGS.code();
    }
    int n = checked.bundle().orElseThrow().constraints().size();
    out.println(
        bundle
            + ": valid, "
            + BundleFiles.plural(n, "constraint")
            + (checked.diagnostics().isEmpty()
                ? ""
                : " (" + BundleFiles.countText(checked.diagnostics()) + ")"));
    return ExitCode.OK.code();
  }
}
