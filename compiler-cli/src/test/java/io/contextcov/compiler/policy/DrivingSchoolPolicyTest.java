package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Enforcement;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A driving school's desk: "before doing anything for a learner, look them up" orders the look-up
 * before the writing tools but not before the hand-over to a person, which the catalog marks as
 * writing; "selling a pack" is what `buy_pack` does; "pack refunds are not possible once a lesson
 * from the pack has been used" is asked about (the case no call shows), while "gift refunds are not
 * possible" refuses; "you should not make more than one change to the same lesson" counts every
 * change of a lesson together, as a warning.
 */
class DrivingSchoolPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("drivingschool-policy.md", "drivingschool-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle,
        "find_learner",
        Map.of("learner_number", "L1", "date_of_birth", "2001-02-03"),
        Map.of("learner_id", "L1"));
  }

  @Test
  void aHandOverNeedsNoLookUp() {
    Session s = Engine.of(bundle).session("t");
    assertThat(verdict(s, "transfer_to_human_agents", Map.of("summary", "a complaint")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(s, "cancel_lesson", Map.of("lesson_id", "X1", "reason", "ill")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void sellingAPackWaitsForAYes() {
    assertThat(
            verdict(
                found(),
                "buy_pack",
                Map.of("learner_id", "L1", "size", 5, "payment_method_id", "c")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aRefundBannedOnlyOnceALessonWasUsedIsAskedAbout() {
    assertThat(verdict(found(), "refund_pack", Map.of("pack_id", "P1", "payment_method_id", "c")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(found(), "refund_gift", Map.of("gift_id", "G1"))).isEqualTo(Verdict.DENY);
  }

  @Test
  void changesToOneLessonAreCountedTogetherAsAWarning() {
    Constraint limit =
        bundle.constraints().stream()
            .filter(c -> c.on().patterns().contains("move_lesson"))
            .filter(c -> c.effect() instanceof io.contextcov.bundle.Effect.Limit)
            .findFirst()
            .orElseThrow();
    assertThat(limit.on().patterns()).containsExactlyInAnyOrder("move_lesson", "cancel_lesson");
    assertThat(limit.severity()).isEqualTo(Enforcement.WARN);
    assertThat(((io.contextcov.bundle.Effect.Limit) limit.effect()).max()).isEqualTo(1);
  }
}
