package io.contextcov.cli;

import io.contextcov.json.Json;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov decide BUNDLE --action NAME --args JSON [--session FILE]}. */
@Command(
    name = "decide",
    mixinStandardHelpOptions = true,
    description = {
      "Decides one tool call and prints the decision as JSON.",
      "The session file is JSON: {\"values\": {…}, \"history\": [{\"action\": …, \"args\": {…},"
          + " \"result\": …}]}; history calls are replayed first, as the agent made them.",
      "Exit codes: 0 allowed, 1 denied or needs confirmation, 2 bad input."
    })
final class DecideCommand implements Callable<Integer> {
  @Parameters(paramLabel = "BUNDLE", description = "the bundle file")
  String bundle;

  @Option(names = "--action", required = true, paramLabel = "NAME", description = "the tool name")
  String action;

  @Option(names = "--args", paramLabel = "JSON", description = "the arguments as a JSON object")
  String args = "{}";

  @Option(
      names = "--session",
      paramLabel = "FILE",
      description = "session values and earlier calls")
  String sessionFile;

  @Mixin EngineFlags flags = new EngineFlags();

  @Override
  @SuppressWarnings("unchecked")
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    Optional<Object> parsed = EngineFiles.json(args, "--args", err);
    if (parsed.isEmpty()) {
      return ExitCode.USAGE.code();
    }
    if (!(parsed.get() instanceof Map<?, ?> argMap)) {
      err.println("error: --args must be a JSON object");
      return ExitCode.USAGE.code();
    }
    Optional<Engine> engine = EngineFiles.load(bundle, flags.verifyDigest(), flags.audit, err);
    if (engine.isEmpty()) {
      return ExitCode.USAGE.code();
    }
    Session session = engine.get().session("decide");
    if (sessionFile != null) {
      if (!BundleFiles.readable(sessionFile, err)) {
        return ExitCode.USAGE.code();
      }
      String text = Files.readString(Path.of(sessionFile), StandardCharsets.UTF_8);
      Optional<Object> s = EngineFiles.json(text, sessionFile, err);
      if (s.isEmpty() || !(s.get() instanceof Map<?, ?>)) {
        if (s.isPresent()) {
          err.println("error: " + sessionFile + " must hold a JSON object");
        }
        return ExitCode.USAGE.code();
      }
      Map<String, Object> sm = (Map<String, Object>) s.get();
      try {
        ((Map<String, Object>) sm.getOrDefault("values", Map.of())).forEach(session::put);
        for (Object h : (List<Object>) sm.getOrDefault("history", List.of())) {
          Map<String, Object> call = (Map<String, Object>) h;
          ToolCall earlier =
              new ToolCall(
                  (String) call.get("action"),
                  (Map<String, Object>) call.getOrDefault("args", Map.of()));
          if (session.before(earlier).allowed() && call.containsKey("result")) {
            session.after(earlier, call.get("result"));
          }
        }
      } catch (ClassCastException | NullPointerException e) {
        err.println(
            "error: "
                + sessionFile
                + " has the wrong shape; expected {\"values\": {…},"
                + " \"history\": [{\"action\": \"…\", \"args\": {…}}]}");
        return ExitCode.USAGE.code();
      }
    }
    Decision d = session.before(new ToolCall(action, (Map<String, Object>) argMap));
    Map<String, Object> shown = new LinkedHashMap<>();
    shown.put("action", action);
    shown.putAll(d.toMap());
    out.println(Json.write(shown));
    return d.allowed() ? ExitCode.OK.code() : ExitCode.FINDINGS.code();
  }
}
