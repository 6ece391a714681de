package io.contextcov.runtime.audit;

import io.contextcov.json.Json;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One decision as the audit trail keeps it. Arguments are kept only as a digest, so secrets in
 * arguments do not end up in the log.
 *
 * @param constraints the deciding constraints as {@code id@file:line}
 * @param latencyNanos how long the decision took
 */
public record AuditRecord(
    Instant time,
    String session,
    String action,
    String argsSha256,
    String verdict,
    List<String> constraints,
    long latencyNanos) {
  public AuditRecord {
    constraints = List.copyOf(constraints);
  }

  /** The record as one line of JSON, without the newline. */
  public String toJsonLine() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("time", time.toString());
    m.put("session", session);
    m.put("action", action);
    m.put("args_sha256", argsSha256);
    m.put("verdict", verdict);
    m.put("constraints", constraints);
    m.put("latency_us", latencyNanos / 1000);
    return Json.write(m);
  }
}
