package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.diag.Severity;
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
          .append(" | `")
          .append(l.span())
          .append("` | ")
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
          .append(" at `")
          .append(l.span())
          .append("`\n\n");
      out.append(f.message()).append("\n\n");
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
                  out.append("- also `").append(id).append("` at `").append(span).append("`\n"));
      f.help().ifPresent(h -> out.append("- help: ").append(h).append('\n'));
      out.append('\n');
    }
    out.append("</details>\n");
    return out.toString();
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
