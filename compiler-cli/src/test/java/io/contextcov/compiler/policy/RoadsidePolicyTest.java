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
 * A roadside help desk: "tows are covered up to 50 km" says what is covered, not a cap, and "for a
 * longer tow, … get their agreement before calling `dispatch_tow`" is the question past it — a tow
 * within the cover is no question, a longer one is asked about and never refused; "never reimburse
 * more than 200 EUR" is a cap.
 */
class RoadsidePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("roadside-policy.md", "roadside-tools.json");
  }

  @Test
  void aTowPastTheCoverIsAskedAboutAndOneWithinItIsNot() {
    Session s = Engine.of(bundle).session("t");
    assertThat(
            verdict(
                s,
                "dispatch_tow",
                Map.of("incident_id", "I1", "garage_id", "G1", "distance_km", 30)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            verdict(
                s,
                "dispatch_tow",
                Map.of("incident_id", "I1", "garage_id", "G1", "distance_km", 80)))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aCapStillRefuses() {
    Session s = Engine.of(bundle).session("t");
    assertThat(verdict(s, "reimburse", Map.of("incident_id", "I1", "amount", 250)))
        .isEqualTo(Verdict.DENY);
  }
}
