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
 * A concert venue's event desk: "before you discuss or change an order" orders every tool that
 * takes `order_id` after the finding tool (the writing ones for the change, the reading one for the
 * discussion), not the tools whose verb happens to be "change"; transfers are counted per order.
 */
class EventDeskPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("eventdesk-policy.md", "eventdesk-tools.json");
  }

  @Test
  void everyActOnAnOrderWaitsForTheFan() {
    Map<String, Object> refund = Map.of("order_id", "O1", "amount", 40);
    Map<String, Object> swap = Map.of("order_id", "O1", "ticket_id", "T1", "seat", "B7");
    Session fresh = Engine.of(bundle).session("t");
    assertThat(PolicyBundles.verdict(fresh, "refund_order", refund)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(fresh, "swap_seat", swap)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(fresh, "get_order", Map.of("order_id", "O1")))
        .isEqualTo(Verdict.DENY);
    Session found = PolicyBundles.after(bundle, "find_fan", Map.of("email", "a@b.c"), "F1");
    assertThat(PolicyBundles.verdict(found, "refund_order", refund)).isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(found, "get_order", Map.of("order_id", "O1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aThirdTransferOfOneOrderIsRefused() {
    Session s = PolicyBundles.after(bundle, "find_fan", Map.of("email", "a@b.c"), "F1");
    made(s, transfer("O1", "T1"));
    made(s, transfer("O1", "T2"));
    assertThat(PolicyBundles.verdict(s, "transfer_ticket", transfer("O1", "T3")))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(s, "transfer_ticket", transfer("O2", "T9")))
        .isEqualTo(Verdict.ALLOW);
  }

  private static void made(Session s, Map<String, Object> args) {
    ToolCall call = new ToolCall("transfer_ticket", args);
    assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(call, "ok");
  }

  private static Map<String, Object> transfer(String order, String ticket) {
    return Map.of("order_id", order, "ticket_id", ticket, "to_email", "x@y.z");
  }
}
