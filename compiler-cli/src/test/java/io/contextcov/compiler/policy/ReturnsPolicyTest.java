package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A clothing shop's returns desk: "only one exchange is allowed per order" limits `create_exchange`
 * to one call per `order_number` (the record's key by another name than `order_id`), so a second
 * order's exchange is still only asked about, never refused; "goodwill credit of more than 20
 * dollars needs a supervisor" asks past the bound and never refuses; "final-sale items cannot be
 * returned or exchanged" asks about both tools, each participle an act of its own; "do not issue
 * store credit for the same order twice" is kept per `order_number` too.
 */
class ReturnsPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("returns-policy.md", "returns-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "verify_email", Map.of("order_number", "A1", "email", "a@example.com"), "ok");
  }

  private static Map<String, Object> exchange(String order) {
    return Map.of("order_number", order, "item_ids", List.of("i1"), "new_item_ids", List.of("i2"));
  }

  @Test
  void oneExchangePerOrder() {
    Session s = verified();
    ToolCall first = new ToolCall("create_exchange", exchange("A1"));
    // "final-sale items cannot be … exchanged": which items are final-sale no call shows
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.CONFIRM);
    s.ran(first);
    assertThat(PolicyBundles.verdict(s, "create_exchange", exchange("A1"))).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(s, "create_exchange", exchange("B2")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void finalSaleItemsMakeEveryReturnAndExchangeAQuestion() {
    Map<String, Object> ret =
        Map.of("order_number", "A1", "item_ids", List.of("i1"), "refund_method", "store_credit");
    assertThat(PolicyBundles.verdict(verified(), "create_return", ret)).isEqualTo(Verdict.CONFIRM);
    assertThat(PolicyBundles.verdict(verified(), "create_exchange", exchange("A1")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void largeGoodwillCreditWaitsForASupervisor() {
    assertThat(
            PolicyBundles.verdict(
                verified(), "issue_store_credit", Map.of("order_number", "A1", "amount", 35)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(
                verified(), "issue_store_credit", Map.of("order_number", "A1", "amount", 15)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void storeCreditOncePerOrderKeyedByItsNumber() {
    Session s = verified();
    ToolCall first = new ToolCall("issue_store_credit", Map.of("order_number", "A1", "amount", 10));
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(first, "ok");
    assertThat(
            PolicyBundles.verdict(
                s, "issue_store_credit", Map.of("order_number", "A1", "amount", 10)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                s, "issue_store_credit", Map.of("order_number", "B2", "amount", 10)))
        .isEqualTo(Verdict.ALLOW);
  }
}
