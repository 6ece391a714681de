package io.contextcov.cli;

import io.contextcov.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A recorded trace of tool calls, read from JSON lines. Each line is one call:
 *
 * <pre>{"session": "s1", "action": "query_database", "args": {…}, "result": …,
 *  "values": {…}, "expect": "DENY"}</pre>
 *
 * Only {@code action} is required. {@code session} groups calls (default {@code default}); {@code
 * values} are set on the session before the call; {@code result} is fed back after an allowed call;
 * {@code expect} is the verdict {@code --expect} checks. A line {@code {"user": "…"}} (with an
 * optional {@code session}) records what the user said: their words are trusted, so a command they
 * typed is never taken for one that came from a fetched page. {@code approve} (true or false) is a
 * person's answer to a call that needs confirmation: approved, it runs and counts like an allowed
 * call.
 */
record Trace(List<Step> steps) {

  /** One call of the trace. */
  record Step(
      int line,
      String session,
      String action,
      Map<String, Object> args,
      Map<String, Object> values,
      boolean hasResult,
      Object result,
      Optional<String> expect,
      Optional<String> user,
      Optional<Boolean> approve) {}

  /** A line that is not a valid step. */
  record Problem(int line, String message) {}

  @SuppressWarnings("unchecked")
  static Object parse(String text, List<Problem> problems) {
    List<Step> steps = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i].strip();
      if (l.isEmpty() || l.startsWith("#")) {
        continue;
      }
      Object v;
      try {
        v = Json.parse(l);
      } catch (Json.ParseException e) {
        problems.add(
            new Problem(
                i + 1, "not valid JSON: " + e.getMessage() + " (column " + e.column() + ")"));
        continue;
      }
      if (v instanceof Map<?, ?> um
          && !um.containsKey("action")
          && um.get("user") instanceof String said) {
        steps.add(
            new Step(
                i + 1,
                um.get("session") instanceof String s ? s : "default",
                null,
                Map.of(),
                Map.of(),
                false,
                null,
                Optional.empty(),
                Optional.of(said),
                Optional.empty()));
        continue;
      }
      if (!(v instanceof Map<?, ?> m) || !(m.get("action") instanceof String action)) {
        problems.add(
            new Problem(
                i + 1,
                "a trace line is an object with an `action`, or a user's turn `{\"user\": \"…\"}`"));
        continue;
      }
      Object args = m.get("args");
      Object values = m.get("values");
      Object expect = m.get("expect");
      Object approve = m.get("approve");
      if (approve != null && !(approve instanceof Boolean)) {
        problems.add(new Problem(i + 1, "`approve` is true or false"));
        continue;
      }
      if ((args != null && !(args instanceof Map))
          || (values != null && !(values instanceof Map))
          || (expect != null
              && !(expect instanceof String e
                  && List.of("ALLOW", "DENY", "CONFIRM").contains(e)))) {
        problems.add(
            new Problem(
                i + 1,
                "`args` and `values` must be objects and `expect` one of ALLOW, DENY, CONFIRM"));
        continue;
      }
      steps.add(
          new Step(
              i + 1,
              m.get("session") instanceof String s ? s : "default",
              action,
              args == null ? Map.of() : (Map<String, Object>) args,
              values == null ? Map.of() : (Map<String, Object>) values,
              m.containsKey("result"),
              m.get("result"),
              Optional.ofNullable((String) expect),
              Optional.empty(),
              Optional.ofNullable((Boolean) approve)));
    }
    return new Trace(steps);
  }
}
