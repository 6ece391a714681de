package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A rental desk's policy and catalog, written for this test in a domain the reader was not built
 * against, compiled with the rules extractor and replayed: each frame of the policy reader decides
 * the calls it should, and the calls it cannot check are asked.
 */
class PolicyReaderTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    Path dir =
        Path.of(PolicyReaderTest.class.getResource("/policy/rental-policy.md").toURI()).getParent();
    CatalogReader.Result catalog =
        CatalogReader.read(dir.resolve("rental-tools.json"), "rental-tools.json");
    assertThat(catalog.diagnostics()).isEmpty();
    Compilation c =
        Pipeline.run(
            new Pipeline.Options(List.of(dir.resolve("rental-policy.md")), catalog.catalog()));
    assertThat(c.hasErrors()).as(c.diagnostics().toString()).isFalse();
    bundle = c.bundle().orElseThrow();
  }

  private static Session session() {
    Session s = Engine.of(bundle).session("t");
    s.put("now", "2030-06-10 12:00:00");
    return s;
  }

  private static Verdict decide(Session s, String tool, Map<String, Object> args) {
    return s.before(new ToolCall(tool, args)).verdict();
  }

  private static void read(Session s, String tool, Map<String, Object> args, Object result) {
    ToolCall call = new ToolCall(tool, args);
    assertThat(s.before(call).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(call, result);
  }

  private static final Map<String, Object> CUSTOMER =
      Map.of(
          "membership",
          "plus",
          "payment_methods",
          Map.of("card_1", Map.of(), "voucher_2", Map.of(), "voucher_3", Map.of()));

  private static Map<String, Object> rental(String carClass, String state, String date) {
    return Map.of(
        "car_class",
        carClass,
        "state",
        state,
        "dates",
        List.of(Map.of("date", date, "branch", "north")),
        "drivers",
        List.of(Map.of("name", "a"), Map.of("name", "b")),
        "total_child_seats",
        2);
  }

  private static Map<String, Object> with(Map<String, Object> m, String key, Object value) {
    Map<String, Object> copy = new LinkedHashMap<>(m);
    copy.put(key, value);
    return copy;
  }

  @Test
  void bookingsCountPaymentKindsDriversAndTheSeatAllowance() {
    Session s = session();
    read(s, "get_customer_details", Map.of("customer_id", "c1"), CUSTOMER);
    Map<String, Object> ok =
        Map.of(
            "customer_id",
            "c1",
            "car_class",
            "standard",
            "dates",
            List.of(Map.of("date", "2030-07-01", "branch", "north")),
            "drivers",
            List.of(Map.of("name", "a")),
            "payment_methods",
            List.of(Map.of("payment_id", "card_1")),
            "total_child_seats",
            3,
            "paid_child_seats",
            1);
    assertThat(decide(s, "book_rental", ok)).isEqualTo(Verdict.ALLOW);
    assertThat(decide(s, "book_rental", with(ok, "paid_child_seats", 0))).isEqualTo(Verdict.DENY);
    List<Object> twoVouchers =
        List.of(Map.of("payment_id", "voucher_2"), Map.of("payment_id", "voucher_3"));
    assertThat(decide(s, "book_rental", with(ok, "payment_methods", twoVouchers)))
        .isEqualTo(Verdict.DENY);
    List<Object> notOnFile = List.of(Map.of("payment_id", "card_9"));
    assertThat(decide(s, "book_rental", with(ok, "payment_methods", notOnFile)))
        .isEqualTo(Verdict.DENY);
    List<Object> fourDrivers = List.of(Map.of(), Map.of(), Map.of(), Map.of());
    assertThat(decide(s, "book_rental", with(ok, "drivers", fourDrivers))).isEqualTo(Verdict.DENY);
  }

  @Test
  void aBookingWithoutTheCustomerReadIsAskedNotDenied() {
    Session s = session();
    Map<String, Object> args =
        Map.of(
            "customer_id",
            "c1",
            "car_class",
            "compact",
            "dates",
            List.of(),
            "payment_methods",
            List.of(Map.of("payment_id", "card_9")));
    assertThat(decide(s, "book_rental", args)).isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void changesReadTheRentalReadEarlier() {
    Session s = session();
    read(s, "get_customer_details", Map.of("customer_id", "c1"), CUSTOMER);
    read(
        s,
        "get_rental_details",
        Map.of("rental_id", "R1"),
        rental("premium", "booked", "2030-07-01"));
    read(
        s,
        "get_rental_details",
        Map.of("rental_id", "R2"),
        rental("compact", "booked", "2030-07-01"));
    List<Object> moved = List.of(Map.of("date", "2030-07-05", "branch", "north"));
    List<Object> same = List.of(Map.of("date", "2030-07-01", "branch", "north"));
    // premium dates are fixed; a compact rental moves when paid by card
    assertThat(
            decide(
                s,
                "update_rental_dates",
                Map.of("rental_id", "R1", "dates", moved, "payment_id", "card_1")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            decide(
                s,
                "update_rental_dates",
                Map.of("rental_id", "R1", "dates", same, "payment_id", "card_1")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            decide(
                s,
                "update_rental_dates",
                Map.of("rental_id", "R2", "dates", moved, "payment_id", "card_1")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            decide(
                s,
                "update_rental_dates",
                Map.of("rental_id", "R2", "dates", moved, "payment_id", "voucher_2")))
        .isEqualTo(Verdict.DENY);
    // seats can be added, not removed; the number of drivers stays
    assertThat(
            decide(
                s,
                "update_rental_extras",
                Map.of("rental_id", "R2", "total_child_seats", 1, "paid_child_seats", 0)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            decide(
                s,
                "update_rental_drivers",
                Map.of("rental_id", "R2", "drivers", List.of(Map.of("name", "c")))))
        .isEqualTo(Verdict.DENY);
    assertThat(
            decide(
                s,
                "update_rental_drivers",
                Map.of(
                    "rental_id",
                    "R2",
                    "drivers",
                    List.of(Map.of("name", "c"), Map.of("name", "d")))))
        .isEqualTo(Verdict.ALLOW);
    // a rental never read is asked about
    assertThat(decide(s, "update_rental_drivers", Map.of("rental_id", "R9", "drivers", List.of())))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void cancellingNeedsABookedRentalNotYetStarted() {
    Session s = session();
    read(
        s,
        "get_rental_details",
        Map.of("rental_id", "R1"),
        rental("compact", "booked", "2030-07-01"));
    read(
        s,
        "get_rental_details",
        Map.of("rental_id", "R2"),
        rental("compact", "returned", "2030-07-01"));
    read(
        s,
        "get_rental_details",
        Map.of("rental_id", "R3"),
        rental("compact", "booked", "2030-06-01"));
    assertThat(decide(s, "cancel_rental", Map.of("rental_id", "R1"))).isEqualTo(Verdict.ALLOW);
    assertThat(decide(s, "cancel_rental", Map.of("rental_id", "R2"))).isEqualTo(Verdict.DENY);
    assertThat(decide(s, "cancel_rental", Map.of("rental_id", "R3"))).isEqualTo(Verdict.DENY);
    Session noClock = Engine.of(bundle).session("no-clock");
    read(
        noClock,
        "get_rental_details",
        Map.of("rental_id", "R1"),
        rental("compact", "booked", "2030-07-01"));
    assertThat(decide(noClock, "cancel_rental", Map.of("rental_id", "R1")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void theRefundToolRunsOncePerRental() {
    Session s = session();
    assertThat(decide(s, "send_refund", Map.of("rental_id", "R1", "amount", 10)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(decide(s, "send_refund", Map.of("rental_id", "R1", "amount", 10)))
        .isEqualTo(Verdict.DENY);
    assertThat(decide(s, "send_refund", Map.of("rental_id", "R2", "amount", 10)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void inferredEffectsAreReported() {
    String tools =
        """
        [{"name": "get_thing", "parameters": {"type": "object",
           "properties": {"thing_id": {"type": "string"}}}},
         {"name": "zap_thing", "parameters": {"type": "object",
           "properties": {"thing_id": {"type": "string"}}}},
         {"name": "remove_thing", "parameters": {"type": "object",
           "properties": {"thing_id": {"type": "string"}}}}]
        """;
    Domain d = Domain.of(CatalogReader.read(tools, "t.json").catalog(), "");
    assertThat(d.inferredEffects())
        .containsExactly(
            "get_thing only reads",
            "remove_thing writes",
            "zap_thing is taken to write (its verb is not one known to read)");
    assertThat(d.entity("things")).isPresent();
  }
}
