package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.diag.Severity;
import io.contextcov.diag.Span;
import io.contextcov.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The stable JSON schema of {@code check --format json}: {@code findings} (code, name, severity,
 * message, constraints, location {file, line, column}, related [{constraint, file, line, column}],
 * witness {action, args, session, call}, expected, may, help) and {@code summary} (errors,
 * warnings, infos, constraints, pairs_examined). Absent values are left out.
 */
public final class JsonReport implements ReportRenderer {
  @Override
  public String format() {
    return "json";
  }

  @Override
  public String render(Analyzer.Report report, List<Located> findings, Context context) {
    Map<String, Object> root = new LinkedHashMap<>();
    List<Object> list = new ArrayList<>();
    for (Located l : findings) {
      Finding f = l.finding();
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("code", f.code().id());
      m.put("name", f.name());
      m.put("severity", f.severity().label());
      m.put("message", f.message());
      m.put("constraints", f.constraints());
      m.put("location", location(l.span()));
      List<Object> related = new ArrayList<>();
      l.others()
          .forEach(
              (id, span) -> {
                Map<String, Object> r = new LinkedHashMap<>();
                r.put("constraint", id);
                r.putAll(location(span));
                related.add(r);
              });
      if (!related.isEmpty()) {
        m.put("related", related);
      }
      f.witness()
          .ifPresent(
              w -> {
                Map<String, Object> wm = new LinkedHashMap<>();
                wm.put("action", w.action());
                wm.put("args", new TreeMap<>(w.args()));
                if (!w.session().isEmpty()) {
                  wm.put("session", new TreeMap<>(w.session()));
                }
                wm.put("call", w.call());
                m.put("witness", wm);
              });
      f.expected().ifPresent(e -> m.put("expected", e));
      m.put("may", f.may());
      f.help().ifPresent(h -> m.put("help", h));
      list.add(m);
    }
    root.put("findings", list);
    Map<String, Object> summary = new LinkedHashMap<>();
    summary.put("errors", report.count(Severity.ERROR));
    summary.put("warnings", report.count(Severity.WARNING));
    summary.put("infos", report.count(Severity.INFO));
    summary.put("constraints", report.constraints());
    summary.put("pairs_examined", report.pairsExamined());
    root.put("summary", summary);
    return Json.write(root) + "\n";
  }

  static Map<String, Object> location(Span s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("file", s.file());
    m.put("line", s.line());
    m.put("column", s.column());
    return m;
  }
}
