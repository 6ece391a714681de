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
 * A ferry line's booking desk: "up to 24 hours before departure" is a window of time, no order
 * between two tools; "vehicles longer than 7 metres must be referred" bounds `length_m` (a
 * comparative, a hand-over in the passive, the unit by its symbol); "refunds are issued to the
 * original payment method only" keeps `method` to that value.
 */
class FerryPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("ferry-policy.md", "ferry-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "get_booking", Map.of("booking_ref", "F1"), "ok");
  }

  @Test
  void aTimeBeforeDepartureOrdersNoTools() {
    // ("Change sailing date | Allowed up to 24 hours before departure; a change fee …")
    assertThat(bundle.constraints())
        .filteredOn(c -> c.effect() instanceof io.contextcov.bundle.Effect.Sequence)
        .noneMatch(
            c ->
                c.on().patterns().contains("update_passenger_names")
                    && c.source().map(x -> x.line()).orElse(0) != 4);
  }

  @Test
  void longVehiclesGoToTheFreightDesk() {
    Map<String, Object> van = Map.of("booking_ref", "F1", "registration", "AB12", "length_m", 5.2);
    Map<String, Object> truck = Map.of("booking_ref", "F1", "registration", "CD34", "length_m", 12);
    assertThat(PolicyBundles.verdict(found(), "add_vehicle", van)).isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(found(), "add_vehicle", truck)).isEqualTo(Verdict.DENY);
  }

  @Test
  void refundsGoBackTheWayTheyWerePaid() {
    assertThat(
            PolicyBundles.verdict(
                found(),
                "refund_booking",
                Map.of("booking_ref", "F1", "amount", 40, "method", "voucher")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(),
                "refund_booking",
                Map.of("booking_ref", "F1", "amount", 40, "method", "original")))
        .isNotEqualTo(Verdict.DENY);
  }
}
