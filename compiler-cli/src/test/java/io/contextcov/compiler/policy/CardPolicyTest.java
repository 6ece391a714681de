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
 * A bank's card policy written in paragraphs, its catalog declaring no effects: the tools' verbs
 * (freeze, order, open, close, transfer) say which ones write; "until the customer has been found
 * with `find_customer`" orders every writing tool after that one; "must not exceed 5000 dollars",
 * "no more than 15000" and "2,000 dollars" bound number arguments; "at most three … per
 * conversation" and "never … more than once in a conversation" are session limits; "you must not
 * close an account yourself" denies the tool; "requires the customer to confirm" and "get an
 * explicit yes" ask; "express shipping is only available to …" asks for that value only.
 */
class CardPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("card-policy.md", "card-tools.json");
  }

  /** A session in which the customer has been found, as the policy asks first. */
  private static Session found() {
    Session s = Engine.of(bundle).session("t");
    ToolCall find =
        new ToolCall("find_customer", Map.of("phone", "555-0100", "date_of_birth", "1990-01-01"));
    assertThat(s.before(find).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(find, "C1");
    return s;
  }

  private static Verdict decide(String tool, Map<String, Object> args) {
    return found().before(new ToolCall(tool, args)).verdict();
  }

  @Test
  void noActionIsTakenUntilTheCustomerIsFound() {
    Session s = Engine.of(bundle).session("t");
    assertThat(s.before(new ToolCall("freeze_card", Map.of("card_id", "K1"))).verdict())
        .isEqualTo(Verdict.DENY);
    assertThat(decide("freeze_card", Map.of("card_id", "K1"))).isEqualTo(Verdict.ALLOW);
    // reading needs no such order here
    assertThat(decide("get_account", Map.of("customer_id", "C1"))).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theActsBeforeAnExplicitYesAreAskedAbout() {
    assertThat(decide("order_replacement_card", Map.of("card_id", "K1", "shipping", "standard")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(decide("change_credit_limit", Map.of("card_id", "K1", "new_limit", 1000)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            decide(
                "open_dispute",
                Map.of("transaction_id", "T1", "amount", 50, "reason", "duplicate")))
        .isEqualTo(Verdict.CONFIRM);
    // "move money" is what transfer_funds does
    assertThat(
            decide("transfer_funds", Map.of("from_account", "A", "to_account", "B", "amount", 10)))
        .isEqualTo(Verdict.CONFIRM);
    // unfreezing waits on the customer's confirmation of the card
    assertThat(decide("unfreeze_card", Map.of("card_id", "K1"))).isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void boundsHoldOnTheNumberArgumentsTheyName() {
    assertThat(
            decide(
                "transfer_funds", Map.of("from_account", "A", "to_account", "B", "amount", 6000)))
        .isEqualTo(Verdict.DENY);
    assertThat(decide("change_credit_limit", Map.of("card_id", "K1", "new_limit", 20000)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            decide(
                "open_dispute", Map.of("transaction_id", "T1", "amount", 2500, "reason", "fraud")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void closingAnAccountIsLeftToAPerson() {
    assertThat(decide("close_account", Map.of("customer_id", "C1", "reason", "moving")))
        .isEqualTo(Verdict.DENY);
    assertThat(decide("transfer_to_human_agent", Map.of("summary", "wants to close")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void onlyTheRestrictedValueIsAskedAbout() {
    long express =
        bundle.constraints().stream()
            .filter(c -> c.on().patterns().contains("order_replacement_card"))
            .filter(c -> c.source().map(x -> x.text().contains("Express")).orElse(false))
            .count();
    assertThat(express).isEqualTo(1);
    assertThat(decide("order_replacement_card", Map.of("card_id", "K1", "shipping", "express")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void sessionLimitsCountTheCallsOfOneConversation() {
    Session s = found();
    ToolCall change =
        new ToolCall("change_credit_limit", Map.of("card_id", "K1", "new_limit", 1000));
    // the first change is asked about (a yes is needed); once a person approved it and it ran, a
    // second one is refused
    assertThat(s.before(change).verdict()).isEqualTo(Verdict.CONFIRM);
    s.ran(change);
    s.after(change, "ok");
    assertThat(s.before(change).verdict()).isEqualTo(Verdict.DENY);

    Session d = found();
    ToolCall dispute =
        new ToolCall(
            "open_dispute", Map.of("transaction_id", "T1", "amount", 20, "reason", "duplicate"));
    for (int i = 0; i < 3; i++) {
      assertThat(d.before(dispute).verdict()).as("dispute %d", i + 1).isEqualTo(Verdict.CONFIRM);
      d.ran(dispute);
      d.after(dispute, "ok");
    }
    assertThat(d.before(dispute).verdict()).isEqualTo(Verdict.DENY);
  }
}
