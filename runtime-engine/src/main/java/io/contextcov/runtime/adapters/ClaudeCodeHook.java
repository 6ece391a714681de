package io.contextcov.runtime.adapters;

import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.ToolCall;
import io.contextcov.runtime.Violation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Claude Code hook payloads ({@code tool_name}, {@code tool_input}, {@code cwd}) as standard calls:
 * {@code Bash} → {@code shell.exec}, {@code Read}/{@code Grep}/{@code Glob}/{@code LS} → {@code
 * file.read}, {@code Write}/{@code Edit}/{@code MultiEdit}/{@code NotebookEdit} → {@code
 * file.write}, {@code WebFetch} → {@code net.fetch}, the {@code Stop} event → {@code task.finish}.
 * Other tools keep their name and input.
 */
public final class ClaudeCodeHook {
  private ClaudeCodeHook() {}

  @SuppressWarnings("unchecked")
  public static ToolCall toCall(Map<String, Object> payload) {
    Object event = payload.get("hook_event_name");
    Object cwd = payload.get("cwd");
    if ("Stop".equals(event) || "SubagentStop".equals(event)) {
      Map<String, Object> args = new LinkedHashMap<>();
      putIfPresent(args, "cwd", cwd);
      return new ToolCall("task.finish", args);
    }
    String tool = String.valueOf(payload.getOrDefault("tool_name", ""));
    Map<String, Object> input =
        payload.get("tool_input") instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    Map<String, Object> args = new LinkedHashMap<>();
    String action;
    switch (tool) {
      case "Bash" -> {
        action = "shell.exec";
        putIfPresent(args, "command", input.get("command"));
      }
      case "Read" -> {
        action = "file.read";
        putIfPresent(args, "path", input.get("file_path"));
      }
      case "Grep", "Glob", "LS" -> {
        action = "file.read";
        putIfPresent(args, "path", input.containsKey("path") ? input.get("path") : cwd);
        putIfPresent(args, "pattern", input.get("pattern"));
      }
      case "Write" -> {
        action = "file.write";
        putIfPresent(args, "path", input.get("file_path"));
        putIfPresent(args, "content", input.get("content"));
      }
      case "Edit" -> {
        action = "file.write";
        putIfPresent(args, "path", input.get("file_path"));
        putIfPresent(args, "content", input.get("new_string"));
      }
      case "MultiEdit" -> {
        action = "file.write";
        putIfPresent(args, "path", input.get("file_path"));
        List<String> parts = new ArrayList<>();
        if (input.get("edits") instanceof List<?> edits) {
          for (Object e : edits) {
            if (e instanceof Map<?, ?> em && em.get("new_string") instanceof String s) {
              parts.add(s);
            }
          }
        }
        args.put("content", String.join("\n", parts));
      }
      case "NotebookEdit" -> {
        action = "file.write";
        putIfPresent(args, "path", input.get("notebook_path"));
        putIfPresent(args, "content", input.get("new_source"));
      }
      case "WebFetch" -> {
        action = "net.fetch";
        putIfPresent(args, "url", input.get("url"));
        args.put("method", "GET");
      }
      default -> {
        action = tool;
        args.putAll(input);
      }
    }
    if (!args.containsKey("cwd")) {
      putIfPresent(args, "cwd", cwd);
    }
    return new ToolCall(action, args);
  }

  /**
   * The hook's answer as Claude Code reads it: a {@code PreToolUse} permission decision ({@code
   * allow}, {@code deny} or {@code ask}) with the reason shown to the model or the user.
   */
  public static Map<String, Object> response(Decision d) {
    Map<String, Object> inner = new LinkedHashMap<>();
    inner.put("hookEventName", "PreToolUse");
    inner.put(
        "permissionDecision",
        d.verdict() == Verdict.ALLOW ? "allow" : d.verdict() == Verdict.DENY ? "deny" : "ask");
    if (!d.violations().isEmpty()) {
      inner.put(
          "permissionDecisionReason",
          String.join("; ", d.violations().stream().map(Violation::reason).toList()));
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("hookSpecificOutput", inner);
    return out;
  }

  /**
   * A PostToolUse payload's {@code tool_response} as a result conditions read: the response's own
   * fields (a Bash response has {@code stdout}, {@code stderr}, {@code interrupted}), with {@code
   * exit_code} from the response when it has one, 0 when the event reports success without one is
   * not assumed, and 1 for a PostToolUseFailure or an interrupted command.
   */
  @SuppressWarnings("unchecked")
  public static Object result(Map<String, Object> payload, boolean failed) {
    Object response = payload.get("tool_response");
    Map<String, Object> out = new LinkedHashMap<>();
    if (response instanceof Map<?, ?> m) {
      out.putAll((Map<String, Object>) m);
    } else if (response != null) {
      out.put("output", response);
    }
    for (String key : List.of("exit_code", "exitCode", "returncode", "return_code")) {
      if (out.get(key) instanceof Number n) {
        out.put("exit_code", n);
        break;
      }
    }
    if (failed || Boolean.TRUE.equals(out.get("interrupted"))) {
      out.putIfAbsent("exit_code", 1);
      if (payload.get("error") != null) {
        out.putIfAbsent("error", payload.get("error"));
      }
    }
    return out;
  }

  private static void putIfPresent(Map<String, Object> args, String key, Object value) {
    if (value != null) {
      args.put(key, value);
    }
  }
}
