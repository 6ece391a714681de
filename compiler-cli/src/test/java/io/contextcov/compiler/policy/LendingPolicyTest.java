package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
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
 * A lending desk whose policy numbers its clauses ("3.1 A loan may be renewed at most twice") and
 * speaks of "the assistant" in the third person, over an MCP-style catalog: the clause numbers are
 * no part of the rules; "before it reads or changes anything" is every write; "may be renewed at
 * most twice" limits per loan; "must be one of: …" keeps an open argument to the listed values;
 * "every waiver needs a reason" owes the argument; "once escalated, the assistant does not call any
 * other tool" ends the calls; "changed only after the member confirms" asks.
 */
class LendingPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("lending-policy.md", "lending-tools.json");
  }

  private static Session identified() {
    return PolicyBundles.after(bundle, "lookup_member", Map.of("card_number", "C-77"), "M1");
  }

  @Test
  void theMemberIsLookedUpFirst() {
    Session fresh = io.contextcov.runtime.Engine.of(bundle).session("t");
    Map<String, Object> hold =
        Map.of("member_id", "M1", "title_id", "T9", "pickup_branch", "Central");
    assertThat(verdict(fresh, "place_hold", hold)).isEqualTo(Verdict.DENY);
    assertThat(verdict(identified(), "place_hold", hold)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aHoldIsPickedUpAtAListedBranch() {
    assertThat(
            verdict(
                identified(),
                "place_hold",
                Map.of("member_id", "M1", "title_id", "T9", "pickup_branch", "Airport")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void eachLoanIsRenewedAtMostTwice() {
    Session s = identified();
    ToolCall first = new ToolCall("renew_loan", Map.of("member_id", "M1", "loan_id", "L1"));
    ToolCall other = new ToolCall("renew_loan", Map.of("member_id", "M1", "loan_id", "L2"));
    // renewing is asked about (a hold by another member no call shows)
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.CONFIRM);
    s.ran(first);
    s.ran(first);
    assertThat(s.before(first).verdict()).isEqualTo(Verdict.DENY);
    assertThat(s.before(other).verdict()).isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aWaiverCarriesAReasonAndStaysSmall() {
    Session s = identified();
    assertThat(verdict(s, "waive_fine", Map.of("member_id", "M1", "fine_id", "F1", "amount", 3)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                s,
                "waive_fine",
                Map.of("member_id", "M1", "fine_id", "F1", "amount", 3, "reason", "returned")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            verdict(
                s,
                "waive_fine",
                Map.of("member_id", "M1", "fine_id", "F1", "amount", 8, "reason", "returned")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void contactChangesWaitForAYes() {
    assertThat(
            verdict(
                identified(),
                "update_contact_details",
                Map.of("member_id", "M1", "email", "m@example.org", "phone", "555-0199")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void nothingFollowsTheEscalation() {
    Session s = identified();
    ToolCall escalate = new ToolCall("escalate_to_librarian", Map.of("note", "disputed fine"));
    assertThat(s.before(escalate).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(escalate, "ok");
    assertThat(verdict(s, "get_member_loans", Map.of("member_id", "M1"))).isEqualTo(Verdict.DENY);
  }
}
