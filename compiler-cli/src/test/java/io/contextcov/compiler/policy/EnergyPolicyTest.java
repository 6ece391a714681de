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
 * An energy-account policy in shapes the card and course policies do not use: the order stated with
 * "Before …, verify the caller: `lookup_account` …", a bound as "limited to 12 installments",
 * counts as "one payment plan per conversation" and "once per conversation", a bound handed to a
 * person ("credits above 100 dollars are issued by a supervisor"), an argument owed ("never issue a
 * credit without stating the reason"), the other party's agreement as "has to agree … before you
 * call", a two-word party ("the account holder's written confirmation"), and no call after the
 * hand-off ("do not call other tools after the transfer").
 */
class EnergyPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("energy-policy.md", "energy-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "lookup_account", Map.of("account_number", "12345", "postcode", "AB1 2CD"), "A1");
  }

  @Test
  void theCallerIsVerifiedBeforeAnyChange() {
    Map<String, Object> fee = Map.of("account_id", "A1", "bill_id", "B1", "amount", 20);
    assertThat(verdict(Engine.of(bundle).session("t"), "waive_late_fee", fee))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(verified(), "waive_late_fee", fee)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void paymentPlansAreBoundedCountedAndAgreedTo() {
    assertThat(
            verdict(verified(), "set_payment_plan", Map.of("account_id", "A1", "installments", 18)))
        .isEqualTo(Verdict.DENY);
    Session s = verified();
    ToolCall plan = new ToolCall("set_payment_plan", Map.of("account_id", "A1", "installments", 6));
    assertThat(s.before(plan).verdict()).isEqualTo(Verdict.CONFIRM);
    s.ran(plan);
    s.after(plan, "ok");
    assertThat(s.before(plan).verdict()).isEqualTo(Verdict.DENY);
  }

  @Test
  void lateFeesAreWaivedOnceAndUpToTheirBound() {
    Session s = verified();
    assertThat(
            verdict(s, "waive_late_fee", Map.of("account_id", "A1", "bill_id", "B1", "amount", 55)))
        .isEqualTo(Verdict.DENY);
    ToolCall waive =
        new ToolCall("waive_late_fee", Map.of("account_id", "A1", "bill_id", "B1", "amount", 25));
    assertThat(s.before(waive).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(waive, "ok");
    assertThat(s.before(waive).verdict()).isEqualTo(Verdict.DENY);
  }

  @Test
  void creditsNeedAReasonAndLargeOnesAreLeftToASupervisor() {
    assertThat(
            verdict(
                verified(),
                "issue_credit",
                Map.of("account_id", "A1", "amount", 150, "reason", "outage")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(verified(), "issue_credit", Map.of("account_id", "A1", "amount", 30)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                verified(),
                "issue_credit",
                Map.of("account_id", "A1", "amount", 30, "reason", "outage")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void disconnectingIsDeniedAndClosingOrUpdatingContactsIsAsked() {
    assertThat(verdict(verified(), "disconnect_service", Map.of("account_id", "A1", "reason", "x")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(verified(), "close_account", Map.of("account_id", "A1")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(verified(), "update_contact", Map.of("account_id", "A1", "email", "a@b.c")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void nothingIsCalledAfterTheHandOff() {
    Session s = verified();
    assertThat(verdict(s, "get_bills", Map.of("account_id", "A1"))).isEqualTo(Verdict.ALLOW);
    ToolCall transfer = new ToolCall("transfer_to_human_agent", Map.of("summary", "wants a human"));
    assertThat(s.before(transfer).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(transfer, "transferred");
    assertThat(verdict(s, "get_bills", Map.of("account_id", "A1"))).isEqualTo(Verdict.DENY);
  }
}
