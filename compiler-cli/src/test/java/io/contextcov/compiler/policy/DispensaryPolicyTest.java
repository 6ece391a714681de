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
 * A pharmacy's refill line: "look up the patient … before discussing any prescription" puts the
 * lookup before the tool that reads prescriptions (discussing a record is reading it); "no more
 * than 90 tablets may be requested in one refill" bounds the quantity of the tool whose verb stands
 * after the bound, in the passive.
 */
class DispensaryPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("dispensary-policy.md", "dispensary-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle, "find_patient", Map.of("date_of_birth", "1970-01-02", "postcode", "AB1"), "P9");
  }

  @Test
  void prescriptionsAreReadOnlyOnceThePatientIsFound() {
    Session fresh = Engine.of(bundle).session("t");
    Map<String, Object> list = Map.of("patient_id", "P9");
    assertThat(PolicyBundles.verdict(fresh, "get_prescriptions", list)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found(), "get_prescriptions", list)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRefillIsAtMostNinetyTablets() {
    // (every refill is asked about: whether the medication is a controlled one no call shows)
    assertThat(PolicyBundles.verdict(found(), "request_refill", refill(90)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(PolicyBundles.verdict(found(), "request_refill", refill(120)))
        .isEqualTo(Verdict.DENY);
  }

  private static Map<String, Object> refill(int quantity) {
    return Map.of("patient_id", "P9", "prescription_id", "R1", "quantity", quantity);
  }
}
