package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An insurance-claims policy in the third person ("the agent waits for a clear yes", "the agent
 * must not change the bank account …"), with an adjective that singles records out ("withdrawn
 * claims cannot be reopened": asked about, not denied — closed claims may be), work left to a team
 * ("appeals are handled by the claims team") and tools whose verbs are file, attach and reopen.
 * "Any step that changes a claim" waits for a yes before each tool that takes a claim's key or
 * names claims — attaching documents to a claim as much as filing one — and never before the
 * hand-over to the claims team.
 */
class ClaimsPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("claims-policy.md", "claims-tools.json");
  }

  private static Session located() {
    return PolicyBundles.after(
        bundle, "find_policy", Map.of("policy_number", "P-1", "last_name", "Doe"), "POL1");
  }

  @Test
  void qualifiedBansAndWorkLeftToTheTeamAreAskedNotDenied() {
    assertThat(verdict(located(), "reopen_claim", Map.of("claim_id", "C1")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(located(), "file_appeal", Map.of("claim_id", "C1", "reason", "x")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(located(), "update_payout_account", Map.of("claim_id", "C1", "iban", "X")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void documentsAreCountedAndClaimChangesWaitForAYes() {
    assertThat(
            verdict(
                located(),
                "attach_documents",
                Map.of("claim_id", "C1", "documents", List.of("a", "b", "c", "d", "e", "f"))))
        .isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                located(),
                "attach_documents",
                Map.of("claim_id", "C1", "documents", List.of("a", "b"))))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(located(), "transfer_to_claims_team", Map.of("summary", "an appeal")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            verdict(
                located(),
                "file_claim",
                Map.of("policy_id", "POL1", "trip_end_date", "2026-11-01", "amount", 300)))
        .isEqualTo(Verdict.CONFIRM);
  }
}
