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
 * A bike-share desk whose policy is written in Chinese: 处理任何请求之前，先用 `find_rider` … puts the look-up
 * before every writing tool (the later side named by its kind alone); 任何情况下都不能封禁用户账户 refuses
 * `suspend_account`, and 退款或赠送骑行券之前，必须向用户确认金额 asks before `refund_trip` and `add_credit` — the
 * Chinese verbs read through their English glosses.
 */
class BikesharePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("bikeshare-policy.md", "bikeshare-tools.json");
  }

  private static Session found() {
    return PolicyBundles.after(
        bundle, "find_rider", Map.of("phone", "13800000000"), Map.of("rider_id", "R9"));
  }

  @Test
  void theRiderIsFoundBeforeAnyChange() {
    Session fresh = Engine.of(bundle).session("t");
    assertThat(verdict(fresh, "end_trip", Map.of("rider_id", "R9", "trip_id", "T1")))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "end_trip", Map.of("rider_id", "R9", "trip_id", "T1")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRefundOrCreditPastItsBoundIsRefused() {
    assertThat(
            verdict(
                found(), "refund_trip", Map.of("rider_id", "R9", "trip_id", "T1", "amount", 25)))
        .isEqualTo(Verdict.DENY);
    assertThat(verdict(found(), "add_credit", Map.of("rider_id", "R9", "amount", 15)))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void anAccountIsNeverSuspended() {
    assertThat(verdict(found(), "suspend_account", Map.of("rider_id", "R9", "reason", "abuse")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void refundsAndCreditsWaitForTheRidersYes() {
    assertThat(
            verdict(found(), "refund_trip", Map.of("rider_id", "R9", "trip_id", "T1", "amount", 5)))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(verdict(found(), "add_credit", Map.of("rider_id", "R9", "amount", 5)))
        .isEqualTo(Verdict.CONFIRM);
  }
}
