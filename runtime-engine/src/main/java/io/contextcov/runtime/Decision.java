package io.contextcov.runtime;

import io.contextcov.bundle.Verdict;
import io.contextcov.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The engine's answer for one call: the verdict and the constraints behind it.
 *
 * @param violations the constraints that decided a DENY or CONFIRM, highest priority first
 * @param warnings violations of {@code warn} constraints: reported, never blocking
 * @param overridden constraints that applied but lost to a higher-priority (or stricter) one
 * @param confirmed true when a CONFIRM was approved through the approval gateway
 * @param decidedBy the enforcing constraints that gave the verdict — for an ALLOW, the {@code
 *     allow} constraints that applied (empty when nothing applied and the call is allowed only
 *     because no rule is about it)
 */
public record Decision(
    Verdict verdict,
    List<Violation> violations,
    List<Violation> warnings,
    List<String> overridden,
    boolean confirmed,
    List<String> decidedBy) {

  public Decision {
    Objects.requireNonNull(verdict, "verdict");
    violations = List.copyOf(violations);
    warnings = List.copyOf(warnings);
    overridden = List.copyOf(overridden);
    decidedBy = List.copyOf(decidedBy);
  }

  /** A decision whose deciding constraints are those of its violations. */
  public Decision(
      Verdict verdict,
      List<Violation> violations,
      List<Violation> warnings,
      List<String> overridden,
      boolean confirmed) {
    this(
        verdict,
        violations,
        warnings,
        overridden,
        confirmed,
        violations.stream().map(Violation::constraint).distinct().toList());
  }

  /** Whether some enforcing rule applied to the call (an allow, a deny, a confirm…). */
  public boolean anyRuleApplied() {
    return !decidedBy.isEmpty() || !violations.isEmpty();
  }

  public boolean allowed() {
    return verdict == Verdict.ALLOW;
  }

  /** The error the model should see instead of the tool's result; {@code {}} when allowed. */
  public String toToolError() {
    if (violations.isEmpty()) {
      return "{}";
    }
    Violation first = violations.get(0);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("error_code", first.code());
    m.put("constraint", first.constraint());
    m.put("message", first.message());
    first.help().ifPresent(h -> m.put("help", h));
    m.put("source", first.source());
    m.put("retryable", first.retryable());
    if (violations.size() > 1) {
      List<Object> others = new ArrayList<>();
      for (Violation v : violations.subList(1, violations.size())) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("constraint", v.constraint());
        o.put("message", v.message());
        o.put("source", v.source());
        others.add(o);
      }
      m.put("also", others);
    }
    return Json.write(m);
  }

  /** The whole decision as a JSON-ready map (what {@code contextcov decide} prints). */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("verdict", verdict.name());
    m.put("violations", violations.stream().map(Decision::violation).toList());
    if (!warnings.isEmpty()) {
      m.put("warnings", warnings.stream().map(Decision::violation).toList());
    }
    if (!overridden.isEmpty()) {
      m.put("overridden", overridden);
    }
    if (confirmed) {
      m.put("confirmed", true);
    }
    return m;
  }

  private static Map<String, Object> violation(Violation v) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("constraint", v.constraint());
    m.put("kind", v.kind().text());
    m.put("code", v.code());
    m.put("message", v.message());
    v.help().ifPresent(h -> m.put("help", h));
    m.put("source", v.source());
    m.put("priority", v.priority());
    m.put("retryable", v.retryable());
    return m;
  }
}
