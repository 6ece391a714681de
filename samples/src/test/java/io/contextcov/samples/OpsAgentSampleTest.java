package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The operations agent: restarts need approved tickets, batches are bounded, production waits. */
class OpsAgentSampleTest {
  private static final String BUNDLE = "ops-agent/contextcov.bundle.yaml";

  @Test
  void anInjectedRestartFromAnAlertIsStopped() {
    Cli r = Cli.run("replay", BUNDLE, "ops-agent/conversations/runs.json");
    assertThat(r.out())
        .contains("run approved-restart: 2 calls, 0 blocked, 0 without confirmation")
        .contains("run alert-says-restart: 3 calls, 1 blocked, 0 without confirmation")
        .contains(
            "restart-needs-approved-ticket (AGENTS.md:15): restarts need an approved OPS ticket");
    assertThat(r.out())
        .containsPattern(
            "touch-most-5-one-[0-9a-f]{6} \\(AGENTS.md:26\\): at most 5 nodes per call");
  }

  @Test
  void productionWaitsForAHumanOutsideTheWindow() throws IOException {
    Path session = Files.createTempFile("session", ".json");
    Files.writeString(session, "{\"values\": {\"maintenance_window\": true}}");
    String args = "{\"change_id\": \"C1\", \"environment\": \"production\", \"nodes\": [\"a\"]}";
    Cli outside = Cli.run("decide", BUNDLE, "--action", "apply_change", "--args", args);
    assertThat(outside.exit()).isEqualTo(1);
    assertThat(outside.out())
        .contains("\"verdict\":\"CONFIRM\"")
        .contains("production-outside-window");
    Cli inside =
        Cli.run(
            "decide",
            BUNDLE,
            "--action",
            "apply_change",
            "--args",
            args,
            "--session",
            session.toString());
    assertThat(inside.exit()).as(inside.out()).isZero();
  }

  @Test
  void checkReportMatchesItsGolden() throws IOException {
    Cli r = Cli.run("check", "ops-agent");
    assertThat(r.out()).isEqualTo(Files.readString(Path.of("ops-agent/check.txt")));
  }
}
