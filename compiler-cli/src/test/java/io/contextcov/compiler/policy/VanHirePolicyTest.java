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
 * A van-hire desk: "before any change to a booking, check the customer" orders the check before the
 * tools that change a booking (those that take its key), not before a hand-off; "the return depot
 * cannot be changed after the booking is confirmed" asks about calls that carry the depot (a state
 * no call shows), and a booking "confirmed" is no customer's confirmation owed before other acts;
 * "the van size cannot be changed" refuses calls that carry the size.
 */
class VanHirePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("vanhire-policy.md", "vanhire-tools.json");
  }

  private static Session checked() {
    return PolicyBundles.after(
        bundle,
        "check_customer",
        Map.of("licence_number", "L-9", "email", "a@example.com"),
        Map.of("customer_id", "C1"));
  }

  @Test
  void aBookingIsChangedOnlyAfterTheCheck() {
    Session s = Engine.of(bundle).session("t");
    assertThat(verdict(s, "cancel_booking", Map.of("booking_id", "B1"))).isEqualTo(Verdict.DENY);
    assertThat(verdict(checked(), "cancel_booking", Map.of("booking_id", "B1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aHandOffNeedsNoCheck() {
    Session s = Engine.of(bundle).session("t");
    assertThat(verdict(s, "transfer_to_human_agents", Map.of("summary", "wants a person")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theReturnDepotIsAskedAboutAndTheSizeRefused() {
    Session s = checked();
    assertThat(verdict(s, "update_booking", Map.of("booking_id", "B1", "pickup_time", "09:00")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(s, "update_booking", Map.of("booking_id", "B1", "return_depot", "North")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(s, "update_booking", Map.of("booking_id", "B1", "van_size", "large")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void nothingFollowsTheHandOff() {
    Session s =
        PolicyBundles.after(
            bundle, "transfer_to_human_agents", Map.of("summary", "wants a person"), "ok");
    assertThat(verdict(s, "get_booking", Map.of("booking_id", "B1"))).isEqualTo(Verdict.DENY);
  }
}
