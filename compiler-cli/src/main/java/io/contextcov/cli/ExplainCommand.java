package io.contextcov.cli;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.Constraint;
import io.contextcov.condition.NearMiss;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.yaml.CanonicalYaml;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code contextcov explain BUNDLE ID}: one constraint, where it came from and what it does. */
@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    description = {
      "Shows one constraint: the statement it came from, its kind and conditions.",
      "Exit codes: 0 shown, 2 unknown id or unreadable bundle."
    })
final class ExplainCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "BUNDLE")
  String bundle;

  @Parameters(index = "1", paramLabel = "ID")
  String id;

  @Override
  public Integer call() {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!BundleFiles.readable(bundle, err)) {
      return ExitCode.USAGE.code();
    }
    BundleReader.Result r = BundleReader.read(Path.of(bundle), bundle);
    if (r.bundle().isEmpty()) {
      new DiagnosticPrinter().print(r.diagnostics(), err);
      return ExitCode.USAGE.code();
    }
    Optional<Constraint> c = r.bundle().get().constraint(id);
    if (c.isEmpty()) {
      String near =
          NearMiss.of(id, r.bundle().get().constraints().stream().map(Constraint::id).toList());
      err.println(
          "error: no constraint `"
              + id
              + "` in "
              + bundle
              + (near != null ? "\n  = help: did you mean `" + near + "`?" : ""));
      return ExitCode.USAGE.code();
    }
    Constraint k = c.get();
    k.source()
        .ifPresent(
            s -> {
              out.println(
                  s.location()
                      + (s.section().isEmpty()
                          ? ""
                          : " (" + String.join(" > ", s.section()) + ")"));
              if (!s.text().isBlank()) {
                out.println("  \"" + s.text() + "\"");
              }
              out.println("  produced by " + s.by());
            });
    out.print(CanonicalYaml.write(Map.of("constraint", BundleWriter.constraint(k))));
    return ExitCode.OK.code();
  }
}
