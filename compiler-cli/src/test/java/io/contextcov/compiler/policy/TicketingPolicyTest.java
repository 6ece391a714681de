package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A ticket desk written in numbered paragraphs: "look up the order with `get_order` before
 * discussing it" puts the lookup before the tools that take the order's key; "can be transferred to
 * a friend at most twice" counts transfers per ticket though words stand between the verb and the
 * count; "the new holder's email is required for every transfer" owes `new_holder_email`; "sends
 * nothing after that" ends the calls once `escalate` ran.
 */
class TicketingPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("ticketing-policy.md", "ticketing-tools.json");
  }

  @Test
  void theOrderIsLookedUpBeforeItsToolsRun() {
    Map<String, Object> refund = Map.of("order_number", "O1", "ticket_id", "T1");
    Session fresh = Engine.of(bundle).session("t");
    assertThat(PolicyBundles.verdict(fresh, "refund_ticket", refund)).isEqualTo(Verdict.DENY);
    Session found =
        PolicyBundles.after(
            bundle, "get_order", Map.of("order_number", "O1", "email", "a@b.c"), "ok");
    assertThat(PolicyBundles.verdict(found, "refund_ticket", refund)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aTicketIsTransferredAtMostTwiceAndAlwaysToAnEmail() {
    Session s = Engine.of(bundle).session("t");
    Map<String, Object> transfer = Map.of("ticket_id", "T1", "new_holder_email", "f@x.y");
    assertThat(PolicyBundles.verdict(s, "transfer_ticket", Map.of("ticket_id", "T1")))
        .isEqualTo(Verdict.DENY);
    for (int i = 0; i < 2; i++) {
      ToolCall call = new ToolCall("transfer_ticket", transfer);
      assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
      s.after(call, "ok");
    }
    assertThat(PolicyBundles.verdict(s, "transfer_ticket", transfer)).isEqualTo(Verdict.DENY);
  }

  @Test
  void nothingFollowsTheHandOver() {
    Session s = PolicyBundles.after(bundle, "escalate", Map.of("summary", "fraud"), "ok");
    assertThat(
            PolicyBundles.verdict(s, "get_order", Map.of("order_number", "O1", "email", "a@b.c")))
        .isEqualTo(Verdict.DENY);
  }
}
