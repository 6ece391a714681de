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
 * A pet cover desk: "a holder may file at most 2 claims per policy" limits the tool that makes a
 * claim, per policy number (the record's key where the tool takes no id); "refunds of premiums are
 * not possible" names the act by its noun and denies the tool.
 */
class PetCoverPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("petcover-policy.md", "petcover-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "verify_holder", Map.of("policy_number", "P1", "name", "Ada"), "ok");
  }

  @Test
  void twoClaimsPerPolicy() {
    Session s = verified();
    for (int i = 0; i < 2; i++) {
      ToolCall claim =
          new ToolCall(
              "file_claim", Map.of("policy_number", "P1", "pet_name", "Rex", "amount", 90));
      assertThat(s.before(claim).verdict()).as("claim %d", i + 1).isEqualTo(Verdict.ALLOW);
      s.after(claim, "ok");
    }
    assertThat(
            PolicyBundles.verdict(
                s, "file_claim", Map.of("policy_number", "P1", "pet_name", "Rex", "amount", 90)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                s, "file_claim", Map.of("policy_number", "P2", "pet_name", "Tom", "amount", 40)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void premiumsAreNotRefunded() {
    assertThat(
            PolicyBundles.verdict(
                verified(), "refund_premium", Map.of("policy_number", "P1", "amount", 12)))
        .isEqualTo(Verdict.DENY);
  }
}
