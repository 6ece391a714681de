package io.contextcov.cli;

import io.contextcov.bundle.Verdict;
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
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov replay BUNDLE TRACE [--expect]}: decisions for a recorded trace. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Decides every call of a recorded trace in order, one session per `session` name, and"
          + " prints one JSON line per call.",
      "The trace is JSON lines: {\"session\": \"s1\", \"action\": \"…\", \"args\": {…},"
          + " \"result\": …, \"values\": {…}, \"expect\": \"ALLOW|DENY|CONFIRM\"}; only `action`"
          + " is required. Results of allowed calls are fed back to the session.",
      "It may also be recorded conversations in the OpenAI chat-messages format (a message array,"
          + " a run {id|task_id, trial, messages|traj, values}, or an array of runs): each run is"
          + " its own session, tool results and the user's turns feed it, and a confirmation counts"
          + " as given when the user's latest turn agreed (anywhere in the message, until the user"
          + " speaks again). Text lists, per run, the calls that would be blocked or need"
          + " confirmation; --format json prints one line per call.",
      "With --expect, a conversation's expected verdicts come from a sidecar (--expect-file, by"
          + " default TRACE.expect.jsonl): lines {\"run\": \"7#0\", \"call\": 3, \"expect\":"
          + " \"DENY\"}.",
      "Exit codes: 0 done (and, with --expect, every verdict as expected), 1 mismatches,"
          + " 2 bad input."
    })
final class ReplayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "BUNDLE", description = "the bundle file")
  String bundle;

  @Parameters(index = "1", paramLabel = "TRACE", description = "the trace file (JSON lines)")
  String trace;

  @Option(names = "--expect", description = "compare each verdict with the line's `expect`")
  boolean expect;

  @Mixin EngineFlags flags = new EngineFlags();

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "for conversations: text (default) or json (one line per call)")
  String format = "text";

  @Option(
      names = "--values",
      paramLabel = "FILE",
      description =
          "a JSON object of host facts put in every session (such as {\"now\": \"2024-05-15"
              + " 15:00:00 EST\"}); a trace line's or a run's own values win")
  String values;

  @Option(
      names = "--expect-file",
      paramLabel = "FILE",
      description = "the expected verdicts of a conversation replay (default TRACE.expect.jsonl)")
  String expectFile;

  @Override
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!BundleFiles.readable(trace, err)) {
      return ExitCode.USAGE.code();
    }
    Optional<Engine> engine = EngineFiles.load(bundle, flags.verifyDigest(), flags.audit, err);
    if (engine.isEmpty()) {
      return ExitCode.USAGE.code();
    }
    if (!format.equals("text") && !format.equals("json")) {
      err.println("error: --format must be text or json (got `" + format + "`)");
      return ExitCode.USAGE.code();
    }
    Optional<Map<String, Object>> hostValues = hostValues(err);
    if (hostValues.isEmpty()) {
      return ExitCode.USAGE.code();
    }
    String text = Files.readString(Path.of(trace), StandardCharsets.UTF_8);
    Optional<List<Conversations.Run>> conversation = conversation(text);
    if (conversation.isPresent()) {
      Optional<Map<String, Map<Integer, String>>> expected = Optional.empty();
      if (expect) {
        String sidecar = expectFile != null ? expectFile : trace + ".expect.jsonl";
        expected = Expectations.read(sidecar, err);
        if (expected.isEmpty()) {
          return ExitCode.USAGE.code();
        }
      }
      return ConversationReplay.replay(
          engine.get(),
          conversation.get(),
          trace,
          new ConversationReplay.Options(format.equals("json"), hostValues.get(), expected),
          out,
          err);
    }
    List<Trace.Problem> problems = new ArrayList<>();
    Trace parsed = (Trace) Trace.parse(text, problems);
    if (!problems.isEmpty()) {
      for (Trace.Problem p : problems) {
        err.println(trace + ":" + p.line() + ":1: error: " + p.message());
      }
      return ExitCode.USAGE.code();
    }
    Map<String, Session> sessions = new LinkedHashMap<>();
    Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    List<String> mismatches = new ArrayList<>();
    for (Trace.Step step : parsed.steps()) {
      boolean fresh = !sessions.containsKey(step.session());
      Session s = sessions.computeIfAbsent(step.session(), id -> engine.get().session(id));
      if (fresh) {
        hostValues.get().forEach(s::put);
      }
      if (step.user().isPresent()) {
        s.userTurn(step.user().get());
        continue;
      }
      step.values().forEach(s::put);
      ToolCall call = new ToolCall(step.action(), step.args());
      Decision d = s.before(call);
      if (d.allowed() && step.hasResult()) {
        s.after(call, step.result());
      }
      counts.merge(d.verdict(), 1, Integer::sum);
      Map<String, Object> line = new LinkedHashMap<>();
      line.put("line", step.line());
      line.put("session", step.session());
      line.put("action", step.action());
      line.put("verdict", d.verdict().name());
      line.put(
          "constraints",
          d.violations().stream().map(v -> v.constraint() + "@" + v.source()).toList());
      d.violations().stream()
          .filter(v -> v.constraint().equals("contextcov.untrusted-source"))
          .findFirst()
          .ifPresent(v -> line.put("provenance", v.message()));
      if (step.expect().isPresent()) {
        line.put("expected", step.expect().get());
        if (expect && !step.expect().get().equals(d.verdict().name())) {
          mismatches.add(
              trace
                  + ":"
                  + step.line()
                  + ": expected "
                  + step.expect().get()
                  + ", got "
                  + d.verdict()
                  + Scenarios.reasons(d.violations()));
        }
      }
      out.println(Json.write(line));
    }
    err.println(
        "replayed "
            + BundleFiles.plural(
                (int) parsed.steps().stream().filter(x -> x.user().isEmpty()).count(), "call")
            + " in "
            + BundleFiles.plural(sessions.size(), "session")
            + ": "
            + counts.getOrDefault(Verdict.ALLOW, 0)
            + " allowed, "
            + counts.getOrDefault(Verdict.DENY, 0)
            + " denied, "
            + counts.getOrDefault(Verdict.CONFIRM, 0)
            + " need confirmation");
    if (expect) {
      mismatches.forEach(err::println);
      err.println(
          mismatches.isEmpty()
              ? "every verdict as expected"
              : BundleFiles.plural(mismatches.size(), "mismatch")
                  .replace("mismatchs", "mismatches"));
      return mismatches.isEmpty() ? ExitCode.OK.code() : ExitCode.FINDINGS.code();
    }
    return ExitCode.OK.code();
  }

  /** The --values object, empty map without the option; empty after an error (printed). */
  @SuppressWarnings("unchecked")
  private Optional<Map<String, Object>> hostValues(PrintStream err) throws IOException {
    if (values == null) {
      return Optional.of(Map.of());
    }
    if (!BundleFiles.readable(values, err)) {
      return Optional.empty();
    }
    try {
      Object parsed = Json.parse(Files.readString(Path.of(values), StandardCharsets.UTF_8));
      if (parsed instanceof Map<?, ?> m) {
        return Optional.of((Map<String, Object>) m);
      }
      err.println(values + ":1:1: error: --values needs a JSON object of host facts");
    } catch (Json.ParseException e) {
      err.println(values + ":" + e.line() + ":" + e.column() + ": error: " + e.getMessage());
    }
    return Optional.empty();
  }

  /** A whole-file JSON document in the chat-messages format, if the file is one. */
  private static Optional<List<Conversations.Run>> conversation(String text) {
    String t = text.strip();
    if (!t.startsWith("[") && !t.startsWith("{")) {
      return Optional.empty();
    }
    try {
      return Conversations.read(Json.parse(t));
    } catch (Json.ParseException e) {
      return Optional.empty();
    }
  }
}
