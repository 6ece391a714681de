package io.contextcov.runtime;

import io.contextcov.runtime.audit.AuditSink;
import java.time.Clock;
import java.util.Map;
import java.util.Objects;

/**
 * How an engine is set up.
 *
 * @param verifyDigest refuse bundles whose digest is missing or wrong (turn off only for hand
 *     edits)
 * @param workspaceRoot the absolute workspace root for path normalisation, or null
 * @param env values conditions read as {@code env.*} (such as {@code cwd})
 * @param approvals answers {@code confirm} constraints; null leaves CONFIRM verdicts to the host
 * @param maxHistory how many allowed calls a session remembers for {@code lastResult}
 */
public record EngineOptions(
    boolean verifyDigest,
    String workspaceRoot,
    Clock clock,
    Map<String, Object> env,
    ApprovalGateway approvals,
    AuditSink audit,
    int maxHistory) {

  public static final EngineOptions DEFAULTS =
      new EngineOptions(true, null, Clock.systemUTC(), Map.of(), null, AuditSink.NONE, 1000);

  public EngineOptions {
    Objects.requireNonNull(clock, "clock");
    env = Map.copyOf(env);
    Objects.requireNonNull(audit, "audit");
    if (maxHistory < 1) {
      throw new IllegalArgumentException("maxHistory must be positive");
    }
  }

  public EngineOptions withVerifyDigest(boolean verify) {
    return new EngineOptions(verify, workspaceRoot, clock, env, approvals, audit, maxHistory);
  }

  public EngineOptions withWorkspaceRoot(String root) {
    return new EngineOptions(verifyDigest, root, clock, env, approvals, audit, maxHistory);
  }

  public EngineOptions withClock(Clock c) {
    return new EngineOptions(verifyDigest, workspaceRoot, c, env, approvals, audit, maxHistory);
  }

  public EngineOptions withEnv(Map<String, Object> e) {
    return new EngineOptions(verifyDigest, workspaceRoot, clock, e, approvals, audit, maxHistory);
  }

  public EngineOptions withApprovals(ApprovalGateway gateway) {
    return new EngineOptions(verifyDigest, workspaceRoot, clock, env, gateway, audit, maxHistory);
  }

  public EngineOptions withAudit(AuditSink sink) {
    return new EngineOptions(verifyDigest, workspaceRoot, clock, env, approvals, sink, maxHistory);
  }

  public EngineOptions withMaxHistory(int n) {
    return new EngineOptions(verifyDigest, workspaceRoot, clock, env, approvals, audit, n);
  }
}
