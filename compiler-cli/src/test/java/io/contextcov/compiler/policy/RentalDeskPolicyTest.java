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
 * A car rental desk: "before taking any action on a rental, identify the customer with
 * `find_customer`" orders every write after the lookup; "never create a luxury rental with
 * `insurance` set to false" refuses that case only, not every luxury rental; "never add a driver
 * younger than 21" is a bound on the driver's age; "the cancellation reason must be one of …" keeps
 * the reason to the values listed.
 */
class RentalDeskPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("rentaldesk-policy.md", "rentaldesk-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "find_customer", Map.of("customer_id", "C7"), "ok");
  }

  private static Map<String, Object> rental(String carClass, boolean insurance) {
    return Map.of(
        "customer_id",
        "C7",
        "car_class",
        carClass,
        "pickup_date",
        "2026-06-01",
        "return_date",
        "2026-06-04",
        "insurance",
        insurance);
  }

  @Test
  void everyWriteWaitsForTheCustomerLookup() {
    Session fresh = PolicyBundles.after(bundle, "get_rental", Map.of("rental_id", "R1"), "ok");
    assertThat(
            PolicyBundles.verdict(
                fresh,
                "add_driver",
                Map.of("rental_id", "R1", "driver_name", "Ana", "driver_age", 30)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(),
                "add_driver",
                Map.of("rental_id", "R1", "driver_name", "Ana", "driver_age", 30)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aLuxuryRentalIsRefusedOnlyWithoutInsurance() {
    assertThat(PolicyBundles.verdict(found(), "create_rental", rental("luxury", false)))
        .isEqualTo(Verdict.DENY);
    // with insurance it only waits for the customer's yes, as every new rental does
    assertThat(PolicyBundles.verdict(found(), "create_rental", rental("luxury", true)))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aDriverUnder21IsRefused() {
    assertThat(
            PolicyBundles.verdict(
                found(),
                "add_driver",
                Map.of("rental_id", "R1", "driver_name", "Bo", "driver_age", 19)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(),
                "add_driver",
                Map.of("rental_id", "R1", "driver_name", "Bo", "driver_age", 21)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theCancellationReasonIsOneOfTheListedValues() {
    assertThat(
            PolicyBundles.verdict(
                found(), "cancel_rental", Map.of("rental_id", "R1", "reason", "bored")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(), "cancel_rental", Map.of("rental_id", "R1", "reason", "flight cancelled")))
        .isNotEqualTo(Verdict.DENY);
  }
}
