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
 * A pharmacy's refill policy: "Identify the patient with `find_patient` first" opens with a verb
 * the tables do not know, yet orders every writing tool after the lookup; "never request more than
 * 90 units" bounds the one quantity argument; `transfer_to_pharmacist` hands the chat over and
 * changes no record, so it waits for nothing and is asked about by no rule on transfers.
 */
class PharmacyPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("pharmacy-policy.md", "pharmacy-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle, "find_patient", Map.of("last_name", "Ito", "date_of_birth", "1970-01-02"), "P1");
  }

  private static Session read() {
    Session s = found();
    ToolCall lookup = new ToolCall("get_prescription", Map.of("prescription_id", "R1"));
    assertThat(s.before(lookup).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(lookup, "{}");
    return s;
  }

  @Test
  void nothingChangesBeforeThePatientIsFound() {
    Map<String, Object> address = Map.of("patient_id", "P1", "address", "1 High St");
    assertThat(PolicyBundles.verdict(Engine.of(bundle).session("t"), "update_address", address))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found(), "update_address", address)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRefillIsBoundedByItsQuantity() {
    Map<String, Object> big = Map.of("prescription_id", "R1", "quantity", 120, "pickup", "store");
    Map<String, Object> usual = Map.of("prescription_id", "R1", "quantity", 30, "pickup", "store");
    assertThat(PolicyBundles.verdict(read(), "request_refill", big)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(read(), "request_refill", usual)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void handingTheChatToAPharmacistWaitsForNothing() {
    assertThat(
            PolicyBundles.verdict(
                Engine.of(bundle).session("t"),
                "transfer_to_pharmacist",
                Map.of("reason", "dosage question")))
        .isEqualTo(Verdict.ALLOW);
  }
}
