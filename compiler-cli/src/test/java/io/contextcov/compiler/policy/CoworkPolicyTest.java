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
 * A coworking desk: a count "per week" is no limit of the conversation; "the room of a booking
 * cannot be changed; cancel and rebook instead" bans the room change though the statement ends in a
 * duty; "can be cancelled free of charge only if …" keeps the act for cases no call shows; a ban
 * under an opening condition ("if a member has an unpaid invoice, never book a room") is asked
 * about, never refused outright; "get the member's explicit confirmation" asks before the acts it
 * lists.
 */
class CoworkPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("cowork-policy.md", "cowork-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle, "find_member", Map.of("member_id", "M1", "email", "a@b.c"), "ok");
  }

  @Test
  void deskDaysPerWeekAreNoLimitOfTheConversation() {
    Session s = found();
    for (int i = 0; i < 4; i++) {
      // (each booking asks for the member's yes, as "before any booking … get the member's
      // explicit confirmation" says; none is refused by a count)
      assertThat(PolicyBundles.verdict(s, "book_desk", Map.of("member_id", "M1", "date", "d" + i)))
          .as("desk day %d", i + 1)
          .isEqualTo(Verdict.CONFIRM);
      s.after(new ToolCall("book_desk", Map.of("member_id", "M1", "date", "d" + i)), "ok");
    }
  }

  @Test
  void theRoomOfABookingIsNeverChanged() {
    assertThat(
            PolicyBundles.verdict(
                found(), "change_booking_room", Map.of("booking_id", "B1", "room_id", "R2")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void cancellingAndMovingDatesAreAskedAbout() {
    assertThat(
            PolicyBundles.verdict(
                found(), "cancel_booking", Map.of("booking_id", "B1", "reason", "ill")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(
            PolicyBundles.verdict(
                found(), "change_booking_date", Map.of("booking_id", "B1", "new_date", "d2")))
        .isEqualTo(Verdict.CONFIRM);
  }

  @Test
  void aRoomBookingUnderAConditionIsAskedAndLongOnesRefused() {
    Map<String, Object> twoHours =
        Map.of("member_id", "M1", "room_id", "R1", "start", "09:00", "hours", 2);
    Map<String, Object> sixHours =
        Map.of("member_id", "M1", "room_id", "R1", "start", "09:00", "hours", 6);
    assertThat(PolicyBundles.verdict(found(), "book_room", twoHours)).isEqualTo(Verdict.CONFIRM);
    assertThat(PolicyBundles.verdict(found(), "book_room", sixHours)).isEqualTo(Verdict.DENY);
  }

  @Test
  void creditsUpToTwentyDollars() {
    assertThat(
            PolicyBundles.verdict(found(), "issue_credit", Map.of("member_id", "M1", "amount", 15)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            PolicyBundles.verdict(found(), "issue_credit", Map.of("member_id", "M1", "amount", 35)))
        .isEqualTo(Verdict.DENY);
  }
}
