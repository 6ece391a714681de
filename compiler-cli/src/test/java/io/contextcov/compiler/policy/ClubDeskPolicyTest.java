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
 * A fitness club's desk: "a membership can be frozen for a minimum of 14 days and a maximum of 90
 * days" is a least and a most of `days` — the least said of what the passive act "can be frozen"
 * may take, not a case of members.
 */
class ClubDeskPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("clubdesk-policy.md", "clubdesk-tools.json");
  }

  @Test
  void aFreezeLastsBetweenTheTwoBounds() {
    Session found = PolicyBundles.after(bundle, "find_member", Map.of("email", "a@b.c"), "M1");
    assertThat(PolicyBundles.verdict(found, "freeze_membership", freeze(7)))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found, "freeze_membership", freeze(30)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(found, "freeze_membership", freeze(120)))
        .isEqualTo(Verdict.DENY);
  }

  private static Map<String, Object> freeze(int days) {
    return Map.of("member_id", "M1", "days", days);
  }
}
