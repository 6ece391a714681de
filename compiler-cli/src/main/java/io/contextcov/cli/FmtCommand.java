package io.contextcov.cli;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.diag.DiagnosticPrinter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

  @Override
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    int exit = ExitCode.OK.code();
    for (String file : bundles) {
      if (!BundleFiles.readable(file, err)) {
        exit = ExitCode.USAGE.code();
        continue;
      }
      BundleReader.Result r = BundleReader.read(Path.of(file), file);
      if (r.bundle().isEmpty()) {
        new DiagnosticPrinter().print(r.diagnostics(), err);
        err.println(file + ": not formatted, the bundle has errors");
        exit = ExitCode.USAGE.code();
        continue;
      }
      Bundle bundle = r.bundle().get();
      String canonical = BundleWriter.write(bundle);
      String current = Files.readString(Path.of(file), StandardCharsets.UTF_8);
      if (canonical.equals(current)) {
        out.println(file + ": canonical");
      } else if (check) {
        err.println(file + ": not in canonical form; run `contextcov fmt " + file + "`");
        exit = Math.max(exit, ExitCode.FINDINGS.code());
      } else {
        BundleFiles.writeAtomically(Path.of(file), canonical);
        out.println(file + ": formatted");
      }
    }
    return exit;
  }
}
