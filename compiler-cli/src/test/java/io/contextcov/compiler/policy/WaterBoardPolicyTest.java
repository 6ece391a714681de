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
 * A water board's help line, written in the "The agent MUST" style: the finding tool is named like
 * the verb before it ("MUST authenticate … with `authenticate`"), the tool after "except" is left
 * out of what waits for it, a bound said of a fee is on the tool's amount, and each act of a ban
 * joined by "or" is banned on its own ("disconnect or schedule a disconnection": the verb no tool
 * does takes the last act's object); `switch_tariff`, whose verb neither the reading nor the
 * writing verbs hold, is taken to write, so switching asks for the customer's yes.
 */
class WaterBoardPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("waterboard-policy.md", "waterboard-tools.json");
  }

  @Test
  void everyToolButTheHandOffWaitsForTheHolder() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(PolicyBundles.verdict(fresh, "get_account", Map.of("account_number", "A1")))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(fresh, "transfer_to_agent", Map.of("summary", "billing")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aFeeAboveTheBoundIsNotWaived() {
    Session found = identified();
    assertThat(PolicyBundles.verdict(found, "waive_fee", fee(45))).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found, "waive_fee", fee(25))).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void eachActOfABanJoinedByOrIsRefused() {
    Session found = identified();
    assertThat(
            PolicyBundles.verdict(
                found,
                "schedule_disconnection",
                Map.of("account_number", "A1", "date", "2026-12-24")))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found, "close_account", Map.of("account_number", "A1")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found,
                "merge_accounts",
                Map.of("account_number", "A1", "other_account_number", "A2")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aToolOfAVerbNoListKnowsIsTakenToWrite() {
    Session found = identified();
    assertThat(
            PolicyBundles.verdict(
                found, "switch_tariff", Map.of("account_number", "A1", "tariff", "green")))
        .isEqualTo(Verdict.CONFIRM);
  }

  /** A session in which the holder was found. */
  private static Session identified() {
    return PolicyBundles.after(
        bundle, "authenticate", Map.of("account_number", "A1", "postcode", "N1"), "ok");
  }

  private static Map<String, Object> fee(int amount) {
    return Map.of("account_number", "A1", "fee_id", "F1", "amount", amount);
  }
}
