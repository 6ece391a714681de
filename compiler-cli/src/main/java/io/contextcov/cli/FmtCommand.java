package io.contextcov.cli;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov fmt BUNDLE… [--check]}: canonical form and a fresh digest. */
@Command(
    name = "fmt",
    mixinStandardHelpOptions = true,
    description = {
      "Rewrites bundles in canonical form (fixed key order, constraints sorted by id, canonical"
          + " conditions) and recomputes the digest.",
      "Exit codes: 0 formatted (or already canonical), 1 with --check when a file is not"
          + " canonical, 2 unreadable or invalid input."
    })
final class FmtCommand implements Callable<Integer> {
  @Parameters(paramLabel = "BUNDLE", arity = "1..*", description = "bundle files")
  List<String> bundles;

  @Option(names = "--check", description = "only report files that are not canonical")
  boolean check;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text (default) or json: one line per file {file, status, diagnostics}")
  String format = "text";

  private void report(PrintStream out, String file, String status, List<Diagnostic> problems) {
    if (format.equals("json")) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("file", file);
      m.put("status", status);
      m.put("diagnostics", problems.stream().map(Diagnostic::toMap).toList());
      out.println(Json.write(m));
    } else if (status.equals("canonical") || status.equals("formatted")) {
      out.println(file + ": " + status);
    }
  }

  @Override
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    int exit = ExitCode.OK.code();
    if (!format.equals("text") && !format.equals("json")) {
      err.println("error: --format must be text or json");
      return ExitCode.USAGE.code();
    }
    for (String file : bundles) {
      if (!BundleFiles.readable(file, err)) {
        report(out, file, "unreadable", List.of());
        exit = ExitCode.USAGE.code();
        continue;
      }
      BundleReader.Result r = BundleReader.read(Path.of(file), file);
      if (r.bundle().isEmpty()) {
        new DiagnosticPrinter().print(r.diagnostics(), err);
        err.println(file + ": not formatted, the bundle has errors");
        report(out, file, "invalid", r.diagnostics());
        exit = ExitCode.USAGE.code();
        continue;
      }
      Bundle bundle = r.bundle().get();
      String canonical = BundleWriter.write(bundle);
      String current = Files.readString(Path.of(file), StandardCharsets.UTF_8);
      if (canonical.equals(current)) {
        report(out, file, "canonical", List.of());
      } else if (check) {
        err.println(file + ": not in canonical form; run `contextcov fmt " + file + "`");
        report(out, file, "not-canonical", List.of());
        exit = Math.max(exit, ExitCode.FINDINGS.code());
      } else {
        BundleFiles.writeAtomically(Path.of(file), canonical);
        report(out, file, "formatted", List.of());
      }
    }
    return exit;
  }
}
