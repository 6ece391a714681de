package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A learner-support policy in another domain and other words than the card policy: "locate the
 * learner with `lookup_learner` first; nothing … is changed before that", a passive ban
 * ("certificates must not be issued by the assistant"), "is never allowed to delete learners", a
 * noun of the verb counted per conversation ("two extensions"), "the same enrollment twice", an act
 * "only possible within 14 days", and the learner's agreement asked for.
 */
class CoursePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("course-policy.md", "course-tools.json");
  }

  private static Session located() {
    Session s = Engine.of(bundle).session("t");
    ToolCall find = new ToolCall("lookup_learner", Map.of("email", "a@example.com"));
    assertThat(s.before(find).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(find, "L1");
    return s;
  }

  @Test
  void theLearnerIsLocatedBeforeAnyChange() {
    ToolCall extend = new ToolCall("extend_deadline", Map.of("enrollment_id", "E1", "days", 3));
    assertThat(Engine.of(bundle).session("t").before(extend).verdict()).isEqualTo(Verdict.DENY);
    assertThat(located().before(extend).verdict()).isEqualTo(Verdict.ALLOW);
    // reading is no change, and handing over to staff is always open
    assertThat(
            Engine.of(bundle)
                .session("t")
                .before(new ToolCall("escalate_to_staff", Map.of("note", "n")))
                .verdict())
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void whatTheAssistantMayNeverDoIsDenied() {
    assertThat(
            located()
                .before(new ToolCall("issue_certificate", Map.of("enrollment_id", "E1")))
                .verdict())
        .isEqualTo(Verdict.DENY);
    assertThat(
            located().before(new ToolCall("delete_learner", Map.of("learner_id", "L1"))).verdict())
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void boundsAndCountsHold() {
    ToolCall longer = new ToolCall("extend_deadline", Map.of("enrollment_id", "E1", "days", 10));
    assertThat(located().before(longer).verdict()).isEqualTo(Verdict.DENY);
    Session s = located();
    ToolCall extend = new ToolCall("extend_deadline", Map.of("enrollment_id", "E1", "days", 2));
    for (int i = 0; i < 2; i++) {
      assertThat(s.before(extend).verdict()).as("extension %d", i + 1).isEqualTo(Verdict.ALLOW);
      s.after(extend, "ok");
    }
    assertThat(s.before(extend).verdict()).isEqualTo(Verdict.DENY);
  }

  @Test
  void refundsAreAskedAboutBoundedAndMadeOncePerEnrollment() {
    Session s = located();
    ToolCall refund =
        new ToolCall(
            "refund_enrollment",
            Map.of("enrollment_id", "E1", "amount", 100, "method", "store_credit"));
    assertThat(s.before(refund).verdict()).isEqualTo(Verdict.CONFIRM);
    s.ran(refund);
    s.after(refund, "ok");
    assertThat(s.before(refund).verdict()).isEqualTo(Verdict.DENY);
    ToolCall other =
        new ToolCall(
            "refund_enrollment",
            Map.of("enrollment_id", "E2", "amount", 100, "method", "store_credit"));
    assertThat(s.before(other).verdict()).isEqualTo(Verdict.CONFIRM);
    ToolCall large =
        new ToolCall(
            "refund_enrollment",
            Map.of("enrollment_id", "E3", "amount", 400, "method", "store_credit"));
    assertThat(located().before(large).verdict()).isEqualTo(Verdict.DENY);
  }

  @Test
  void enrollingWaitsForTheLearnersConfirmation() {
    ToolCall enroll =
        new ToolCall("enroll_learner", Map.of("learner_id", "L1", "course_id", "C1", "seats", 1));
    assertThat(located().before(enroll).verdict()).isEqualTo(Verdict.CONFIRM);
  }
}
