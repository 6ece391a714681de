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
 * A clinic front-desk policy with bold run-in labels: identification "before reading or changing
 * anything", a gerund phrase banned with a case no call shows ("cancelling … less than 24 hours
 * before it starts is not permitted"), "allowed only once per appointment", a reading tool banned
 * by its own verb ("never read out test results"), a noun-only subject approved by a person
 * ("refills for controlled medication must be approved by a doctor") and a count "per call"; the
 * hand-off to the nurse line is no change and stays open before identification.
 */
class ClinicPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("clinic-policy.md", "clinic-tools.json");
  }

  private static Session identified() {
    return PolicyBundles.after(
        bundle, "find_patient", Map.of("full_name", "A B", "date_of_birth", "1980-01-01"), "P1");
  }

  @Test
  void thePatientIsIdentifiedFirstButAnEmergencyIsNeverHeldUp() {
    Map<String, Object> move = Map.of("appointment_id", "AP1", "new_date", "2026-12-10");
    assertThat(verdict(Engine.of(bundle).session("t"), "reschedule_appointment", move))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(identified(), "reschedule_appointment", move)).isEqualTo(Verdict.ALLOW);
    assertThat(
            verdict(
                Engine.of(bundle).session("t"),
                "transfer_to_nurse_line",
                Map.of("summary", "chest pain")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void eachAppointmentIsRescheduledOnce() {
    Session s = identified();
    ToolCall first =
        new ToolCall(
            "reschedule_appointment", Map.of("appointment_id", "AP1", "new_date", "2026-12-10"));
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(first, "ok");
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                s,
                "reschedule_appointment",
                Map.of("appointment_id", "AP2", "new_date", "2026-12-11")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void dosagesAndResultsAreOffLimitsAndLateCancellationsAreAsked() {
    assertThat(
            verdict(identified(), "change_dosage", Map.of("prescription_id", "R1", "dosage", "2")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(identified(), "read_test_results", Map.of("patient_id", "P1")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(identified(), "cancel_appointment", Map.of("appointment_id", "AP1")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void controlledRefillsWaitForADoctorAndRefillsAreCounted() {
    Session s = identified();
    ToolCall controlled =
        new ToolCall("request_refill", Map.of("prescription_id", "R1", "controlled", true));
    assertThat(s.before(controlled).verdict()).isEqualTo(Verdict.CONFIRM);
    ToolCall plain =
        new ToolCall("request_refill", Map.of("prescription_id", "R2", "controlled", false));
    for (int i = 0; i < 3; i++) {
      assertThat(s.before(plain).verdict()).as("refill %d", i + 1).isEqualTo(Verdict.ALLOW);
      s.after(plain, "ok");
    }
    assertThat(s.before(plain).verdict()).isEqualTo(Verdict.DENY);
  }
}
