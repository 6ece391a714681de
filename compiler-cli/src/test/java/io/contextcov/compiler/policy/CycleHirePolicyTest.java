package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A bike rental desk whose rules are a table of acts: "Extend a rental | Allowed up to 3 times per
 * rental" counts extensions per rental; "Waive a late fee | Only for fees of 15 dollars or less"
 * bounds the waiver (a clause after a dash that opens with "only" is a rule); "authenticate …
 * before using any other tool" puts the check before every tool, reading ones too.
 */
class CycleHirePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("cyclehire-policy.md", "cyclehire-tools.json");
  }

  private static Session signedIn() {
    return PolicyBundles.after(
        bundle, "authenticate_customer", Map.of("email", "a@b.c", "pin", "1234"), "C1");
  }

  @Test
  void everyToolWaitsForAuthentication() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(PolicyBundles.verdict(fresh, "get_rental", Map.of("rental_id", "R1")))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(signedIn(), "get_rental", Map.of("rental_id", "R1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRentalIsExtendedAtMostThreeTimes() {
    Session s = signedIn();
    Map<String, Object> extend = Map.of("rental_id", "R1", "hours", 4);
    for (int i = 0; i < 3; i++) {
      ToolCall call = new ToolCall("extend_rental", extend);
      assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
      s.after(call, "ok");
    }
    assertThat(PolicyBundles.verdict(s, "extend_rental", extend)).isEqualTo(Verdict.DENY);
    // (another rental has extensions of its own)
    assertThat(PolicyBundles.verdict(s, "extend_rental", Map.of("rental_id", "R2", "hours", 4)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void onlySmallLateFeesAreWaived() {
    assertThat(
            PolicyBundles.verdict(signedIn(), "waive_fee", Map.of("rental_id", "R1", "amount", 12)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(signedIn(), "waive_fee", Map.of("rental_id", "R1", "amount", 30)))
        .isEqualTo(Verdict.DENY);
  }
}
