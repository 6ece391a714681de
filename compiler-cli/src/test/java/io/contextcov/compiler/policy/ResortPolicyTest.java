package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A resort desk: "the arrival date can be changed at most twice per booking" counts only the
 * changes that carry the date (`update_booking` may change the room alone), per booking, though the
 * policy says "changed" and the tool's verb is "update"; "the number of adults must not exceed 3"
 * bounds the `adults` argument of every tool that takes it.
 */
class ResortPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("resort-policy.md", "resort-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "find_guest", Map.of("email", "a@b.c"), "G1");
  }

  private static void allowed(Session s, String tool, Map<String, Object> args) {
    ToolCall call = new ToolCall(tool, args);
    assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(call, "ok");
  }

  @Test
  void theArrivalDateChangesTwicePerBooking() {
    Session s = found();
    allowed(s, "update_booking", Map.of("booking_id", "B1", "arrival", "2027-01-02"));
    allowed(s, "update_booking", Map.of("booking_id", "B1", "arrival", "2027-01-03"));
    // a change of the room alone is no change of the date
    allowed(s, "update_booking", Map.of("booking_id", "B1", "room", "sea view"));
    assertThat(
            PolicyBundles.verdict(
                s, "update_booking", Map.of("booking_id", "B1", "arrival", "2027-01-04")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                s, "update_booking", Map.of("booking_id", "B2", "arrival", "2027-01-04")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theNumberOfAdultsIsBounded() {
    Session s = found();
    assertThat(
            PolicyBundles.verdict(
                s,
                "create_booking",
                Map.of("guest_id", "G1", "arrival", "2027-02-01", "adults", 4)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                s,
                "create_booking",
                Map.of("guest_id", "G1", "arrival", "2027-02-01", "adults", 3)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(s, "update_booking", Map.of("booking_id", "B1", "adults", 5)))
        .isEqualTo(Verdict.DENY);
  }
}
