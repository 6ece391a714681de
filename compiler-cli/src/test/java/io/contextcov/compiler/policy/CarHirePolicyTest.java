package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
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
 * A car-hire desk whose catalog declares no effects and whose tools are named by verbs the reader
 * has no class for (`extend_rental`, `apply_damage_waiver_refund`): "a rental can only be extended
 * while its status is active" reads the record's status by the tool's own verb; "a reason is
 * required for every cancellation: either … or …" owes the argument and its values; "before any
 * booking, cancellation, refund or voucher … get a yes" names tools by a noun of their act (the
 * description's verb, a nominalisation, the head noun); "do not offer a voucher unless …" asks; "to
 * transfer, call X …; after that, make no more tool calls" ends the calls.
 */
class CarHirePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("carhire-policy.md", "carhire-tools.json");
  }

  private static Session identified() {
    return PolicyBundles.after(
        bundle, "find_driver_by_license", Map.of("license_number", "L-100"), "D1");
  }

  private static Session withRental(String status) {
    Session s = identified();
    ToolCall read = new ToolCall("get_rental", Map.of("rental_id", "R1"));
    assertThat(s.before(read).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(read, Map.of("rental_id", "R1", "status", status));
    return s;
  }

  @Test
  void onlyAnActiveRentalIsExtended() {
    Map<String, Object> extend = Map.of("rental_id", "R1", "new_return_date", "2026-03-20");
    assertThat(verdict(withRental("reserved"), "extend_rental", extend)).isEqualTo(Verdict.DENY);
    assertThat(verdict(withRental("active"), "extend_rental", extend)).isNotEqualTo(Verdict.DENY);
  }

  @Test
  void aCancellationCarriesOneOfTheListedReasons() {
    Session s = withRental("reserved");
    assertThat(verdict(s, "cancel_rental", Map.of("rental_id", "R1", "reason", "too expensive")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(s, "cancel_rental", Map.of("rental_id", "R1"))).isEqualTo(Verdict.DENY);
    // a listed reason is still asked about: every cancellation waits for a yes
    assertThat(verdict(s, "cancel_rental", Map.of("rental_id", "R1", "reason", "change of plans")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void bookingsRefundsAndVouchersWaitForAYes() {
    Session s = identified();
    assertThat(
            verdict(
                s,
                "create_rental",
                Map.of(
                    "driver_id", "D1",
                    "car_id", "C7",
                    "pickup_date", "2026-03-05",
                    "return_date", "2026-03-08",
                    "payment_method_id", "card_1",
                    "insurance", "basic")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(s, "apply_damage_waiver_refund", Map.of("rental_id", "R1", "amount", 100)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(s, "apply_damage_waiver_refund", Map.of("rental_id", "R1", "amount", 900)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void oneVoucherPerConversationAndOnlyAfterAYes() {
    Session s = identified();
    ToolCall voucher = new ToolCall("issue_voucher", Map.of("driver_id", "D1", "amount", 25));
    assertThat(s.before(voucher).verdict()).isEqualTo(Verdict.CONFIRM);
    s.ran(voucher);
    assertThat(s.before(voucher).verdict()).isEqualTo(Verdict.DENY);
  }

  @Test
  void nothingFollowsTheTransfer() {
    Session s =
        PolicyBundles.after(
            bundle, "transfer_to_human_agents", Map.of("summary", "wants a van"), "ok");
    assertThat(verdict(s, "get_rental", Map.of("rental_id", "R1"))).isEqualTo(Verdict.DENY);
  }
}
