package io.contextcov.cli;

import io.contextcov.json.Json;
import io.contextcov.runtime.ApprovalGateway;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import io.contextcov.runtime.Violation;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Replays recorded conversations: each run a session, in order; tool results and the user's turns
 * fed back; a {@code confirm} counts as approved when the user's latest turn agreed (see {@link
 * Conversations}). Text lists the blocked calls per run; JSON prints every call.
 */
final class ConversationReplay {
  private ConversationReplay() {}

  /**
   * @param values host facts put in every run's session (a run's own {@code values} win)
   * @param expected per run id, per call number (1-based), the verdict a sidecar expects
   */
  record Options(
      boolean json,
      Map<String, Object> values,
      Optional<Map<String, Map<Integer, String>>> expected) {}

  static int replay(
      Engine loaded,
      List<Conversations.Run> runs,
      String file,
      Options options,
      PrintStream out,
      PrintStream err) {
    int calls = 0;
    int denied = 0;
    int confirm = 0;
    List<String> mismatches = new ArrayList<>();
    for (Conversations.Run run : runs) {
      boolean[] approved = {false};
      Engine engine =
          Engine.of(
              loaded.bundle(),
              loaded
                  .options()
                  .withApprovals(
                      r ->
                          approved[0]
                              ? ApprovalGateway.Answer.APPROVE
                              : ApprovalGateway.Answer.TIMEOUT));
      Session session = engine.session(run.id());
      options.values().forEach(session::put);
      run.values().forEach(session::put);
      Map<String, ToolCall> allowed = new HashMap<>();
      int runCalls = 0;
      int runDenied = 0;
      int runConfirm = 0;
      StringBuilder lines = new StringBuilder();
      for (Conversations.Event e : run.events()) {
        if (e instanceof Conversations.UserTurn u) {
          session.userTurn(u.text());
          continue;
        }
        if (e instanceof Conversations.Result r) {
          ToolCall call = allowed.remove(r.callId());
          if (call != null) {
            session.after(call, r.content());
          }
          continue;
        }
        Conversations.Call c = (Conversations.Call) e;
        runCalls++;
        approved[0] = c.approved();
        ToolCall call = new ToolCall(c.name(), c.args());
        Decision d = session.before(call);
        boolean unconfirmed =
            !d.allowed()
                && !d.violations().isEmpty()
                && d.violations().stream().allMatch(v -> v.code().startsWith("CONFIRMATION_"));
        String verdict = d.allowed() ? "ALLOW" : unconfirmed ? "CONFIRM" : "DENY";
        if (d.allowed()) {
          allowed.put(c.id(), call);
        } else if (unconfirmed) {
          runConfirm++;
        } else {
          runDenied++;
        }
        if (!d.allowed() && !options.json()) {
          lines.append(line(runCalls, c, verdict, d.violations()));
        }
        if (options.json()) {
          Map<String, Object> row = new LinkedHashMap<>();
          row.put("run", run.id());
          row.put("task", run.task());
          row.put("trial", run.trial());
          row.put("call", runCalls);
          row.put("action", c.name());
          row.put("args", c.args());
          row.put("verdict", verdict);
          row.put("approved", c.approved());
          row.put("confirmed", d.confirmed());
          row.put(
              "constraints",
              d.violations().stream().map(v -> v.constraint() + "@" + v.source()).toList());
          out.println(Json.write(row));
        }
        if (options.expected().isPresent()) {
          String want = options.expected().get().getOrDefault(run.id(), Map.of()).get(runCalls);
          if (want != null && !want.equals(verdict)) {
            mismatches.add(
                file
                    + ": run "
                    + run.id()
                    + " call "
                    + runCalls
                    + " "
                    + c.name()
                    + ": expected "
                    + want
                    + ", got "
                    + verdict);
          }
        }
      }
      calls += runCalls;
      denied += runDenied;
      confirm += runConfirm;
      if (!options.json()) {
        out.println(
            "run "
                + run.id()
                + ": "
                + BundleFiles.plural(runCalls, "call")
                + ", "
                + runDenied
                + " blocked, "
                + runConfirm
                + " without confirmation");
        out.print(lines);
      }
    }
    String total =
        "total: "
            + BundleFiles.plural(runs.size(), "run")
            + ", "
            + BundleFiles.plural(calls, "call")
            + ", "
            + denied
            + " blocked, "
            + confirm
            + " without confirmation";
    (options.json() ? err : out).println(total);
    err.println("replayed " + BundleFiles.plural(runs.size(), "conversation") + " from " + file);
    if (options.expected().isPresent()) {
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

  private static String line(
      int n, Conversations.Call c, String verdict, List<Violation> violations) {
    StringBuilder out =
        new StringBuilder("  call ")
            .append(n)
            .append(' ')
            .append(c.name())
            .append(Json.writeSorted(c.args()))
            .append(" → ")
            .append(verdict)
            .append('\n');
    for (Violation v : violations) {
      out.append("      ")
          .append(v.constraint())
          .append(" (")
          .append(v.source())
          .append("): ")
          .append(v.message())
          .append('\n');
    }
    return out.toString();
  }
}
