package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
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
 * A help desk whose catalog finds the account by one of several keys (`get_account_by_phone`,
 * `get_account_by_email`): "you must first identify the account" is owed by any of them; "check
 * that the invoice is unpaid before sending a payment link" names the invoice reader by its first
 * noun; "the maximum speed boost is 200 Mbps" bounds the boost as a fact with no modal word.
 */
class BroadbandPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("broadband-policy.md", "broadband-tools.json");
  }

  @Test
  void anyFinderOfTheAccountComesFirst() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "reset_router", Map.of("account_id", "A1"))).isEqualTo(Verdict.DENY);
    Session byEmail =
        PolicyBundles.after(bundle, "get_account_by_email", Map.of("email", "a@b.example"), "A1");
    assertThat(verdict(byEmail, "reset_router", Map.of("account_id", "A1")))
        .isEqualTo(Verdict.ALLOW);
    Session byPhone =
        PolicyBundles.after(bundle, "get_account_by_phone", Map.of("phone", "555-0101"), "A1");
    assertThat(verdict(byPhone, "reset_router", Map.of("account_id", "A1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theInvoiceIsReadBeforeAPaymentLinkGoesOut() {
    Session found =
        PolicyBundles.after(bundle, "get_account_by_phone", Map.of("phone", "555-0101"), "A1");
    Map<String, Object> link = Map.of("account_id", "A1", "invoice_id", "I1");
    assertThat(verdict(found, "send_payment_link", link)).isEqualTo(Verdict.DENY);
    Session read =
        PolicyBundles.after(bundle, "get_account_by_phone", Map.of("phone", "555-0101"), "A1");
    ToolCall invoices = new ToolCall("get_invoices_for_account", Map.of("account_id", "A1"));
    assertThat(read.before(invoices).verdict()).isEqualTo(Verdict.ALLOW);
    read.after(invoices, "[]");
    assertThat(verdict(read, "send_payment_link", link)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theBoostIsBounded() {
    Session found =
        PolicyBundles.after(bundle, "get_account_by_phone", Map.of("phone", "555-0101"), "A1");
    assertThat(verdict(found, "boost_speed", Map.of("account_id", "A1", "boost_mbps", 500)))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found, "boost_speed", Map.of("account_id", "A1", "boost_mbps", 100)))
        .isEqualTo(Verdict.ALLOW);
  }
}
