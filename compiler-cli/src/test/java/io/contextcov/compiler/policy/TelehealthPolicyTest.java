package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A telehealth pharmacy: the hand-off a rule names as the way to get approval
 * (`transfer_to_pharmacist`) is not itself asked about; "wait for the patient to say yes" asks
 * before a refill; a refund over a bound needs a pharmacist's approval.
 */
class TelehealthPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("telehealth-policy.md", "telehealth-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "verify_patient", Map.of("patient_id", "P1", "date_of_birth", "1970-01-01"), "ok");
  }

  @Test
  void theHandOffToAPharmacistIsNotAskedAbout() {
    assertThat(
            PolicyBundles.verdict(
                verified(), "transfer_to_pharmacist", Map.of("summary", "copay refund")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void refillsWaitForTheYes() {
    assertThat(
            PolicyBundles.verdict(verified(), "request_refill", Map.of("prescription_id", "RX1")))
        .isEqualTo(Verdict.CONFIRM);
    // the question comes from the read-back sentence itself, not only from the kept refill
    assertThat(bundle.constraints())
        .anySatisfy(
            c -> {
              assertThat(c.on().patterns()).containsExactly("request_refill");
              assertThat(c.source().orElseThrow().text()).startsWith("Before submitting a refill");
              assertThat(c.source().orElseThrow().by()).isEqualTo("rule/confirmation");
            });
  }

  @Test
  void largeCopayRefundsNeedAPharmacist() {
    assertThat(
            PolicyBundles.verdict(
                verified(), "refund_copay", Map.of("order_id", "O1", "amount", 20)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(
                verified(), "refund_copay", Map.of("order_id", "O1", "amount", 80)))
        .isEqualTo(Verdict.CONFIRM);
  }
}
