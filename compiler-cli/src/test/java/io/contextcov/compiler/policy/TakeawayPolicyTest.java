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
 * A food delivery desk: "at most one voucher can be applied per order" is a limit per order; "never
 * apply a voucher whose code starts with "STAFF"" refuses those codes and no others.
 */
class TakeawayPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("takeaway-policy.md", "takeaway-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "get_order", Map.of("order_id", "O1"), "ok");
  }

  @Test
  void oneVoucherPerOrder() {
    Session s = found();
    ToolCall first = new ToolCall("apply_voucher", Map.of("order_id", "O1", "code", "SPRING5"));
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(first, "ok");
    assertThat(
            PolicyBundles.verdict(s, "apply_voucher", Map.of("order_id", "O1", "code", "WELCOME")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(s, "apply_voucher", Map.of("order_id", "O2", "code", "WELCOME")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void staffCodesAreRefusedAndOthersAreNot() {
    assertThat(
            PolicyBundles.verdict(
                found(), "apply_voucher", Map.of("order_id", "O1", "code", "STAFF20")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(), "apply_voucher", Map.of("order_id", "O1", "code", "SPRING5")))
        .isEqualTo(Verdict.ALLOW);
  }
}
