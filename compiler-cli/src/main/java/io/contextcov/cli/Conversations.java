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
 * trial, messages|traj: […], values: {…}}}, or one such run.
 *
 * <p>Approval: a call is approved when the user's latest turn before it agrees anywhere in the
 * message ("If that's the only option, then yes, please go ahead"), and stays approved until the
 * user speaks again. A phrase of agreement does not count right after a negation ("not sure",
 * "don't go ahead").
 */
final class Conversations {
  /** Words and phrases of agreement, matched as whole words anywhere in the user's turn. */
  static final Pattern AGREE =
      Pattern.compile(
          "(?i)\\b(yes|yep|yeah|yup|confirm(ed|s)?|i confirm|sure|go ahead|go for it|ok(ay)?"
              + "|please do|proceed|sounds good|that works|do it|let'?s do (it|that)|i agree"
              + "|agreed|correct|absolutely|definitely|approved?|that'?s fine|fine with me)\\b");

  /** A negation just before an agreement word cancels it ("not sure", "don't proceed"). */
  private static final Pattern NEGATED =
      Pattern.compile("(?i)\\b(not|don'?t|do not|no|never|can'?t|won'?t)\\W+(\\w+\\W+)?$");

  private Conversations() {}

  /** Whether a user's message agrees to what the agent proposed. */
  static boolean agrees(String message) {
    java.util.regex.Matcher m = AGREE.matcher(message);
    while (m.find()) {
      String before = message.substring(Math.max(0, m.start() - 24), m.start());
      if (!NEGATED.matcher(before).find()) {
        return true;
      }
    }
    return false;
  }

  /** One event of a run, in order: a call to decide, a result to feed back, a user's turn. */
  sealed interface Event {}

  /**
   * @param approved whether the user's latest turn before the call agreed
   */
  record Call(String id, String name, Map<String, Object> args, boolean approved, String rawArgs)
      implements Event {}

  record Result(String callId, Object content) implements Event {}

  /** What the user said, in order, so {@code asked()} reads the latest turn. */
  record UserTurn(String text) implements Event {}

  /**
   * @param id unique in the file: the task id and, when the log has several trials, the trial
   * @param values host facts recorded with the run ({@code values}), put in its session
   */
  record Run(
      String id, String task, String trial, Map<String, Object> values, List<Event> events) {}

  /** The runs of a parsed JSON document, or empty when it is not a conversation. */
  @SuppressWarnings("unchecked")
  static Optional<List<Run>> read(Object doc) {
    List<Run> runs = new ArrayList<>();
    if (doc instanceof Map<?, ?> m && (m.containsKey("messages") || m.containsKey("traj"))) {
      runs.add(run((Map<String, Object>) m, 1));
    } else if (doc instanceof List<?> list && !list.isEmpty()) {
      if (list.stream().allMatch(o -> o instanceof Map<?, ?> x && x.containsKey("role"))) {
        runs.add(new Run("1", "", "", Map.of(), events((List<Object>) list)));
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
    String task = id == null ? String.valueOf(n) : text(id);
    String trial = m.containsKey("trial") ? text(m.get("trial")) : "";
    String name = trial.isEmpty() ? task : task + "#" + trial;
    Map<String, Object> values =
        m.get("values") instanceof Map<?, ?> v ? (Map<String, Object>) v : Map.of();
    return new Run(
        name,
        task,
        trial,
        values,
        messages instanceof List<?> l ? events((List<Object>) l) : List.of());
  }

  private static String text(Object o) {
    return o instanceof BigDecimal d ? d.toPlainString() : String.valueOf(o);
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
        String said = msg.get("content") instanceof String c ? c : "";
        saidYes = agrees(said);
        out.add(new UserTurn(said));
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
