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
 * A prepaid phone desk whose bounds are lifted by what a call carries: "a credit above 10 dollars
 * needs a reason code of `NETWORK_FAULT` or `BILLING_ERROR`" lets larger credits through with one
 * of those codes (the cap of 30 still holds), "never grant a bonus above 5 dollars without the
 * promo code" with any code; and "moving a number … requires a code check with `check_otp` first"
 * puts the check before that act alone, not before every write.
 */
class CarrierPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("carrier-policy.md", "carrier-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "verify_subscriber", Map.of("phone", "555", "pin", "1234"), "ok");
  }

  private static Verdict credit(Map<String, Object> args) {
    return PolicyBundles.verdict(verified(), "issue_credit", args);
  }

  @Test
  void aLargerCreditCarriesOneOfTheNamedReasonCodes() {
    assertThat(credit(Map.of("line_id", "L1", "amount", 8))).isEqualTo(Verdict.ALLOW);
    assertThat(credit(Map.of("line_id", "L1", "amount", 20))).isEqualTo(Verdict.DENY);
    assertThat(credit(Map.of("line_id", "L1", "amount", 20, "reason_code", "GOODWILL")))
        .isEqualTo(Verdict.DENY);
    assertThat(credit(Map.of("line_id", "L1", "amount", 20, "reason_code", "NETWORK_FAULT")))
        .isEqualTo(Verdict.ALLOW);
    // (the cap holds whatever the code)
    assertThat(credit(Map.of("line_id", "L1", "amount", 45, "reason_code", "BILLING_ERROR")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aLargerBonusCarriesAPromoCode() {
    Map<String, Object> small = Map.of("line_id", "L1", "amount", 3);
    Map<String, Object> large = Map.of("line_id", "L1", "amount", 8);
    Map<String, Object> coded = Map.of("line_id", "L1", "amount", 8, "promo_code", "SPRING");
    assertThat(PolicyBundles.verdict(verified(), "grant_bonus", small)).isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(verified(), "grant_bonus", large)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(verified(), "grant_bonus", coded)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void onlyTheMoveWaitsForTheCodeCheck() {
    Map<String, Object> move = Map.of("line_id", "L1", "iccid", "8901");
    Session s = verified();
    assertThat(PolicyBundles.verdict(s, "move_number", move)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(s, "send_otp", Map.of("line_id", "L1")))
        .isEqualTo(Verdict.ALLOW);
    ToolCall check = new ToolCall("check_otp", Map.of("line_id", "L1", "code", "4242"));
    assertThat(s.before(check).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(check, "ok");
    assertThat(PolicyBundles.verdict(s, "move_number", move)).isEqualTo(Verdict.ALLOW);
  }
}
