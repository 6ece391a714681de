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
 * A parcel carrier's sender care: "before acting on a parcel" orders the writing tools that take
 * `parcel_id`, whatever their nouns; "may not exceed 500 unless the sender bought extra cover"
 * lifts the bound where the yes-or-no argument `extra_cover` is true ("unless" after the number
 * being no unit of it).
 */
class SenderCarePolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("sendercare-policy.md", "sendercare-tools.json");
  }

  @Test
  void aParcelIsChangedOnlyAfterTheSenderIsFound() {
    Map<String, Object> change =
        Map.of("parcel_id", "P1", "address", "1 Main St", "pickup_point", false);
    Session looked = PolicyBundles.after(bundle, "get_parcel", Map.of("parcel_id", "P1"), "ok");
    assertThat(PolicyBundles.verdict(looked, "change_address", change)).isEqualTo(Verdict.DENY);
    Session found = PolicyBundles.after(bundle, "get_sender", Map.of("email", "a@b.c"), "S1");
    assertThat(PolicyBundles.verdict(found, "change_address", change)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void extraCoverLiftsTheInsuredValueBound() {
    Session found = PolicyBundles.after(bundle, "get_sender", Map.of("email", "a@b.c"), "S1");
    assertThat(PolicyBundles.verdict(found, "file_claim", claim(800, true)))
        .isEqualTo(Verdict.ALLOW);
    assertThat(PolicyBundles.verdict(found, "file_claim", claim(800, false)))
        .isEqualTo(Verdict.DENY);
    assertThat(PolicyBundles.verdict(found, "file_claim", claim(300, false)))
        .isEqualTo(Verdict.ALLOW);
  }

  private static Map<String, Object> claim(int value, boolean cover) {
    return Map.of("parcel_id", "P1", "insured_value", value, "extra_cover", cover);
  }
}
