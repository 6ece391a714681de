package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An inn's reservations desk: "start every conversation by verifying …" puts the check before every
 * write; "never cancel … without calling `get_booking` first" is an order between two tools, no
 * question; "never quote a price without calling `get_rate` first" orders no tool (quoting is
 * none); a stay "can't be longer than 21 nights" bounds `nights`; a hand-over "if a refund above
 * 250 dollars is needed" bounds the refund; "forty dollars", a number in words, bounds credits.
 */
class InnPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("inn-policy.md", "inn-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle, "verify_guest", Map.of("booking_code", "B7", "last_name", "Okafor"), "ok");
  }

  @Test
  void theGuestIsVerifiedBeforeAnyChange() {
    Session fresh = PolicyBundles.after(bundle, "get_rate", rate(), "80");
    assertThat(PolicyBundles.verdict(fresh, "change_dates", stay(3))).isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(verified(), "change_dates", stay(3))).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aBookingIsReadBeforeItIsCancelled() {
    Map<String, Object> cancel = Map.of("booking_code", "B7", "refund", true);
    assertThat(PolicyBundles.verdict(verified(), "cancel_booking", cancel)).isEqualTo(Verdict.DENY);
    Session read = verified();
    ToolCall lookup = new ToolCall("get_booking", Map.of("booking_code", "B7"));
    assertThat(read.before(lookup).verdict()).isEqualTo(Verdict.ALLOW);
    read.after(lookup, "ok");
    assertThat(PolicyBundles.verdict(read, "cancel_booking", cancel)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void quotingAPriceOrdersNoTool() {
    assertThat(bundle.constraints())
        .filteredOn(
            c ->
                c.effect() instanceof Effect.Sequence s
                    && s.after().patterns().contains("get_rate"))
        .isEmpty();
  }

  @Test
  void staysAreAtMostTwentyOneNights() {
    assertThat(PolicyBundles.verdict(verified(), "change_dates", stay(21)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(verified(), "change_dates", stay(22))).isEqualTo(Verdict.DENY);
  }

  @Test
  void largeRefundsAreHandedOver() {
    Map<String, Object> small = Map.of("booking_code", "B7", "amount", 120, "card_id", "c1");
    Map<String, Object> large = Map.of("booking_code", "B7", "amount", 400, "card_id", "c1");
    assertThat(PolicyBundles.verdict(verified(), "refund_payment", small)).isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(verified(), "refund_payment", large)).isEqualTo(Verdict.DENY);
  }

  @Test
  void creditsAreBoundedByANumberWrittenInWords() {
    // ("may never exceed forty dollars")
    assertThat(
            PolicyBundles.verdict(
                verified(), "issue_credit", Map.of("booking_code", "B7", "amount", 40)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(
                verified(), "issue_credit", Map.of("booking_code", "B7", "amount", 45)))
        .isEqualTo(Verdict.DENY);
  }

  private static Map<String, Object> stay(int nights) {
    return Map.of("booking_code", "B7", "check_in", "2026-03-02", "nights", nights);
  }

  private static Map<String, Object> rate() {
    return Map.of("hotel_id", "h1", "room_type", "double", "check_in", "2026-03-02", "nights", 2);
  }
}
