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
 * A pharmacy's refill line: "never discuss a prescription before identifying the caller with
 * `lookup_patient`" puts the look-up first (the negated act comes after the step, not before it);
 * "at most three refill orders per conversation" counts the refills made, not their cancellations;
 * a tool named as where a value comes from ("the one `refill_prescription` returns") is no act of a
 * ban; a yes-or-no field named as a kind ("a controlled medication") is asked about when it is
 * true.
 */
class RefillLinePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("refillline-policy.md", "refillline-tools.json");
  }

  private static Session identified() {
    return PolicyBundles.after(
        bundle,
        "lookup_patient",
        Map.of("name", "A. Lee", "date_of_birth", "1980-04-02", "prescription_number", "RX1"),
        Map.of("patient_id", "P1"));
  }

  @Test
  void theLookUpComesFirstAndIsNeverBlocked() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "get_prescription", Map.of("prescription_number", "RX1")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                fresh,
                "lookup_patient",
                Map.of(
                    "name", "A. Lee", "date_of_birth", "1980-04-02", "prescription_number", "RX1")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(identified(), "get_prescription", Map.of("prescription_number", "RX1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void anOrdinaryRefillIsAllowedAndAControlledOneAsked() {
    assertThat(
            verdict(
                identified(),
                "refill_prescription",
                Map.of("prescription_number", "RX1", "store_id", "S1", "controlled", false)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            verdict(
                identified(),
                "refill_prescription",
                Map.of("prescription_number", "RX1", "store_id", "S1", "controlled", true)))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void cancellingIsNotCountedAsARefill() {
    Session s = identified();
    for (int i = 0; i < 4; i++) {
      assertThat(verdict(s, "cancel_refill_order", Map.of("order_id", "O" + i)))
          .isEqualTo(Verdict.ALLOW);
      s.after(new ToolCall("cancel_refill_order", Map.of("order_id", "O" + i)), "ok");
    }
  }
}
