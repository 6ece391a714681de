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
 * A coach line's table of requests: "only for tickets of fare type "flex" or "premium"" keeps a
 * date change to those values; ""saver" tickets are never refunded", after a clause that names the
 * values kept, bans the quoted value; "before it calls any other tool" leaves the hand-off to a
 * person free before the passenger is looked up; "a passenger may rebook at most 2 tickets" counts
 * the rebookings of the conversation, not those of each ticket.
 */
class CoachlinePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("coachline-policy.md", "coachline-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "get_passenger", Map.of("passenger_number", "P1"), "ok");
  }

  @Test
  void dateChangesOnlyForFlexibleFares() {
    Map<String, Object> flex = Map.of("ticket_id", "T1", "new_date", "d", "fare_type", "flex");
    Map<String, Object> saver = Map.of("ticket_id", "T1", "new_date", "d", "fare_type", "saver");
    assertThat(PolicyBundles.verdict(found(), "change_ticket_date", flex)).isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(found(), "change_ticket_date", saver)).isEqualTo(Verdict.DENY);
  }

  @Test
  void saverTicketsAreNeverRefunded() {
    assertThat(
            PolicyBundles.verdict(
                found(), "refund_ticket", Map.of("ticket_id", "T1", "fare_type", "premium")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(
                found(), "refund_ticket", Map.of("ticket_id", "T1", "fare_type", "saver")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void twoRebookingsPerPassenger() {
    Session s = found();
    for (int i = 0; i < 2; i++) {
      Map<String, Object> call = Map.of("ticket_id", "T" + i, "departure_id", "D1");
      assertThat(PolicyBundles.verdict(s, "rebook_ticket", call))
          .as("rebooking %d", i + 1)
          .isEqualTo(Verdict.ALLOW);
      s.after(new io.contextcov.runtime.ToolCall("rebook_ticket", call), "ok");
    }
    assertThat(
            PolicyBundles.verdict(
                s, "rebook_ticket", Map.of("ticket_id", "T9", "departure_id", "D1")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aPersonCanTakeOverBeforeTheLookup() {
    Session fresh = io.contextcov.runtime.Engine.of(bundle).session("t");
    assertThat(
            PolicyBundles.verdict(fresh, "transfer_to_human_agents", Map.of("summary", "abusive")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(fresh, "refund_ticket", Map.of("ticket_id", "T1")))
        .isEqualTo(Verdict.DENY);
  }
}
