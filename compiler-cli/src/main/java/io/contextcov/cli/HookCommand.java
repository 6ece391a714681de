package io.contextcov.cli;

import io.contextcov.json.Json;
import io.contextcov.runtime.BundleLoadException;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.runtime.adapters.ClaudeCodeHook;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov hook BUNDLE}: a Claude Code PreToolUse hook that fails closed. */
@Command(
    name = "hook",
    mixinStandardHelpOptions = true,
    description = {
      "Reads a Claude Code hook payload on standard input and prints the PreToolUse permission"
          + " decision (allow, deny or ask) as JSON. Any problem (unreadable bundle, bad payload)"
          + " answers deny, so a broken setup never lets calls through.",
      "Configure it in .claude/settings.json as a PreToolUse command hook:"
          + " contextcov hook contextcov.bundle.yaml",
      "Exit code: 0 (the decision is in the JSON)."
    })
final class HookCommand implements Callable<Integer> {
  static InputStream stdin = System.in;

  @Parameters(paramLabel = "BUNDLE", description = "the bundle file")
  String bundle;

  @Option(
      names = "--root",
      paramLabel = "DIR",
      description = "workspace root (default: the payload's cwd)")
  String root;

  @Override
  @SuppressWarnings("unchecked")
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    String text = new String(stdin.readAllBytes(), StandardCharsets.UTF_8);
    Map<String, Object> payload;
    try {
      Object parsed = Json.parse(text);
      if (!(parsed instanceof Map<?, ?>)) {
        out.println(Json.write(denial("hook payload is not a JSON object")));
        return ExitCode.OK.code();
      }
      payload = (Map<String, Object>) parsed;
    } catch (Json.ParseException e) {
      out.println(Json.write(denial("hook payload is not valid JSON: " + e.getMessage())));
      return ExitCode.OK.code();
    }
    String workspace = root != null ? root : payload.get("cwd") instanceof String c ? c : null;
    Engine engine;
    try {
      engine = Engine.load(Path.of(bundle), EngineOptions.DEFAULTS.withWorkspaceRoot(workspace));
    } catch (BundleLoadException e) {
      out.println(Json.write(denial("contextcov cannot load " + bundle + ": " + e.getMessage())));
      return ExitCode.OK.code();
    }
    Decision d = engine.decide(ClaudeCodeHook.toCall(payload));
    out.println(Json.write(ClaudeCodeHook.response(d)));
    return ExitCode.OK.code();
  }

  private static Map<String, Object> denial(String reason) {
    Map<String, Object> inner = new LinkedHashMap<>();
    inner.put("hookEventName", "PreToolUse");
    inner.put("permissionDecision", "deny");
    inner.put("permissionDecisionReason", reason);
    return Map.of("hookSpecificOutput", inner);
  }
}
