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
 * A mobile carrier's policy in plain second person: the customer found "until" anything else
 * happens, a value owed "on every suspension", a count keyed by what is counted ("one credit per
 * customer per conversation"), a ban whose reason no call shows ("do not credit a customer because
 * …", the credit tool named by its head noun: asked about), and a stop after the transfer written
 * as "then stop — no more tool calls"; sizes with no modal word ("data refuels come in 1, 5 or 10
 * GB") bound the size argument to those values.
 */
class MobilePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("mobile-policy.md", "mobile-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle, "find_customer_by_phone", Map.of("phone_number", "555-0100"), "C1");
  }

  @Test
  void nothingIsReadOrChangedBeforeTheCustomerIsFound() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "get_bill_details", Map.of("bill_id", "B1"))).isEqualTo(Verdict.DENY);
    assertThat(verdict(fresh, "replace_sim", Map.of("line_id", "L1", "delivery", "post")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "get_bill_details", Map.of("bill_id", "B1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aSuspensionCarriesItsReason() {
    assertThat(verdict(found(), "suspend_line", Map.of("customer_id", "C1", "line_id", "L1")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                found(),
                "suspend_line",
                Map.of("customer_id", "C1", "line_id", "L1", "reason", "stolen phone")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void oneCreditPerConversationAndNoneAboveTheCap() {
    Session s = found();
    assertThat(verdict(s, "issue_bill_credit", Map.of("customer_id", "C1", "amount", 60)))
        .isEqualTo(Verdict.DENY);
    ToolCall credit = new ToolCall("issue_bill_credit", Map.of("customer_id", "C1", "amount", 20));
    // every credit is asked about: why it is given, no call shows
    assertThat(s.before(credit).verdict()).isEqualTo(Verdict.CONFIRM);
    // a person approved it, and the host ran it
    s.ran(credit);
    assertThat(verdict(s, "issue_bill_credit", Map.of("customer_id", "C1", "amount", 10)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aPassiveBanWithACaseNoCallShowsIsAskedAbout() throws URISyntaxException {
    Bundle faq = PolicyBundles.compile("mobile-faq-policy.md", "mobile-tools.json");
    Session s =
        PolicyBundles.after(
            faq, "find_customer_by_phone", Map.of("phone_number", "555-0100"), "C1");
    assertThat(verdict(s, "generate_port_out_code", Map.of("line_id", "L1")))
        .isEqualTo(Verdict.CONFIRM);
    // "find the customer" names the finding tool by its verb and record
    assertThat(verdict(Engine.of(faq).session("t"), "get_line_details", Map.of("line_id", "L1")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void dataComesInTheSizesTheCarrierSells() {
    assertThat(verdict(found(), "refuel_data", Map.of("line_id", "L1", "gb_amount", 5)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(found(), "refuel_data", Map.of("line_id", "L1", "gb_amount", 5.0)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(found(), "refuel_data", Map.of("line_id", "L1", "gb_amount", 3)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void nothingFollowsTheTransfer() {
    Session s = found();
    ToolCall transfer = new ToolCall("transfer_to_human_agents", Map.of("summary", "wants a cap"));
    assertThat(s.before(transfer).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(transfer, "transferred");
    assertThat(verdict(s, "get_line_details", Map.of("line_id", "L1"))).isEqualTo(Verdict.DENY);
  }
}
