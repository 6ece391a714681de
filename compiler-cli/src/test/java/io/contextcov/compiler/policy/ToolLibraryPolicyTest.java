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
 * A tool library's desk: "higher deposits cannot be refunded by the assistant" after a bound of 40
 * EUR is the bound's other side, no question on every refund; "home addresses are changed at the
 * counter …, never over chat" refuses a call that sets the `home_address` field only; and the
 * hand-over to a coordinator (a person by the shape of the word) never waits for the member's
 * look-up.
 */
class ToolLibraryPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("toollibrary-policy.md", "toollibrary-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle,
        "find_member",
        Map.of("member_number", "M7", "postcode", "1011"),
        Map.of("member_id", "M7"));
  }

  @Test
  void aSmallRefundAfterTheLookUpIsAllowedAndALargeOneRefused() {
    Session s = found();
    assertThat(verdict(s, "refund_deposit", Map.of("member_id", "M7", "amount", 25)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(s, "refund_deposit", Map.of("member_id", "M7", "amount", 60)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void onlyTheHomeAddressFieldIsRefused() {
    Session s = found();
    assertThat(verdict(s, "edit_member", Map.of("member_id", "M7", "email", "a@example.org")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(verdict(s, "edit_member", Map.of("member_id", "M7", "home_address", "Elm St 4")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void theHandOverToACoordinatorNeedsNoLookUp() {
    Session s = Engine.of(bundle).session("t");
    assertThat(verdict(s, "transfer_to_coordinator", Map.of("summary", "asks about opening hours")))
        .isEqualTo(Verdict.ALLOW);
  }
}
