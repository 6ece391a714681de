package io.contextcov.cli;

import io.contextcov.bundle.Verdict;
import io.contextcov.json.Json;
import io.contextcov.runtime.ApprovalGateway;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import io.contextcov.runtime.Violation;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Replays recorded conversations: each run a session, in order, results fed back. */
final class ConversationReplay {
  private ConversationReplay() {}

  static int replay(
      Engine loaded, List<Conversations.Run> runs, String file, PrintStream out, PrintStream err) {
    int calls = 0;
    int denied = 0;
    int confirm = 0;
    for (Conversations.Run run : runs) {
      boolean[] approved = {false};
      Engine engine =
          Engine.of(
              loaded.bundle(),
              EngineOptions.DEFAULTS.withApprovals(
                  r ->
                      approved[0]
                          ? ApprovalGateway.Answer.APPROVE
                          : ApprovalGateway.Answer.TIMEOUT));
      Session session = engine.session(run.id());
      Map<String, ToolCall> allowed = new HashMap<>();
      int runCalls = 0;
      int runDenied = 0;
      int runConfirm = 0;
      StringBuilder lines = new StringBuilder();
      for (Conversations.Event e : run.events()) {
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
            d.verdict() == Verdict.DENY
                && !d.violations().isEmpty()
                && d.violations().stream().allMatch(v -> v.code().startsWith("CONFIRMATION_"));
        if (d.allowed()) {
          allowed.put(c.id(), call);
        } else if (unconfirmed) {
          runConfirm++;
          lines.append(line(runCalls, c, "CONFIRM", d.violations()));
        } else {
          runDenied++;
          lines.append(line(runCalls, c, "DENY", d.violations()));
        }
      }
      calls += runCalls;
      denied += runDenied;
      confirm += runConfirm;
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
    out.println(
        "total: "
            + BundleFiles.plural(runs.size(), "run")
            + ", "
            + BundleFiles.plural(calls, "call")
            + ", "
            + denied
            + " blocked, "
            + confirm
            + " without confirmation");
    err.println("replayed " + BundleFiles.plural(runs.size(), "conversation") + " from " + file);
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
