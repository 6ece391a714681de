package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A lodge's policy that names its tools by what they do ("before cancelling, changing dates or
 * refunding") and bounds their numbers ("at most 4 guests", "refunds over 500 dollars"): the acts
 * ground in the catalog's tool names and the bounds in their number arguments.
 */
class PolicyActsTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("lodge-policy.md", "lodge-tools.json");
  }

  /** The verdict on a call made after the guest was identified, as the policy asks. */
  private static Verdict decide(String tool, Map<String, Object> args) {
    Session s = Engine.of(bundle).session("t");
    ToolCall find = new ToolCall("find_guest_by_email", Map.of("email", "a@example.com"));
    assertThat(s.before(find).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(find, "G1");
    return s.before(new ToolCall(tool, args)).verdict();
  }

  @Test
  void aReservationIsReadOrChangedOnlyAfterTheGuestIsIdentified() {
    Session s = Engine.of(bundle).session("t");
    assertThat(s.before(new ToolCall("get_reservation", Map.of("reservation_id", "R1"))).verdict())
        .isEqualTo(Verdict.DENY);
    assertThat(decide("get_reservation", Map.of("reservation_id", "R1"))).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theActsNamedBeforeAYesAreAskedAbout() {
    Map<String, Object> id = Map.of("reservation_id", "R1");
    assertThat(decide("cancel_reservation", Map.of("reservation_id", "R1", "reason", "medical")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(decide("change_reservation_dates", id)).isEqualTo(Verdict.CONFIRM);
    assertThat(decide("upgrade_room", id)).isEqualTo(Verdict.CONFIRM);
    assertThat(decide("issue_refund", Map.of("reservation_id", "R1", "amount", 20)))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void toolsTheSentenceDoesNotNameAreLeftAlone() {
    assertThat(decide("get_reservation", Map.of("reservation_id", "R1"))).isEqualTo(Verdict.ALLOW);
    assertThat(decide("add_breakfast", Map.of("reservation_id", "R1", "guests", 2)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void boundsHoldOnTheNumberTheUnitNames() {
    assertThat(decide("add_breakfast", Map.of("reservation_id", "R1", "guests", 5)))
        .isEqualTo(Verdict.DENY);
    // the refund bound denies, whatever the yes: above it the guest goes to a person
    assertThat(decide("issue_refund", Map.of("reservation_id", "R1", "amount", 750)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aBoundWithNoToolOrArgumentMakesNothing() throws Exception {
    List<String> lines =
        java.nio.file.Files.readAllLines(
            Path.of(PolicyActsTest.class.getResource("/policy/lodge-policy.md").toURI()));
    int topics = lines.indexOf("- Never talk about more than 3 topics at once.") + 1;
    assertThat(topics).isPositive();
    assertThat(bundle.constraints())
        .allSatisfy(c -> assertThat(c.source().map(x -> x.line()).orElse(0)).isNotEqualTo(topics));
  }
}
