package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A motor insurer's claims desk written as numbered "Rule N." paragraphs: "Before calling `a`, `b`
 * or `c`, read the details back and get an explicit yes" asks before each of the three (the list is
 * the opening, no order between them); "Tows of up to 80 km are covered. Anything longer needs a
 * supervisor's approval." asks past the bound instead of refusing it.
 */
class NorthwindPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("northwind-policy.md", "northwind-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle,
        "lookup_policyholder",
        Map.of("policy_number", "NW-1042", "date_of_birth", "1984-02-11"),
        Map.of("policy_number", "NW-1042", "name", "Dana Ruiz"));
  }

  @Test
  void eachListedToolIsAskedAboutAndNoneWaitsForTheOthers() {
    assertThat(
            verdict(
                verified(),
                "open_claim",
                Map.of(
                    "policy_number",
                    "NW-1042",
                    "incident_date",
                    "2026-02-27",
                    "description",
                    "rear-ended at a light",
                    "claim_type",
                    "collision")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(verified(), "pay_claim", Map.of("claim_id", "C-7", "amount", 300)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(verified(), "close_claim", Map.of("claim_id", "C-7", "reason", "withdrawn")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aTowPastTheCoveredDistanceIsAskedAboutNotRefused() {
    Map<String, Object> near =
        Map.of("claim_id", "C-7", "location", "A1 exit 4", "distance_km", 40);
    Map<String, Object> far =
        Map.of("claim_id", "C-7", "location", "A1 exit 4", "distance_km", 120);
    assertThat(verdict(verified(), "book_tow", near)).isEqualTo(Verdict.ALLOW);
    assertThat(verdict(verified(), "book_tow", far)).isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void photosNeedNoQuestion() {
    assertThat(
            verdict(
                verified(),
                "add_photos",
                Map.of("claim_id", "C-7", "urls", List.of("https://example.org/p1.jpg"))))
        .isEqualTo(Verdict.ALLOW);
  }
}
