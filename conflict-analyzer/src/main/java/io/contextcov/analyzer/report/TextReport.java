package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.DiagnosticPrinter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Findings as compiler diagnostics: location, source line with a caret, the witness and the other
 * rules' sources as notes, then the one-line tally.
 */
public final class TextReport implements ReportRenderer {
  @Override
  public String format() {
    return "text";
  }

  @Override
  public String render(Analyzer.Report report, List<Located> located, Context context) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    DiagnosticPrinter printer = new DiagnosticPrinter();
    for (Located l : located) {
      Finding f = l.finding();
      List<String> notes = new ArrayList<>();
      f.witness()
          .ifPresent(
              w ->
                  notes.add(
                      "witness: "
                          + w.call()
                          + f.expected().map(e -> " → " + e).orElse("")
                          + (f.may()
                              ? " (may: depends on conditions modelled approximately)"
                              : "")));
      l.others().forEach((id, span) -> notes.add("`" + id + "` comes from " + span));
      printer.print(
          new Diagnostic(f.severity(), f.code(), f.message(), l.span(), f.help()), out, notes);
    }
    out.println(Counts.of(report));
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
