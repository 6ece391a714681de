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
 * A broadband support desk: "confirm the new monthly price with the customer before calling
 * `change_plan`" asks before the plan changes; a banned fee value is refused while others stay
 * free; "if there is an outage, … do not book an engineer" asks rather than refusing every visit;
 * "only after a restart has been tried may you run `remote_reset`" asks before the reset.
 */
class FibernetPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("fibernet-policy.md", "fibernet-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle, "get_account", Map.of("account_number", "A1", "postcode", "AB1"), "ok");
  }

  @Test
  void planChangesWaitForTheCustomersYes() {
    assertThat(
            PolicyBundles.verdict(
                found(), "change_plan", Map.of("account_number", "A1", "plan", "ultra")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(bundle.constraints())
        .anySatisfy(
            c -> {
              assertThat(c.on().patterns()).containsExactly("change_plan");
              assertThat(c.source().orElseThrow().by()).isEqualTo("rule/confirmation");
            });
  }

  @Test
  void onlyTheEarlyTerminationFeeIsNeverWaived() {
    assertThat(
            PolicyBundles.verdict(
                found(),
                "waive_fee",
                Map.of("account_number", "A1", "fee_type", "early_termination")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                found(), "waive_fee", Map.of("account_number", "A1", "fee_type", "late_payment")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRemoteResetWaitsForARestartNoCallShows() {
    assertThat(PolicyBundles.verdict(found(), "remote_reset", Map.of("account_number", "A1")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void engineerVisitsAreAskedAboutNotRefused() {
    assertThat(
            PolicyBundles.verdict(
                found(), "book_engineer", Map.of("account_number", "A1", "date", "2026-03-02")))
        .isEqualTo(Verdict.CONFIRM);
  }
}
