package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A water and electricity supplier's billing line: a step named in the sentence before "until this
 * is done", a range of months, one reading per meter in a conversation, an act named by its noun in
 * the passive ("disconnection is never carried out by the assistant"), "set up" as making a record,
 * and terms the customer has to accept first.
 */
class UtilityPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("utility-policy.md", "utility-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "find_customer", Map.of("account_number", "A-1"), "ok");
  }

  @Test
  void nothingChangesBeforeTheCustomerIsLookedUp() {
    // (a reading is asked about either way: whether it is below the last one no call shows)
    Session fresh = PolicyBundles.after(bundle, "transfer_to_agent", Map.of("summary", "x"), "ok");
    Map<String, Object> reading = Map.of("meter_id", "M1", "value", 120);
    assertThat(PolicyBundles.verdict(fresh, "submit_reading", reading)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found(), "submit_reading", reading))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void plansRunForThreeToTwelveMonths() {
    for (int months : new int[] {2, 13}) {
      assertThat(
              PolicyBundles.verdict(
                  found(),
                  "create_payment_plan",
                  Map.of("account_number", "A-1", "months", months)))
          .as("%d months", months)
          .isEqualTo(Verdict.DENY);
    }
    assertThat(
            PolicyBundles.verdict(
                found(), "create_payment_plan", Map.of("account_number", "A-1", "months", 6)))
        .isNotEqualTo(Verdict.DENY);
  }

  @Test
  void oneReadingPerMeter() {
    Session s = found();
    ToolCall first = new ToolCall("submit_reading", Map.of("meter_id", "M1", "value", 120));
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.CONFIRM);
    s.ran(first);
    assertThat(PolicyBundles.verdict(s, "submit_reading", Map.of("meter_id", "M1", "value", 130)))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(s, "submit_reading", Map.of("meter_id", "M2", "value", 40)))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void theAssistantNeverDisconnects() {
    assertThat(PolicyBundles.verdict(found(), "disconnect_supply", Map.of("account_number", "A-1")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aSecondPlanAndACreditAreAskedAbout() {
    assertThat(
            PolicyBundles.verdict(
                found(), "create_payment_plan", Map.of("account_number", "A-1", "months", 6)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(
                found(), "issue_credit", Map.of("account_number", "A-1", "amount", 10)))
        .isEqualTo(Verdict.CONFIRM);
  }
}
