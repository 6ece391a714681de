package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A hotel's reservations desk written as a decision guide, "case → what to do": "check the rate
 * with `get_reservation`, tell them the difference, then `change_dates` once they agree" asks only
 * before the step the yes closes (the read before it is free); "a refund larger than $300 →
 * escalate" refuses larger refunds, as "… go to staff" does.
 */
class HarbourviewPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("harbourview-policy.md", "harbourview-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle,
        "find_reservation",
        Map.of("confirmation_code", "HV-5521", "last_name", "Okafor"),
        Map.of("reservation_id", "R-5521"));
  }

  @Test
  void theYesIsOwedBeforeTheStepItClosesOnly() {
    assertThat(verdict(found(), "get_reservation", Map.of("reservation_id", "R-5521")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            verdict(
                found(),
                "change_dates",
                Map.of(
                    "reservation_id",
                    "R-5521",
                    "check_in",
                    "2026-04-02",
                    "check_out",
                    "2026-04-05")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aRefundPastTheArrowsBoundIsRefused() {
    assertThat(verdict(found(), "issue_refund", Map.of("reservation_id", "R-5521", "amount", 450)))
        .isEqualTo(Verdict.DENY);
  }
}
