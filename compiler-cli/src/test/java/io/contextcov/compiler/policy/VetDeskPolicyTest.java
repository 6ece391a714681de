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
 * A vet clinic front desk: "verify the owner with `find_owner` before booking, moving or cancelling
 * an appointment" orders `move_appointment` too — "move" is that tool's own verb here, not the
 * everyday word for a transfer of money.
 */
class VetDeskPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("vetdesk-policy.md", "vetdesk-tools.json");
  }

  @Test
  void movingAnAppointmentWaitsForTheOwnerLookup() {
    Map<String, Object> move = Map.of("appointment_id", "A1", "new_date", "2026-05-02");
    Session fresh =
        PolicyBundles.after(bundle, "add_note", Map.of("pet_id", "P1", "note", "n"), "ok");
    assertThat(PolicyBundles.verdict(fresh, "move_appointment", move)).isEqualTo(Verdict.DENY);
    Session found = PolicyBundles.after(bundle, "find_owner", Map.of("phone", "555"), "ok");
    assertThat(PolicyBundles.verdict(found, "move_appointment", move)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void surgeryIsNeverBookedByTheAssistant() {
    Session found = PolicyBundles.after(bundle, "find_owner", Map.of("phone", "555"), "ok");
    Map<String, Object> surgery =
        Map.of("owner_id", "O1", "pet_id", "P1", "date", "2026-05-02", "type", "surgery");
    assertThat(PolicyBundles.verdict(found, "book_appointment", surgery)).isEqualTo(Verdict.DENY);
  }
}
