package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An insurer's loss desk: "claims for flood damage …; do not file them" refuses flood claims only
 * (the words after the noun say which claims), and a bound with no unit after a noun of money
 * ("payouts above 5000 need a human adjuster") is on the payout's amount, the verb after the number
 * being no unit.
 */
class LossDeskPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("lossdesk-policy.md", "lossdesk-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "find_policyholder", Map.of("email", "a@b.c"), "ok");
  }

  @Test
  void onlyFloodClaimsAreRefused() {
    Map<String, Object> flood =
        Map.of(
            "policy_id", "P1",
            "incident_date", "2026-02-20",
            "damage_type", "flood",
            "description", "basement");
    Map<String, Object> fire =
        Map.of(
            "policy_id", "P1",
            "incident_date", "2026-02-20",
            "damage_type", "fire",
            "description", "kitchen");
    assertThat(PolicyBundles.verdict(found(), "file_claim", flood)).isEqualTo(Verdict.DENY);
    // the read-back and "yes" still come first
    assertThat(PolicyBundles.verdict(found(), "file_claim", fire)).isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void payoutsAreAskedAboutPastOneBoundAndRefusedPastTheOther() {
    assertThat(PolicyBundles.verdict(found(), "approve_payout", payout(1200)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(found(), "approve_payout", payout(8000)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(PolicyBundles.verdict(found(), "approve_payout", payout(25000)))
        .isEqualTo(Verdict.DENY);
  }

  private static Map<String, Object> payout(int amount) {
    return Map.of("claim_id", "C1", "amount", amount, "account_id", "A1");
  }
}
