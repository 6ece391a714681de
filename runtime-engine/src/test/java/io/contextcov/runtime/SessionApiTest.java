package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a host does with a session besides asking for decisions: calls it ran anyway, results it
 * hands back as JSON text, values of its environment, and the errors a condition can raise.
 */
class SessionApiTest {
  /** A session of a bundle holding only {@code constraints} (YAML list items). */
  static Session session(String constraints) {
    return Engine.of(
            BundleReader.read("contextcov: 1\nconstraints:\n" + constraints, "api.yaml")
                .bundle()
                .orElseThrow())
        .session("s");
  }

  private static ToolCall shell(String command) {
    return new ToolCall("shell.exec", Map.of("command", command));
  }

  @Test
  void aCallTheHostRanAnywayCountsTowardsLimitsAndHistory() {
    Session s =
        session("  - {id: one-deploy, kind: limit, on: shell.exec, max: 1, per: session}\n");
    s.ran(shell("make deploy"));
    assertThat(s.history()).containsExactly(shell("make deploy"));
    Decision second = s.before(shell("make deploy"));
    assertThat(second.verdict()).isEqualTo(Verdict.DENY);
    assertThat(second.violations()).extracting(Violation::constraint).containsExactly("one-deploy");
  }

  @Test
  void anAllowedCallIsPendingUntilItsResultArrives() {
    Session s =
        session(
            "  - {id: no-rm, kind: deny, on: shell.exec, when: \"invokes(args.command, 'rm')\"}\n");
    ToolCall ls = shell("ls");
    assertThat(s.pending(ls)).isFalse();
    assertThat(s.before(ls).verdict()).isEqualTo(Verdict.ALLOW);
    assertThat(s.pending(ls)).isTrue();
    s.after(ls, "a b");
    assertThat(s.pending(ls)).isFalse();
    assertThat(s.before(shell("rm x")).verdict()).isEqualTo(Verdict.DENY);
    assertThat(s.pending(shell("rm x"))).isFalse();
    assertThat(s.history()).containsExactly(ls);
  }

  @Test
  void aResultGivenAsJsonTextMeetsARuleOnItsFields() {
    Session s =
        session(
            "  - id: tests-first\n    kind: sequence\n    on: git.commit\n    after: shell.exec\n"
                + "    after-when: \"invokes(args.command, 'make test') && result.exit_code == 0\"\n");
    ToolCall test = shell("make test");
    ToolCall commit = new ToolCall("git.commit", Map.of("message", "x"));
    s.before(test);
    s.after(test, " {\"exit_code\": 1} ");
    assertThat(s.before(commit).verdict()).isEqualTo(Verdict.DENY);
    s.before(test);
    s.after(test, "{\"exit_code\": 0}");
    assertThat(s.before(commit).verdict()).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void environmentValuesAreReadAndCanBeRemoved() {
    Session s =
        session(
            "  - {id: not-in-prod, kind: deny, on: shell.exec, when: \"env.stage == 'prod'\"}\n");
    assertThat(s.before(shell("ls")).verdict()).isEqualTo(Verdict.ALLOW);
    s.env("stage", "prod");
    assertThat(s.before(shell("ls")).verdict()).isEqualTo(Verdict.DENY);
    s.env("stage", null);
    assertThat(s.before(shell("ls")).verdict()).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void limitsCountNumbersByValueAndMissingKeysTogether() {
    Session s =
        session(
            "  - {id: once-each, kind: limit, on: refund, max: 1, per: session, key: args.n}\n");
    assertThat(s.before(new ToolCall("refund", Map.of("n", 1))).verdict()).isEqualTo(Verdict.ALLOW);
    assertThat(s.before(new ToolCall("refund", Map.of("n", 1.0))).verdict())
        .isEqualTo(Verdict.DENY);
    assertThat(s.before(new ToolCall("refund", Map.of("n", "1"))).verdict())
        .isEqualTo(Verdict.ALLOW);
    assertThat(s.before(new ToolCall("refund", Map.of("n", List.of(1)))).verdict())
        .isEqualTo(Verdict.ALLOW);
    assertThat(s.before(new ToolCall("refund", Map.of())).verdict()).isEqualTo(Verdict.ALLOW);
    assertThat(s.before(new ToolCall("refund", Map.of())).verdict()).isEqualTo(Verdict.DENY);
  }

  @Test
  void aConditionThatCannotBeEvaluatedDeniesUnlessTheRuleSaysOtherwise() {
    Session closed = session("  - {id: big, kind: deny, on: pay, when: \"args.amount > 5\"}\n");
    Decision d = closed.before(new ToolCall("pay", Map.of("amount", "lots")));
    assertThat(d.verdict()).isEqualTo(Verdict.DENY);
    assertThat(d.violations().get(0).code()).isEqualTo("ENGINE_ERROR");
    Session open =
        session("  - {id: big, kind: deny, on: pay, when: \"args.amount > 5\", on-error: allow}\n");
    assertThat(open.before(new ToolCall("pay", Map.of("amount", "lots"))).verdict())
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aLineBlockedOnSeveralOfItsCallsNamesEveryRuleThatBlocks() {
    Session s =
        session(
            "  - {id: no-force, kind: deny, on: git.push, when: \"args.force == true\"}\n"
                + "  - {id: no-wipe, kind: deny, on: shell.exec, when: \"invokes(args.command, 'rm -rf')\"}\n"
                + "  - {id: ask-lock, kind: confirm, on: file.write, when: \"args.path glob '**/*.lock'\"}\n");
    Decision d = s.before(shell("rm -rf build > a.lock && git push --force origin main"));
    assertThat(d.verdict()).isEqualTo(Verdict.DENY);
    assertThat(d.violations())
        .extracting(Violation::constraint)
        .containsExactlyInAnyOrder("no-wipe", "no-force");
    assertThat(d.overridden()).containsExactly("ask-lock");
  }

  @Test
  void aLineDecidedOnSeveralCallsNamesEachRuleOnce() {
    Session s =
        session(
            "  - {id: push-ok, kind: allow, on: shell.exec, priority: 5,"
                + " when: \"invokes(args.command, 'git push')\"}\n"
                + "  - {id: no-force, kind: deny, on: git.push, when: 'args.force == true'}\n");
    Decision d = s.before(shell("git push -f origin a; git push -f origin b"));
    assertThat(d.verdict()).isEqualTo(Verdict.DENY);
    assertThat(d.violations()).extracting(Violation::constraint).containsExactly("no-force");
    assertThat(d.decidedBy()).containsExactly("no-force");
    // the allow decided the line's own call, which the pushes outrank
    assertThat(d.overridden()).containsExactly("push-ok");
    Decision plain = s.before(shell("git push origin a"));
    assertThat(plain.verdict()).isEqualTo(Verdict.ALLOW);
    assertThat(plain.decidedBy()).containsExactly("push-ok");
    assertThat(plain.overridden()).isEmpty();
  }
}
