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
 * A guest house's desk: a yes owed "before any action that changes a stay — new dates, a
 * cancellation or a refund —" is asked before each tool that changes a stay (the record the catalog
 * keys by {@code stay_id}), the dashed aside and the quoted "yes" notwithstanding, not before a
 * writing tool that takes no stay, and never before the hand-off to a person, which the catalog
 * marks as writing; a hand-off kept for requests outside the policy is not asked about; "after the
 * transfer, make no further calls", said after a semicolon, ends the calls.
 */
class GuestHousePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("guesthouse-policy.md", "guesthouse-tools.json");
  }

  @Test
  void everyChangeToAStayWaitsForAYes() {
    Session s = Engine.of(bundle).session("t");
    assertThat(verdict(s, "change_dates", Map.of("stay_id", "S1", "arrival", "2026-05-02")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(s, "cancel_stay", Map.of("stay_id", "S1"))).isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(s, "issue_refund", Map.of("stay_id", "S1", "amount", 40)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(s, "get_stay", Map.of("stay_id", "S1"))).isEqualTo(Verdict.ALLOW);
    // (a writing tool that takes no stay changes none)
    assertThat(verdict(s, "send_brochure", Map.of("email", "a@example.com")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aHandOffIsNeverAskedAbout() {
    Session s = Engine.of(bundle).session("t");
    assertThat(verdict(s, "transfer_to_human_agents", Map.of("summary", "wants a person")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void nothingFollowsTheTransfer() {
    Session s =
        PolicyBundles.after(
            bundle, "transfer_to_human_agents", Map.of("summary", "wants a person"), "ok");
    assertThat(verdict(s, "get_stay", Map.of("stay_id", "S1"))).isEqualTo(Verdict.DENY);
  }
}
