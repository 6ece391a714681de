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
 * A parcel service's support policy in numbered rules: "always verify the customer's identity …
 * before calling `update_address` or `issue_refund`" orders both tools after `verify_identity`
 * (named by its verb and noun, not its name); "before changing an address, look up the shipment"
 * orders `update_address` after `lookup_shipment`; "refunds above 50 EUR need a supervisor's
 * approval; never call `issue_refund` for more than 50 EUR without it" asks about large refunds
 * only, and refuses none of them.
 */
class ParcelPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("parcel-policy.md", "parcel-tools.json");
  }

  private static final Map<String, Object> WHO = Map.of("email", "a@example.org", "order_id", "O1");

  private static Session verified() {
    return PolicyBundles.after(bundle, "verify_identity", WHO, "ok");
  }

  @Test
  void writingToolsWaitForTheIdentityCheck() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(PolicyBundles.verdict(fresh, "issue_refund", Map.of("order_id", "O1", "amount", 10)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                verified(), "issue_refund", Map.of("order_id", "O1", "amount", 10)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRefundPastTheBoundIsAskedAboutNeverRefused() {
    assertThat(
            PolicyBundles.verdict(
                verified(), "issue_refund", Map.of("order_id", "O1", "amount", 80)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(
                verified(), "issue_refund", Map.of("order_id", "O1", "amount", 50)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void anAddressChangeWaitsForBothEarlierCalls() {
    Map<String, Object> move = Map.of("order_id", "O1", "address", "1 Elm Row");
    assertThat(PolicyBundles.verdict(verified(), "update_address", move)).isEqualTo(Verdict.DENY);
    Session s = verified();
    io.contextcov.runtime.ToolCall lookup =
        new io.contextcov.runtime.ToolCall("lookup_shipment", Map.of("tracking_id", "T1"));
    assertThat(s.before(lookup).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(lookup, "ok");
    // the courier may have the parcel already: no call shows it, so a person is asked
    assertThat(PolicyBundles.verdict(s, "update_address", move)).isEqualTo(Verdict.CONFIRM);
  }
}
