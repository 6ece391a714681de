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
 * A hotel's policy as a table of actions with a verdict column: "| Issue a refund | No |" and "|
 * Upgrade a room | No |" refuse those tools (an act in the imperative under an "Action" heading);
 * "| Cancel a reservation | Ask |" asks; "needs the confirmation code" is a thing of that name, so
 * no call is asked about for it; "never book more than 4 rooms" bounds the rooms booked.
 */
class HotelPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("hotel-policy.md", "hotel-tools.json");
  }

  private static Verdict decide(String tool, Map<String, Object> args) {
    Session s = Engine.of(bundle).session("t");
    return PolicyBundles.verdict(s, tool, args);
  }

  @Test
  void theRowsSayingNoAreRefusedAndTheOneSayingAskIsAsked() {
    assertThat(decide("issue_refund", Map.of("confirmation_code", "C1", "amount", 20)))
        .isEqualTo(Verdict.DENY);
    assertThat(decide("upgrade_room", Map.of("confirmation_code", "C1", "room_type", "suite")))
        .isEqualTo(Verdict.DENY);
    assertThat(decide("cancel_reservation", Map.of("confirmation_code", "C1")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aConfirmationCodeAsksNothing() {
    assertThat(decide("book_reservation", Map.of("guest_id", "G1", "rooms", 2)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(decide("get_reservation", Map.of("confirmation_code", "C1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void atMostFourRoomsAreBooked() {
    assertThat(decide("book_reservation", Map.of("guest_id", "G1", "rooms", 5)))
        .isEqualTo(Verdict.DENY);
  }
}
