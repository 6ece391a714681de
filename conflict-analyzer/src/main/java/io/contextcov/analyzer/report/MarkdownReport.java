package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.diag.Severity;
import io.contextcov.diag.Span;
import java.util.List;

/** A pull-request comment: counts, a table of findings, details folded. */
public final class MarkdownReport implements ReportRenderer {
  @Override
  public String format() {
    return "markdown";
  }

  @Override
  public String render(Analyzer.Report report, List<Located> findings, Context context) {
    StringBuilder out = new StringBuilder();
    out.append("### contextcov check\n\n");
    String counts = Counts.of(report);
    int comma = counts.indexOf(',');
    out.append("**").append(counts, 0, comma).append("**").append(counts.substring(comma));
    out.append(".\n\n");
    if (findings.isEmpty()) {
      out.append("No conflicts found.\n");
      return out.toString();
    }
    out.append("| | code | where | finding |\n|---|---|---|---|\n");
    for (Located l : findings) {
      Finding f = l.finding();
      out.append("| ")
          .append(icon(f.severity()))
          .append(" | ")
          .append(f.code().id())
          .append(' ')
          .append(f.name())
          .append(" | ")
          .append(where(l.span(), context))
          .append(" | ")
          .append(cell(f.message()))
          .append(" |\n");
    }
    out.append("\n<details><summary>Details</summary>\n\n");
    for (Located l : findings) {
      Finding f = l.finding();
      out.append("#### ")
          .append(f.code().id())
          .append(' ')
          .append(f.name())
          .append(" at ")
          .append(where(l.span(), context))
          .append("\n\n");
      out.append(f.message()).append("\n\n");
      l.sentences()
          .forEach(
              (id, text) ->
                  out.append("> `")
                      .append(id)
                      .append("`: ")
                      .append(text.replace('\n', ' '))
                      .append("\n>\n"));
      if (!l.sentences().isEmpty()) {
        out.setLength(out.length() - 2);
        out.append('\n');
      }
      f.witness()
          .ifPresent(
              w ->
                  out.append("- witness: `")
                      .append(w.call())
                      .append("`")
                      .append(f.expected().map(e -> " → " + e).orElse(""))
                      .append(f.may() ? " (may)" : "")
                      .append('\n'));
      l.others()
          .forEach(
              (id, span) ->
                  out.append("- also `")
                      .append(id)
                      .append("` at ")
                      .append(where(span, context))
                      .append('\n'));
      f.help().ifPresent(h -> out.append("- help: ").append(h).append('\n'));
      out.append('\n');
    }
    out.append("</details>\n");
    return out.toString();
  }

  /** {@code `file:line:col`}, linked to the line when the context knows where sources live. */
  private static String where(Span span, Context context) {
    String shown = "`" + span + "`";
    if (context.sourceLinks() == null || span.line() < 1) {
      return shown;
    }
    return "[" + shown + "](" + context.sourceLinks() + span.file() + "#L" + span.line() + ")";
  }

  private static String icon(Severity s) {
    return switch (s) {
      case ERROR -> "❌";
      case WARNING -> "⚠️";
      case INFO -> "ℹ️";
    };
  }

  private static String cell(String s) {
    return s.replace("|", "\\|").replace("\n", " ");
  }
}
