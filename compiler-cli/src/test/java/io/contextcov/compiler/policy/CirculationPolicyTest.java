package io.contextcov.compiler.policy;

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
 * A circulation desk: "reserving" names `reserve_item`, which writes; "fines of up to 5 euros may
 * be waived; larger fines need a librarian" asks past the bound rather than refusing; "lost-item
 * charges are never waived" names the value `lost_item` with a hyphen; "limited to 10 per patron"
 * is a count, never a question on every reservation: ten reservations per card number, the key of
 * the tool that finds a patron.
 */
class CirculationPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("circulation-policy.md", "circulation-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(bundle, "find_patron", Map.of("card_number", "C1"), "ok");
  }

  @Test
  void reservationsWaitForThePatronAndAreNotAskedAbout() {
    Map<String, Object> reserve = Map.of("card_number", "C1", "item_id", "I1");
    assertThat(PolicyBundles.verdict(Engine.of(bundle).session("t"), "reserve_item", reserve))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found(), "reserve_item", reserve)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void tenReservationsPerPatron() {
    Session s = found();
    for (int i = 0; i < 10; i++) {
      Map<String, Object> reserve = Map.of("card_number", "C1", "item_id", "I" + i);
      assertThat(PolicyBundles.verdict(s, "reserve_item", reserve))
          .as("reservation %d", i + 1)
          .isEqualTo(Verdict.ALLOW);
      s.after(new io.contextcov.runtime.ToolCall("reserve_item", reserve), "ok");
    }
    assertThat(
            PolicyBundles.verdict(s, "reserve_item", Map.of("card_number", "C1", "item_id", "I10")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            PolicyBundles.verdict(s, "reserve_item", Map.of("card_number", "C2", "item_id", "I10")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void largerFinesAreAskedAboutAndLostItemsRefused() {
    assertThat(
            PolicyBundles.verdict(
                found(),
                "waive_fine",
                Map.of("fine_id", "F1", "amount", 4, "fine_type", "overdue")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(
                found(),
                "waive_fine",
                Map.of("fine_id", "F1", "amount", 9, "fine_type", "overdue")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(
                found(),
                "waive_fine",
                Map.of("fine_id", "F2", "amount", 3, "fine_type", "lost_item")))
        .isEqualTo(Verdict.DENY);
  }
}
