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
 * A library's loans desk: a bound named after the act by its noun ("… in one renewal"), a leave
 * whose extent is "10 euros or less", a person an act waits for ("need a librarian"), and a ban on
 * changing fields a tool writes ("a member's email address or phone number"), which leaves the
 * tool's other fields free.
 */
class LibraryPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("library-policy.md", "library-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle,
        "verify_member",
        Map.of("card_number", "C-100", "date_of_birth", "1990-02-03"),
        "ok");
  }

  @Test
  void aRenewalAddsAtMostThreeWeeksAndPastTwoAskForALibrarian() {
    assertThat(PolicyBundles.verdict(verified(), "renew_loan", Map.of("loan_id", "L1", "days", 7)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(verified(), "renew_loan", Map.of("loan_id", "L1", "days", 18)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(PolicyBundles.verdict(verified(), "renew_loan", Map.of("loan_id", "L1", "days", 28)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void onlySmallFinesAreWaived() {
    assertThat(
            PolicyBundles.verdict(verified(), "waive_fine", Map.of("fine_id", "F1", "amount", 8)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(verified(), "waive_fine", Map.of("fine_id", "F1", "amount", 15)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void contactFieldsNamedAreBannedAndTheOthersStayFree() {
    assertThat(
            PolicyBundles.verdict(
                verified(), "update_contact", Map.of("member_id", "M1", "email", "a@b.example")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                verified(), "update_contact", Map.of("member_id", "M1", "phone", "0123")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(
                verified(), "update_contact", Map.of("member_id", "M1", "newsletter", false)))
        .isEqualTo(Verdict.ALLOW);
  }
}
