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
 * A card dispute desk's policy: lower bounds ("only … of 25 dollars or more") refuse what falls
 * short, a lower bound with a person's approval ("500 dollars or more need a supervisor's
 * approval") asks from the bound on, an upper bound written as "may never exceed" refuses past it
 * on the number argument its words name (`new_limit`, though the unit is dollars), and a tool whose
 * verb raises a limit is a writing tool that waits for the identity check. A number in a case of
 * its own ("under 10 dollars are refunded automatically", "customers with at least 3 cards") bounds
 * nothing.
 */
class DisputePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("dispute-policy.md", "dispute-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "verify_identity", Map.of("customer_id", "C1", "answer", "blue"), "ok");
  }

  private static Map<String, Object> dispute(int amount) {
    return Map.of("transaction_id", "T1", "amount", amount, "reason", "not mine");
  }

  @Test
  void disputesBelowTheMinimumAreRefusedAndLargeOnesAsked() {
    assertThat(PolicyBundles.verdict(verified(), "open_dispute", dispute(12)))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(verified(), "open_dispute", dispute(25)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(verified(), "open_dispute", dispute(500)))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void creditLimitsAreBoundedAskedAboutAndWaitForTheIdentityCheck() {
    Map<String, Object> six = Map.of("card_id", "K1", "new_limit", 6000);
    Map<String, Object> four = Map.of("card_id", "K1", "new_limit", 4000);
    Map<String, Object> twelve = Map.of("card_id", "K1", "new_limit", 12000);
    assertThat(PolicyBundles.verdict(Engine.of(bundle).session("t"), "raise_credit_limit", four))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(verified(), "raise_credit_limit", four))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(verified(), "raise_credit_limit", six))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(PolicyBundles.verdict(verified(), "raise_credit_limit", twelve))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void casesOfTheirOwnBoundNothing() {
    assertThat(
            bundle.constraints().stream()
                .flatMap(c -> c.source().stream())
                .map(src -> src.line())
                .toList())
        .doesNotContain(13, 20);
  }
}
