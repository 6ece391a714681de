package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The retail sample: decision cases, recorded conversations, golden check report. */
class RetailSampleTest {
  private static final String BUNDLE = "retail/contextcov.bundle.yaml";

  @Test
  void decisionCasesGetTheirExpectedVerdicts() {
    Cli r = Cli.run("replay", BUNDLE, "retail/decisions.jsonl", "--expect");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err()).contains("every verdict as expected");
  }

  @Test
  void aSecondExchangeOfTheSameOrderAndABadReasonAreStopped() {
    Cli r = Cli.run("replay", BUNDLE, "retail/conversations/runs.json");
    assertThat(r.out())
        .contains("run 1: 3 calls, 1 blocked, 0 without confirmation")
        .contains("run 2: 2 calls, 1 blocked, 0 without confirmation")
        .contains(
            "cancellation-reason (policy.md:18): the cancellation reason must be `no longer needed` or `ordered by mistake`")
        .contains("total: 2 runs, 5 calls, 2 blocked, 0 without confirmation");
    assertThat(r.out())
        .containsPattern("exchange-modify-items-order-[0-9a-f]{6} \\(policy.md:17\\)");
  }

  @Test
  void checkReportMatchesItsGolden() throws IOException {
    Cli r = Cli.run("check", "retail");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo(Files.readString(Path.of("retail/check.txt")));
  }
}
