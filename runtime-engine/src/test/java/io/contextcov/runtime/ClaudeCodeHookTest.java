package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.BundleReader;
import io.contextcov.json.Json;
import io.contextcov.runtime.adapters.ClaudeCodeHook;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClaudeCodeHookTest {
  @SuppressWarnings("unchecked")
  private static ToolCall call(String json) throws Exception {
    return ClaudeCodeHook.toCall((Map<String, Object>) Json.parse(json));
  }

  @Test
  void payloadsMapOntoTheStandardVocabulary() throws Exception {
    assertThat(
            call(
                "{\"hook_event_name\":\"PreToolUse\",\"cwd\":\"/repo\",\"tool_name\":\"Bash\","
                    + "\"tool_input\":{\"command\":\"git push -f\"}}"))
        .isEqualTo(new ToolCall("shell.exec", Map.of("command", "git push -f", "cwd", "/repo")));
    assertThat(
            call(
                "{\"tool_name\":\"Edit\",\"tool_input\":{\"file_path\":\"/repo/a.ts\","
                    + "\"old_string\":\"x\",\"new_string\":\"y\"}}"))
        .isEqualTo(new ToolCall("file.write", Map.of("path", "/repo/a.ts", "content", "y")));
    assertThat(
            call("{\"tool_name\":\"MultiEdit\",\"tool_input\":{\"file_path\":\"b\","
                    + "\"edits\":[{\"new_string\":\"1\"},{\"new_string\":\"2\"}]}}")
                .args())
        .containsEntry("content", "1\n2");
    assertThat(call("{\"tool_name\":\"Read\",\"tool_input\":{\"file_path\":\".env\"}}"))
        .isEqualTo(new ToolCall("file.read", Map.of("path", ".env")));
    assertThat(call("{\"tool_name\":\"WebFetch\",\"tool_input\":{\"url\":\"https://x\"}}").action())
        .isEqualTo("net.fetch");
    assertThat(call("{\"hook_event_name\":\"Stop\",\"cwd\":\"/repo\"}").action())
        .isEqualTo("task.finish");
    assertThat(call("{\"tool_name\":\"mcp__db__query\",\"tool_input\":{\"sql\":\"select 1\"}}"))
        .isEqualTo(new ToolCall("mcp__db__query", Map.of("sql", "select 1")));
  }

  @Test
  void responsesUseThePermissionDecisionShape() throws Exception {
    Engine engine =
        Engine.of(
            BundleReader.read(
                    "contextcov: 1\nconstraints:\n  - {id: no-force, kind: deny, on: git.push,"
                        + " when: args.force == true, message: no force pushes}\n",
                    "b")
                .bundle()
                .orElseThrow(),
            EngineOptions.DEFAULTS.withWorkspaceRoot("/repo"));
    Decision d =
        engine.decide(
            call(
                "{\"tool_name\":\"Bash\",\"cwd\":\"/repo\","
                    + "\"tool_input\":{\"command\":\"git push --force origin main\"}}"));
    assertThat(Json.write(ClaudeCodeHook.response(d)))
        .isEqualTo(
            "{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\"deny\","
                + "\"permissionDecisionReason\":\"no force pushes [no-force, bundle]\"}}");
    Decision ok =
        engine.decide(call("{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"ls\"}}"));
    assertThat(Json.write(ClaudeCodeHook.response(ok)))
        .isEqualTo(
            "{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\"allow\"}}");
  }
}
