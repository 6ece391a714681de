package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A software licensing desk: "Before any change (seats, plan, credit, refund, cancellation), read
 * the change back … and wait for a clear yes" asks before each of those tools (the list in brackets
 * is part of the opening); "never refund an invoice and issue a credit for the same problem" bans
 * the two together, neither alone; "Immediate cancellation is not offered in chat" refuses the
 * cancellations that set the tool's yes-or-no `immediate`, not the others.
 */
class LicenseDeskPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("licensedesk-policy.md", "licensedesk-tools.json");
  }

  private static io.contextcov.runtime.Session found() {
    return PolicyBundles.after(
        bundle,
        "lookup_account",
        Map.of("workspace_url", "acme.quillboard.example", "admin_email", "it@acme.example"),
        Map.of("account_id", "A1"));
  }

  @Test
  void everyChangeInTheBracketedListWaitsForTheAdminsYes() {
    for (var call :
        Map.of(
                "change_seats", Map.<String, Object>of("account_id", "A1", "seats", 12),
                "change_plan", Map.<String, Object>of("account_id", "A1", "plan", "team"),
                "issue_credit",
                    Map.<String, Object>of(
                        "account_id", "A1", "amount_usd", 30, "reason", "outage"),
                "cancel_subscription",
                    Map.<String, Object>of("account_id", "A1", "immediate", false))
            .entrySet()) {
      assertThat(verdict(found(), call.getKey(), call.getValue()))
          .as(call.getKey())
          .isEqualTo(Verdict.CONFIRM);
    }
  }

  @Test
  void aRefundAloneIsAskedAboutNotRefused() {
    assertThat(verdict(found(), "refund_invoice", Map.of("invoice_id", "INV-7")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void onlyAnImmediateCancellationIsRefused() {
    assertThat(
            verdict(found(), "cancel_subscription", Map.of("account_id", "A1", "immediate", true)))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "cancel_subscription", Map.of("account_id", "A1")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void theEnterprisePlanIsLeftToSalesAndTheOthersAsked() {
    assertThat(verdict(found(), "change_plan", Map.of("account_id", "A1", "plan", "enterprise")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "change_plan", Map.of("account_id", "A1", "plan", "business")))
        .isEqualTo(Verdict.CONFIRM);
  }
}
