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
 * A bank's chat teller: "do not order a replacement card more than twice in one conversation"
 * counts `order_replacement_card` (whose verb and nouns the words name) and not `block_card` (whose
 * noun alone they name); "each transfer must be 2000 or less" bounds the one number argument of
 * `transfer_money`, the number having no unit.
 */
class TellerChatPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("tellerchat-policy.md", "tellerchat-tools.json");
  }

  @Test
  void aThirdReplacementCardIsRefusedWhileBlockingStaysFree() {
    Map<String, Object> order = Map.of("card_id", "C1", "charge_fee", false);
    Session twice = PolicyBundles.after(bundle, "order_replacement_card", order, "ok");
    ToolCall second = new ToolCall("order_replacement_card", order);
    assertThat(twice.before(second).verdict()).isEqualTo(Verdict.ALLOW);
    twice.after(second, "ok");
    assertThat(PolicyBundles.verdict(twice, "order_replacement_card", order))
        .isEqualTo(Verdict.DENY);
    Map<String, Object> block = Map.of("card_id", "C1", "reason", "lost");
    assertThat(PolicyBundles.verdict(twice, "block_card", block)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aTransferOverTheBoundIsRefused() {
    Session fresh = PolicyBundles.after(bundle, "get_account", Map.of("account_id", "A1"), "ok");
    assertThat(PolicyBundles.verdict(fresh, "transfer_money", transfer(1500)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(fresh, "transfer_money", transfer(2500)))
        .isEqualTo(Verdict.DENY);
  }

  private static Map<String, Object> transfer(int amount) {
    return Map.of(
        "from_account", "A1", "to_account", "A2", "amount", amount, "to_own_account", true);
  }
}
