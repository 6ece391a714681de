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
 * A city's parking permit line: "permits are sold for 3, 6 or 12 months" keeps `months` to those
 * values; "the plate on a permit can be changed at most twice" limits `change_plate` per
 * `permit_id`, the record after "on" being what the count is kept per.
 */
class PermitPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("permit-policy.md", "permit-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle, "find_household", Map.of("postcode", "AB1 2CD", "house_number", "4"), "H1");
  }

  @Test
  void permitsComeInThreeLengths() {
    Map<String, Object> nine =
        Map.of("household_id", "H1", "plate", "X1", "zone", "A", "months", 9);
    Map<String, Object> six = Map.of("household_id", "H1", "plate", "X1", "zone", "A", "months", 6);
    assertThat(PolicyBundles.verdict(found(), "issue_permit", nine)).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found(), "issue_permit", six)).isNotEqualTo(Verdict.DENY);
  }

  @Test
  void aPlateChangesAtMostTwicePerPermit() {
    Session s = found();
    for (String plate : new String[] {"P1", "P2"}) {
      ToolCall change = new ToolCall("change_plate", Map.of("permit_id", "K1", "plate", plate));
      assertThat(s.before(change).verdict()).isEqualTo(Verdict.ALLOW);
      s.after(change, "ok");
    }
    assertThat(PolicyBundles.verdict(s, "change_plate", Map.of("permit_id", "K1", "plate", "P3")))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(s, "change_plate", Map.of("permit_id", "K2", "plate", "P3")))
        .isEqualTo(Verdict.ALLOW);
  }
}
