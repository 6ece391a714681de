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
 * A subscription policy whose rules stand in an "Action | Rule" table — each rule cell read after
 * its act ("Pause a subscription" / "Up to 3 months.", "Delete the account" / "Not allowed. …") —
 * and in numbered third-person rules ("The agent must look up the subscriber …", "gift cards cannot
 * be refunded": an enum value as the subject of the act).
 */
class SubscriptionPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("subscription-policy.md", "subscription-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "get_subscriber", Map.of("email", "a@example.com"), "S1");
  }

  @Test
  void theRulesOfTheActionTableHold() {
    assertThat(verdict(found(), "pause_subscription", Map.of("subscriber_id", "S1", "months", 5)))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "pause_subscription", Map.of("subscriber_id", "S1", "months", 2)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(found(), "change_plan", Map.of("subscriber_id", "S1", "plan", "basic")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(found(), "delete_account", Map.of("subscriber_id", "S1")))
        .isEqualTo(Verdict.DENY);
  }

  private static Verdict refund(int amount, String paymentType) {
    return verdict(
        found(),
        "refund_charge",
        Map.of(
            "subscriber_id",
            "S1",
            "charge_id",
            "C1",
            "amount",
            amount,
            "payment_type",
            paymentType));
  }

  @Test
  void refundsAreBoundedAndNeverGoToGiftCards() {
    assertThat(refund(20, "card")).isEqualTo(Verdict.ALLOW);
    assertThat(refund(20, "gift_card")).isEqualTo(Verdict.DENY);
    assertThat(refund(80, "card")).isEqualTo(Verdict.DENY);
  }

  @Test
  void theSubscriberIsLookedUpBeforeAnyChange() {
    assertThat(
            verdict(
                Engine.of(bundle).session("t"),
                "pause_subscription",
                Map.of("subscriber_id", "S1", "months", 1)))
        .isEqualTo(Verdict.DENY);
  }
}
