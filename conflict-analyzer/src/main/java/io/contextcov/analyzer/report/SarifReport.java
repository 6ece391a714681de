package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.checks.Check;
import io.contextcov.diag.Code;
import io.contextcov.diag.Severity;
import io.contextcov.diag.Span;
import io.contextcov.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * SARIF 2.1.0: one run, the checks as rules, each finding a result located at the instruction-file
 * line its rule came from (so code scanning annotates the pull request), the other rules involved
 * as related locations and the witness in the result's properties.
 */
public final class SarifReport implements ReportRenderer {
  private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  @Override
  public String format() {
    return "sarif";
  }

  @Override
  public String render(Analyzer.Report report, List<Located> findings, Context context) {
    String version = context.version();
    Map<String, Object> driver = new LinkedHashMap<>();
    driver.put("name", "contextcov");
    driver.put("version", version);
    driver.put("informationUri", HOME);
    Map<String, Map<String, Object>> rules = new TreeMap<>();
    for (Check c : Analyzer.CHECKS) {
      rules.put(c.code().id(), rule(c.code()));
    }
    for (Located l : findings) {
      Code c = l.finding().code();
      rules.putIfAbsent(c.id(), rule(c));
    }
    List<String> ruleIds = new ArrayList<>(rules.keySet());
    driver.put("rules", new ArrayList<>(rules.values()));
    List<Object> results = new ArrayList<>();
    for (Located l : findings) {
      Finding f = l.finding();
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("ruleId", f.code().id());
      r.put("ruleIndex", ruleIds.indexOf(f.code().id()));
      r.put("level", level(f.severity()));
      r.put(
          "message",
          Map.of("text", f.message() + f.witness().map(w -> "; witness: " + w.call()).orElse("")));
      r.put("locations", List.of(location(l.span(), null)));
      List<Object> related = new ArrayList<>();
      int id = 1;
      for (Map.Entry<String, Span> e : l.others().entrySet()) {
        related.add(
            location(
                e.getValue(),
                Map.of("id", id++, "message", Map.of("text", "`" + e.getKey() + "`"))));
      }
      if (!related.isEmpty()) {
        r.put("relatedLocations", related);
      }
      Map<String, Object> props = new LinkedHashMap<>();
      props.put("constraints", f.constraints());
      f.witness().ifPresent(w -> props.put("witness", w.call()));
      f.expected().ifPresent(e -> props.put("expectedVerdict", e));
      props.put("may", f.may());
      r.put("properties", props);
      results.add(r);
    }
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("tool", Map.of("driver", driver));
    run.put("results", results);
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("$schema", SCHEMA);
    root.put("version", "2.1.0");
    root.put("runs", List.of(run));
    return Json.write(root) + "\n";
  }

  /** The project's home, where the code pages live under {@code docs/codes/}. */
  static final String HOME = "https://github.com/contextcov/contextcov";

  private static Map<String, Object> rule(Code code) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", code.id());
    m.put("name", code.label());
    m.put("shortDescription", Map.of("text", code.summary()));
    m.put("defaultConfiguration", Map.of("level", level(code.severity())));
    // the code's page, as `contextcov explain CODE` prints it
    m.put("helpUri", HOME + "/blob/main/" + code.docsPath());
    m.put("help", Map.of("text", "What it means and what to do: contextcov explain " + code.id()));
    return m;
  }

  private static String level(Severity s) {
    return switch (s) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case INFO -> "note";
    };
  }

  private static Map<String, Object> location(Span s, Map<String, Object> extra) {
    Map<String, Object> region = new LinkedHashMap<>();
    region.put("startLine", s.line());
    region.put("startColumn", s.column());
    Map<String, Object> physical = new LinkedHashMap<>();
    physical.put("artifactLocation", Map.of("uri", s.file().replace('\\', '/')));
    physical.put("region", region);
    Map<String, Object> m = new LinkedHashMap<>();
    if (extra != null) {
      m.putAll(extra);
    }
    m.put("physicalLocation", physical);
    return m;
  }
}
