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
 * A broadband support desk: "Verify the caller … before you read or change anything on an account"
 * puts the check before every tool that takes the account, reading ones too; `run_line_test` runs a
 * test and changes nothing; "Summarise any change and get a clear "yes" … before making it" asks
 * before every writing tool; a table row whose label has five words and whose note bounds the
 * amount in pounds per month ("Up to £30 per month; anything more needs a human") asks past the
 * bound.
 */
class FibrelinkPolicyTest {
  private static Bundle bundle;
  private static Bundle credits;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("fibrelink-policy.md", "fibrelink-tools.json");
    credits = PolicyBundles.compile("fibrelink-credits-policy.md", "fibrelink-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle,
        "verify_customer",
        Map.of("account_id", "FL-20931", "postcode", "LS6 2AB"),
        Map.of("verified", true));
  }

  @Test
  void theCallerIsVerifiedBeforeAnyToolOnTheAccount() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "run_line_test", Map.of("account_id", "FL-20931")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(verified(), "run_line_test", Map.of("account_id", "FL-20931")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void anEngineerIsBookedOnlyAfterALineTest() {
    assertThat(
            verdict(
                verified(),
                "book_engineer",
                Map.of("account_id", "FL-20931", "date", "2026-12-09", "slot", "am")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void changesWaitForTheCustomersYes() {
    assertThat(
            verdict(verified(), "change_plan", Map.of("account_id", "FL-20931", "plan_id", "F500")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            verdict(
                verified(),
                "apply_credit",
                Map.of("account_id", "FL-20931", "amount", 10, "reason", "outage")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void theContractIsNeverCancelledInChat() {
    assertThat(
            verdict(
                verified(),
                "cancel_contract",
                Map.of("account_id", "FL-20931", "reason", "moving")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void creditsPastTheMonthlyBoundNeedAPerson() {
    Session s = Engine.of(credits).session("c");
    assertThat(
            verdict(s, "apply_credit", Map.of("account_id", "FL-1", "amount", 25, "reason", "x")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            verdict(s, "apply_credit", Map.of("account_id", "FL-1", "amount", 45, "reason", "x")))
        .isEqualTo(Verdict.CONFIRM);
  }
}
