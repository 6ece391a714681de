package io.contextcov.cli;

import io.contextcov.json.Json;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Recorded conversations in the OpenAI chat-messages format: a JSON array of messages (assistant
 * messages carry {@code tool_calls} whose {@code function.arguments} is a JSON string; {@code role:
 * tool} messages carry results by {@code tool_call_id}), or an array of runs {@code {id|task_id,
 * messages|traj: […]}}, or one such run.
 */
final class Conversations {
  private static final Pattern YES =
      Pattern.compile(
          "(?i)^\\s*(yes|y|yep|yeah|confirm(ed)?|sure|go ahead|ok(ay)?|please do|proceed)\\b");

  private Conversations() {}

  /** One event of a run, in order: a call to decide, or a result to feed back. */
  sealed interface Event {}

  /**
   * @param approved whether the user's last message before the call said yes
   */
  record Call(String id, String name, Map<String, Object> args, boolean approved, String rawArgs)
      implements Event {}

  record Result(String callId, Object content) implements Event {}

  record Run(String id, List<Event> events) {}

  /** The runs of a parsed JSON document, or empty when it is not a conversation. */
  @SuppressWarnings("unchecked")
  static Optional<List<Run>> read(Object doc) {
    List<Run> runs = new ArrayList<>();
    if (doc instanceof Map<?, ?> m && (m.containsKey("messages") || m.containsKey("traj"))) {
      runs.add(run((Map<String, Object>) m, 1));
    } else if (doc instanceof List<?> list && !list.isEmpty()) {
      if (list.stream().allMatch(o -> o instanceof Map<?, ?> x && x.containsKey("role"))) {
        runs.add(new Run("1", events((List<Object>) list)));
      } else if (list.stream()
          .allMatch(
              o ->
                  o instanceof Map<?, ?> x
                      && (x.containsKey("messages") || x.containsKey("traj")))) {
        int n = 0;
        for (Object o : list) {
          runs.add(run((Map<String, Object>) o, ++n));
        }
      } else {
        return Optional.empty();
      }
    } else {
      return Optional.empty();
    }
    return Optional.of(runs);
  }

  @SuppressWarnings("unchecked")
  private static Run run(Map<String, Object> m, int n) {
    Object id = m.containsKey("id") ? m.get("id") : m.get("task_id");
    Object messages = m.containsKey("messages") ? m.get("messages") : m.get("traj");
    String name =
        id == null
            ? String.valueOf(n)
            : (id instanceof BigDecimal d ? d.toPlainString() : id.toString());
    return new Run(name, messages instanceof List<?> l ? events((List<Object>) l) : List.of());
  }

  @SuppressWarnings("unchecked")
  private static List<Event> events(List<Object> messages) {
    List<Event> out = new ArrayList<>();
    boolean saidYes = false;
    int generated = 0;
    for (Object o : messages) {
      if (!(o instanceof Map<?, ?> raw)) {
        continue;
      }
      Map<String, Object> msg = (Map<String, Object>) raw;
      Object role = msg.get("role");
      if ("user".equals(role)) {
        saidYes = msg.get("content") instanceof String c && YES.matcher(c).find();
      } else if ("assistant".equals(role) && msg.get("tool_calls") instanceof List<?> calls) {
        for (Object c : calls) {
          if (!(c instanceof Map<?, ?> call) || !(call.get("function") instanceof Map<?, ?> fn)) {
            continue;
          }
          String id = call.get("id") instanceof String s ? s : "call-" + (++generated);
          String name = String.valueOf(fn.get("name"));
          Object arguments = fn.get("arguments");
          Map<String, Object> args = Map.of();
          String rawArgs = null;
          if (arguments instanceof String s) {
            rawArgs = s;
            try {
              if (Json.parse(s.isBlank() ? "{}" : s) instanceof Map<?, ?> parsed) {
                args = (Map<String, Object>) parsed;
              }
            } catch (Json.ParseException e) {
              args = Map.of("_raw", s);
            }
          } else if (arguments instanceof Map<?, ?> parsed) {
            args = (Map<String, Object>) parsed;
          }
          out.add(new Call(id, name, args, saidYes, rawArgs));
        }
        saidYes = false;
      } else if ("tool".equals(role)) {
        Object content = msg.get("content");
        if (content instanceof String s
            && (s.strip().startsWith("{") || s.strip().startsWith("["))) {
          try {
            content = Json.parse(s);
          } catch (Json.ParseException e) {
            // plain text result
          }
        }
        out.add(new Result(String.valueOf(msg.get("tool_call_id")), content));
      }
    }
    return out;
  }
}
