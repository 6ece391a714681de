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
 * A grocery desk: "a delivery slot can be rescheduled at most once per order" counts per order (a
 * second order of the same conversation may still be moved once), while "do not call `apply_coupon`
 * more than once per conversation" counts over the whole conversation.
 */
class GroceryPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("grocery-policy.md", "grocery-tools.json");
  }

  /** A session where the customer was found and {@code tool} then ran once, allowed. */
  private static Session foundAndCalled(String tool, Map<String, Object> args) {
    Session s = PolicyBundles.after(bundle, "find_customer", Map.of("phone", "555"), "C1");
    ToolCall first = new ToolCall(tool, args);
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(first, "ok");
    return s;
  }

  @Test
  void aSlotIsMovedOncePerOrder() {
    Session s = foundAndCalled("reschedule_slot", Map.of("order_id", "A", "slot", "9-10"));
    assertThat(
            PolicyBundles.verdict(s, "reschedule_slot", Map.of("order_id", "A", "slot", "10-11")))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(s, "reschedule_slot", Map.of("order_id", "B", "slot", "9-10")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void oneCouponInAConversation() {
    Session s = foundAndCalled("apply_coupon", Map.of("order_id", "A", "code", "SAVE5"));
    assertThat(PolicyBundles.verdict(s, "apply_coupon", Map.of("order_id", "B", "code", "SAVE5")))
        .isEqualTo(Verdict.DENY);
  }
}
