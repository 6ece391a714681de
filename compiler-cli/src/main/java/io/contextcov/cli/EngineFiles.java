package io.contextcov.cli;

import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.json.Json;
import io.contextcov.runtime.BundleLoadException;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.runtime.audit.JsonLinesAuditSink;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/** Loading an engine and JSON inputs named on the command line, with located errors. */
final class EngineFiles {
  private EngineFiles() {}

  static Optional<Engine> load(String bundle, boolean verifyDigest, PrintStream err) {
    return load(bundle, verifyDigest, null, err);
  }

  /** As {@link #load(String, boolean, PrintStream)}, recording every decision in {@code audit}. */
  static Optional<Engine> load(String bundle, boolean verifyDigest, String audit, PrintStream err) {
    return load(bundle, verifyDigest, audit, null, err);
  }

  /** As above, with the engine's clock ({@code null}: the system's). */
  static Optional<Engine> load(
      String bundle, boolean verifyDigest, String audit, Clock clock, PrintStream err) {
    if (!BundleFiles.readable(bundle, err)) {
      return Optional.empty();
    }
    EngineOptions options = EngineOptions.DEFAULTS.withVerifyDigest(verifyDigest);
    if (clock != null) {
      options = options.withClock(clock);
    }
    if (audit != null) {
      try {
        options = options.withAudit(new JsonLinesAuditSink(Path.of(audit)));
      } catch (IOException e) {
        err.println("error: cannot open the audit log " + audit + ": " + e.getMessage());
        return Optional.empty();
      }
    }
    try {
      return Optional.of(Engine.load(Path.of(bundle), options));
    } catch (BundleLoadException e) {
      new DiagnosticPrinter().print(e.diagnostics(), err);
      return Optional.empty();
    }
  }

  /** Parses JSON given on the command line; prints where it is malformed. */
  static Optional<Object> json(String text, String what, PrintStream err) {
    try {
      return Optional.of(Json.parse(text));
    } catch (Json.ParseException e) {
      err.println(
          "error: "
              + what
              + " is not valid JSON: "
              + e.getMessage()
              + " (line "
              + e.line()
              + ", column "
              + e.column()
              + ")");
      return Optional.empty();
    }
  }
}
