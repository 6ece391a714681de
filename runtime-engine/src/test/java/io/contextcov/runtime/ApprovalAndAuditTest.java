package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Verdict;
import io.contextcov.bundle.Window;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.runtime.audit.AuditRecord;
import io.contextcov.runtime.audit.InMemoryAuditSink;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ApprovalAndAuditTest {
  private static Bundle bundle(Constraint... constraints) {
    return new Bundle("t", List.of(), ToolCatalog.EMPTY, List.of(constraints), Optional.empty());
  }

  private static final ToolCall PUSH = new ToolCall("git.push", Map.of("branch", "main"));

  @Test
  void approvalsApproveRejectAndTimeOut() {
    Bundle b = bundle(Constraint.of("ask", ActionPattern.of("git.push"), new Effect.Confirm()));
    Engine approving =
        Engine.of(b, EngineOptions.DEFAULTS.withApprovals(r -> ApprovalGateway.Answer.APPROVE));
    Decision ok = approving.decide(PUSH);
    assertThat(ok.verdict()).isEqualTo(Verdict.ALLOW);
    assertThat(ok.confirmed()).isTrue();

    Engine rejecting =
        Engine.of(b, EngineOptions.DEFAULTS.withApprovals(r -> ApprovalGateway.Answer.REJECT));
    Decision no = rejecting.decide(PUSH);
    assertThat(no.verdict()).isEqualTo(Verdict.DENY);
    assertThat(no.violations().get(0).code()).isEqualTo("CONFIRMATION_REJECTED");

    Engine slow =
        Engine.of(
            b,
            EngineOptions.DEFAULTS.withApprovals(
                ApprovalGateway.withTimeout(
                    Duration.ofMillis(50), r -> new CompletableFuture<>())));
    Decision late = slow.decide(PUSH);
    assertThat(late.verdict()).isEqualTo(Verdict.DENY);
    assertThat(late.violations().get(0).code()).isEqualTo("CONFIRMATION_TIMEOUT");

    Engine throwing =
        Engine.of(
            b,
            EngineOptions.DEFAULTS.withApprovals(
                r -> {
                  throw new IllegalStateException("approver down");
                }));
    assertThat(throwing.decide(PUSH).verdict()).isEqualTo(Verdict.DENY);

    assertThat(Engine.of(b).decide(PUSH).verdict()).isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void limitWindowsFollowTheInjectedClock() {
    MutableClock clock = new MutableClock();
    Bundle b =
        bundle(
            Constraint.of(
                "twice-a-minute",
                ActionPattern.of("search"),
                new Effect.Limit(
                    2, new Window(Optional.of(Duration.ofMinutes(1))), Optional.empty())));
    Session s = Engine.of(b, EngineOptions.DEFAULTS.withClock(clock)).session("s");
    ToolCall call = new ToolCall("search", Map.of());
    assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
    clock.advance(Duration.ofSeconds(10));
    assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
    assertThat(s.before(call).verdict()).isEqualTo(Verdict.DENY);
    clock.advance(Duration.ofSeconds(51));
    assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void auditRecordsEveryDecisionWithoutArguments() {
    InMemoryAuditSink sink = new InMemoryAuditSink();
    Bundle b = bundle(Constraint.of("no-push", ActionPattern.of("git.push"), new Effect.Deny()));
    Engine engine = Engine.of(b, EngineOptions.DEFAULTS.withAudit(sink));
    engine.decide(new ToolCall("git.push", Map.of("token", "s3cret")));
    engine.decide(new ToolCall("file.read", Map.of("path", "a")));
    List<AuditRecord> records = sink.records();
    assertThat(records).extracting(AuditRecord::verdict).containsExactly("DENY", "ALLOW");
    assertThat(records.get(0).constraints()).containsExactly("no-push@bundle");
    assertThat(records.get(0).toJsonLine()).doesNotContain("s3cret").contains("\"args_sha256\":\"");
  }

  @Test
  void digestIsVerifiedOnLoad(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("b.yaml");
    Files.writeString(file, "contextcov: 1\nconstraints: []\n");
    Assertions.assertThatThrownBy(() -> Engine.load(file))
        .isInstanceOf(BundleLoadException.class)
        .hasMessageContaining("bundle has no digest");
    assertThat(
            Engine.load(file, EngineOptions.DEFAULTS.withVerifyDigest(false))
                .bundle()
                .constraints())
        .isEmpty();
    Files.writeString(file, BundleWriter.write(bundle()));
    assertThat(Engine.load(file).bundle().name()).isEqualTo("t");
  }

  static final class MutableClock extends Clock {
    private Instant now = Instant.parse("2026-01-01T00:00:00Z");

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public ZoneOffset getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
