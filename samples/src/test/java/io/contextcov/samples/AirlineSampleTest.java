package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The airline sample end to end: its decision cases, its recorded conversations (an allowed run and
 * runs that break the policy) and its golden check report.
 */
class AirlineSampleTest {
  private static final String BUNDLE = "airline/contextcov.bundle.yaml";

  @Test
  void decisionCasesGetTheirExpectedVerdicts() {
    Cli r = Cli.run("replay", BUNDLE, "airline/decisions.jsonl", "--expect");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("every verdict as expected")
        .contains("replayed 13 calls in 2 sessions: 4 allowed, 6 denied, 3 need confirmation");
  }

  @Test
  void conversationsShowWhatWouldHaveBeenStopped() {
    Cli r = Cli.run("replay", BUNDLE, "airline/conversations/runs.json");
    assertThat(r.exit()).as(r.err()).isZero();
    List<String> lines = r.out().lines().toList();
    assertThat(lines)
        .contains(
            "run economy-change-ok: 3 calls, 0 blocked, 0 without confirmation",
            "run basic-economy-change: 3 calls, 1 blocked, 0 without confirmation",
            "run cancel-without-grounds: 3 calls, 1 blocked, 0 without confirmation",
            "run rushed-booking: 3 calls, 2 blocked, 0 without confirmation",
            "total: 4 runs, 12 calls, 4 blocked, 0 without confirmation");
    assertThat(r.out())
        .contains(
            "basic-economy-flights-fixed (policy.md:47): basic economy reservations cannot change flights")
        .contains("cancellation-conditions (policy.md:60)")
        .contains("one-user-per-conversation (policy.md:11)")
        .contains("payment-method-counts (policy.md:29)");
    assertThat(r.out()).containsPattern("book-most-five-passengers-[0-9a-f]{6} \\(policy.md:28\\)");
    assertThat(r.out()).containsPattern("call-before-call-[0-9a-f]{6} \\(policy.md:10\\)");
  }

  @Test
  void aWriteWithoutTheUsersYesNeedsConfirmation() throws IOException {
    Path file = Files.createTempFile("conversation", ".json");
    Files.writeString(
        file,
        """
        [{"role": "user", "content": "I am u9, cancel R9 please"},
         {"role": "assistant", "tool_calls": [{"id": "a", "type": "function", "function": {"name": "get_user_details", "arguments": "{\\"user_id\\": \\"u9\\"}"}}]},
         {"role": "tool", "tool_call_id": "a", "content": "{\\"user_id\\": \\"u9\\"}"},
         {"role": "assistant", "tool_calls": [{"id": "b", "type": "function", "function": {"name": "get_reservation_details", "arguments": "{\\"reservation_id\\": \\"R9\\"}"}}]},
         {"role": "tool", "tool_call_id": "b", "content": "{\\"cabin\\": \\"business\\"}"},
         {"role": "assistant", "tool_calls": [{"id": "c", "type": "function", "function": {"name": "cancel_reservation", "arguments": "{\\"reservation_id\\": \\"R9\\"}"}}]}]
        """,
        StandardCharsets.UTF_8);
    Cli r = Cli.run("replay", BUNDLE, file.toString());
    assertThat(r.out())
        .contains("run 1: 3 calls, 0 blocked, 1 without confirmation")
        .contains("cancel_reservation{\"reservation_id\":\"R9\"} → CONFIRM");
  }

  @Test
  void checkReportMatchesItsGolden() throws IOException {
    Cli r = Cli.run("check", "airline");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo(Files.readString(Path.of("airline/check.txt")));
  }
}
