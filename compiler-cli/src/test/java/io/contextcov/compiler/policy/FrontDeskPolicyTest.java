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
 * A front-desk policy whose rules open with a time that limits them ("Inside 24 hours, tell … and
 * get an explicit yes before calling `charge_no_show_fee`") and bound an amount with the thing
 * bounded after the number ("never charge more than $40 for a no-show"), and count acts on one
 * record ("do not book more than two appointments for the same patient").
 */
class FrontDeskPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("frontdesk-policy.md", "frontdesk-tools.json");
  }

  private static Session identified() {
    return PolicyBundles.after(
        bundle, "find_patient", Map.of("full_name", "A B", "date_of_birth", "1980-01-01"), "P1");
  }

  @Test
  void aPatientIsIdentifiedBeforeAnythingIsReadOrChanged() {
    assertThat(verdict(Engine.of(bundle).session("t"), "get_patient", Map.of("patient_id", "P1")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(identified(), "get_patient", Map.of("patient_id", "P1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theNoShowFeeIsAskedAboutAndNeverAboveItsAmount() {
    Map<String, Object> fee = Map.of("patient_id", "P1", "appointment_id", "AP1", "amount", 40);
    assertThat(verdict(identified(), "charge_no_show_fee", fee)).isEqualTo(Verdict.CONFIRM);
    Map<String, Object> more = Map.of("patient_id", "P1", "appointment_id", "AP1", "amount", 45);
    assertThat(verdict(identified(), "charge_no_show_fee", more)).isEqualTo(Verdict.DENY);
  }

  @Test
  void aPatientGetsTwoBookingsAndAnotherPatientIsCountedApart() {
    Session s = identified();
    for (String slot : new String[] {"S1", "S2"}) {
      ToolCall booking =
          new ToolCall(
              "book_appointment",
              Map.of("patient_id", "P1", "slot_id", slot, "visit_type", "follow-up"));
      assertThat(s.before(booking).verdict()).isEqualTo(Verdict.ALLOW);
      s.after(booking, "ok");
    }
    assertThat(
            verdict(
                s,
                "book_appointment",
                Map.of("patient_id", "P1", "slot_id", "S3", "visit_type", "follow-up")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                s,
                "book_appointment",
                Map.of("patient_id", "P2", "slot_id", "S3", "visit_type", "follow-up")))
        .isEqualTo(Verdict.ALLOW);
  }
}
