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
 * A self-storage desk: "Before anything about a unit, confirm who you are talking to: call
 * `lookup_customer` …" puts the look-up before every change (the later side a noun phrase with no
 * verb); "| Open the gate remotely | Never |" refuses `open_gate`, whose own description says it
 * opens the gate remotely, so the adverb singles no call out.
 */
class SelfStoragePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("selfstorage-policy.md", "selfstorage-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle,
        "lookup_customer",
        Map.of("email", "mo@example.org", "unit_number", "B-114"),
        Map.of("unit_id", "U114"));
  }

  @Test
  void noChangeBeforeTheRenterIsLookedUp() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "extend_rental", Map.of("unit_id", "U114", "months", 2)))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "extend_rental", Map.of("unit_id", "U114", "months", 2)))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void theGateIsNeverOpenedFromChat() {
    assertThat(verdict(found(), "open_gate", Map.of("unit_id", "U114"))).isEqualTo(Verdict.DENY);
  }
}
