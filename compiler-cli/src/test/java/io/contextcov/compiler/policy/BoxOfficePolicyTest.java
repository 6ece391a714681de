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
 * A box office desk: "do not change an order until you have verified the customer with
 * `lookup_order`" puts the lookup before every tool that writes to an order (the tools taking its
 * key); "tickets are refundable only if …" keeps refunds for cases no call shows; "if a refund
 * would be over 500 dollars, hand the conversation to a human" bounds the amount; "never transfer
 * more than 8 tickets" bounds the one count argument of the tool named by its noun.
 */
class BoxOfficePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("boxoffice-policy.md", "boxoffice-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "lookup_order", Map.of("order_id", "O1", "email", "a@example.com"), "ok");
  }

  @Test
  void ordersChangeOnlyAfterTheLookup() {
    Map<String, Object> exchange = Map.of("order_id", "O1", "new_event_id", "E2");
    assertThat(PolicyBundles.verdict(Engine.of(bundle).session("t"), "exchange_tickets", exchange))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(verified(), "exchange_tickets", exchange))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void refundsAreAskedAboutAndBounded() {
    assertThat(
            PolicyBundles.verdict(
                verified(),
                "refund_order",
                Map.of("order_id", "O1", "amount", 120, "reason", "cancelled")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(
                verified(),
                "refund_order",
                Map.of("order_id", "O1", "amount", 620, "reason", "cancelled")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void transfersCarryAtMostEightTickets() {
    Map<String, Object> eight =
        Map.of("order_id", "O1", "recipient_email", "b@example.com", "quantity", 8);
    Map<String, Object> nine =
        Map.of("order_id", "O1", "recipient_email", "b@example.com", "quantity", 9);
    assertThat(PolicyBundles.verdict(verified(), "transfer_tickets", eight))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(verified(), "transfer_tickets", nine)).isEqualTo(Verdict.DENY);
  }
}
