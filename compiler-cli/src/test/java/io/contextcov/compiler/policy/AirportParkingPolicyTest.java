package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
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
 * An airport parking desk: "Identify the booking first: ask for the booking reference … and call
 * `find_booking`" keeps its label, whose "first" puts the look-up before every change; "Before any
 * change or cancellation, … get the driver's explicit confirmation" asks before every writing tool,
 * a change of nothing named being any write.
 */
class AirportParkingPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("airportparking-policy.md", "airportparking-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle,
        "find_booking",
        Map.of("booking_ref", "PK-5521", "last_name", "Okafor"),
        Map.of("booking_ref", "PK-5521", "terminal", "2"));
  }

  @Test
  void theBookingIsFoundBeforeAnyChange() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "add_valet", Map.of("booking_ref", "PK-5521")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void everyChangeWaitsForTheDriversYes() {
    assertThat(verdict(found(), "add_valet", Map.of("booking_ref", "PK-5521")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            verdict(found(), "extend_booking", Map.of("booking_ref", "PK-5521", "extra_hours", 6)))
        .isEqualTo(Verdict.CONFIRM);
  }
}
