package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A gym's membership desk policy: "at the start of every chat, look the member up … with
 * `find_member`" orders every writing tool after it; "can be frozen for at most 3 months" bounds
 * `freeze_membership` (an irregular participle of its verb; "can" is no `cancel`); "ask the member
 * to confirm the dates before you call `freeze_membership`" and "requires a manager's sign-off"
 * ask; "refunds of more than 100 dollars must be approved by a manager" asks past the bound only;
 * "do not waive joining fees" refuses that value and leaves other fees alone.
 */
class GymPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("gym-policy.md", "gym-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "find_member", Map.of("phone", "555-0101"), "M1");
  }

  @Test
  void nothingIsChangedBeforeTheMemberIsFound() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(
            PolicyBundles.verdict(
                fresh, "waive_fee", Map.of("member_id", "M1", "fee_type", "late")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(), "waive_fee", Map.of("member_id", "M1", "fee_type", "late")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void onlyJoiningFeesAreNeverWaived() {
    assertThat(
            PolicyBundles.verdict(
                found(), "waive_fee", Map.of("member_id", "M1", "fee_type", "joining")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aFreezeIsBoundedAndAskedAbout() {
    Map<String, Object> four = Map.of("member_id", "M1", "months", 4, "start_date", "2026-01-01");
    Map<String, Object> two = Map.of("member_id", "M1", "months", 2, "start_date", "2026-01-01");
    assertThat(PolicyBundles.verdict(found(), "freeze_membership", four)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found(), "freeze_membership", two)).isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void cancellingAndLargeRefundsWaitForAPerson() {
    assertThat(
            PolicyBundles.verdict(
                found(),
                "cancel_membership",
                Map.of("member_id", "M1", "effective_date", "2026-01-31")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(
                found(), "issue_refund", Map.of("member_id", "M1", "amount", 150)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(found(), "issue_refund", Map.of("member_id", "M1", "amount", 40)))
        .isEqualTo(Verdict.ALLOW);
  }
}
