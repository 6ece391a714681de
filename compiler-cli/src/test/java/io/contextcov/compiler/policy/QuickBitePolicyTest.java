package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A meal delivery desk: "they are never paid in cash" bans the value of the clause with the
 * negation, not the "original payment method" of the clause before it; "the reason for cancellation
 * must be either …" keeps the argument named before "for" to those values on the tool the act after
 * it names; "can only be cancelled while …" keeps the act for cases no call shows; "reassigned at
 * most twice per order" limits a tool whose verb is a writing verb done again.
 */
class QuickBitePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("quickbite-policy.md", "quickbite-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "find_customer_by_phone", Map.of("phone", "555"), "ok");
  }

  @Test
  void refundsGoBackToTheCardNeverInCash() {
    assertThat(
            PolicyBundles.verdict(
                found(),
                "refund_items",
                Map.of("order_id", "O1", "item_ids", List.of("I1"), "payment_method", "original")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(
                found(),
                "refund_items",
                Map.of("order_id", "O1", "item_ids", List.of("I1"), "payment_method", "cash")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void cancellationsTakeAListedReasonAndAreAskedAbout() {
    assertThat(
            PolicyBundles.verdict(
                found(), "cancel_order", Map.of("order_id", "O1", "reason", "other")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(), "cancel_order", Map.of("order_id", "O1", "reason", "changed mind")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void twoReassignmentsPerOrder() {
    Session s = found();
    for (int i = 0; i < 2; i++) {
      assertThat(PolicyBundles.verdict(s, "reassign_courier", Map.of("order_id", "O1")))
          .as("reassignment %d", i + 1)
          .isEqualTo(Verdict.ALLOW);
      s.after(
          new io.contextcov.runtime.ToolCall("reassign_courier", Map.of("order_id", "O1")), "ok");
    }
    assertThat(PolicyBundles.verdict(s, "reassign_courier", Map.of("order_id", "O1")))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(s, "reassign_courier", Map.of("order_id", "O2")))
        .isEqualTo(Verdict.ALLOW);
  }
}
