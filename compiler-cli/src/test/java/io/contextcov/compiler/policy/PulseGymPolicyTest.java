package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
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
 * A gym's member desk written as "## You can" and "## You can't" lists: the items under "You can't"
 * are bans ("- Refund payments." refuses `refund_payment`); "Nothing else happens until that call
 * has succeeded" after the look-up puts it before every other tool; "Freeze a membership for 1 to 3
 * months" bounds the months; "Give one guest pass per member" counts passes, not memberships.
 */
class PulseGymPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("pulsegym-policy.md", "pulsegym-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle,
        "find_member",
        Map.of("email", "ana@example.org"),
        Map.of("member_id", "M-884", "plan", "flex"));
  }

  @Test
  void nothingHappensBeforeTheMemberIsFound() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "get_membership", Map.of("member_id", "M-884")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "get_membership", Map.of("member_id", "M-884")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void itemsUnderYouCantAreRefused() {
    assertThat(verdict(found(), "refund_payment", Map.of("member_id", "M-884", "amount", 40)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aFreezeLastsOneToThreeMonths() {
    assertThat(verdict(found(), "freeze_membership", Map.of("member_id", "M-884", "months", 2)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(found(), "freeze_membership", Map.of("member_id", "M-884", "months", 6)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void oneGuestPassPerMember() {
    Session s = found();
    assertThat(verdict(s, "issue_guest_pass", Map.of("member_id", "M-884")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(s, "issue_guest_pass", Map.of("member_id", "M-884")))
        .isEqualTo(Verdict.DENY);
  }
}
