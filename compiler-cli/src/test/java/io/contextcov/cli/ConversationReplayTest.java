package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay} on recorded conversations: approval read anywhere in the user's latest turn and
 * kept until the user speaks again, runs named by task and trial, one JSON line per call, host
 * facts from {@code --values}, expected verdicts from a sidecar.
 */
class ConversationReplayTest {
  private static final String BUNDLE =
      """
      contextcov: 1
      constraints:
        - id: ask-before-booking
          kind: confirm
          on: book_table
        - id: not-in-the-past
          kind: deny
          on: book_table
          when: "time(args.date) < time(session.now)"
      """;

  @TempDir Path dir;
  private Path bundle;

  @BeforeEach
  void write() throws Exception {
    bundle = dir.resolve("b.yaml");
    Files.writeString(bundle, BUNDLE);
    CliRun fmt = CliRun.of("fmt", bundle.toString());
    assertThat(fmt.exit()).as(fmt.err()).isZero();
  }

  private static Map<String, Object> call(String id, String date) {
    return Map.of(
        "role",
        "assistant",
        "content",
        "",
        "tool_calls",
        List.of(
            Map.of(
                "id",
                id,
                "type",
                "function",
                "function",
                Map.of("name", "book_table", "arguments", Json.write(Map.of("date", date))))));
  }

  private static Map<String, Object> user(String text) {
    return Map.of("role", "user", "content", text);
  }

  private Path log(List<Object> runs) throws Exception {
    Path p = dir.resolve("log.json");
    Files.writeString(p, Json.write(runs));
    return p;
  }

  @Test
  void approvalIsReadAnywhereInTheTurnAndLastsUntilTheUserSpeaksAgain() throws Exception {
    Path log =
        log(
            List.of(
                Map.of(
                    "task_id",
                    7,
                    "trial",
                    0,
                    "traj",
                    List.of(
                        user("If that's the only table left, then yes, please go ahead."),
                        call("a", "2031-01-02"),
                        call("b", "2031-01-03"),
                        user("Hmm, I'm not sure about that."),
                        call("c", "2031-01-04"),
                        user("No, don't go ahead."),
                        call("d", "2031-01-05"))),
                Map.of(
                    "task_id",
                    7,
                    "trial",
                    1,
                    "traj",
                    List.of(user("yes"), call("e", "2020-01-01")))));
    Path values = dir.resolve("v.json");
    Files.writeString(values, "{\"now\": \"2030-06-01 09:00:00 EST\"}");
    CliRun r =
        CliRun.of(
            "replay",
            bundle.toString(),
            log.toString(),
            "--format",
            "json",
            "--values",
            values.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    List<String> lines = r.out().lines().toList();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(0))
        .contains(
            "\"run\":\"7#0\"",
            "\"task\":\"7\"",
            "\"trial\":\"0\"",
            "\"verdict\":\"ALLOW\"",
            "\"approved\":true",
            "\"confirmed\":true");
    assertThat(lines.get(1)).contains("\"call\":2", "\"verdict\":\"ALLOW\"");
    assertThat(lines.get(2))
        .contains("\"call\":3", "\"verdict\":\"CONFIRM\"", "\"approved\":false");
    assertThat(lines.get(3)).contains("\"call\":4", "\"verdict\":\"CONFIRM\"");
    assertThat(lines.get(4))
        .contains("\"run\":\"7#1\"", "\"verdict\":\"DENY\"", "not-in-the-past@");
    assertThat(r.err()).contains("total: 2 runs, 5 calls, 1 blocked, 2 without confirmation");
  }

  @Test
  void aSidecarHoldsTheExpectedVerdicts() throws Exception {
    Path log =
        log(List.of(Map.of("task_id", 3, "traj", List.of(user("sure"), call("a", "2031-01-02")))));
    Path sidecar = Path.of(log + ".expect.jsonl");
    Files.writeString(sidecar, "{\"run\": \"3\", \"call\": 1, \"expect\": \"ALLOW\"}\n");
    CliRun ok = CliRun.of("replay", bundle.toString(), log.toString(), "--expect");
    assertThat(ok.exit()).as(ok.err()).isZero();
    assertThat(ok.err()).contains("every verdict as expected");

    Files.writeString(sidecar, "{\"run\": \"3\", \"call\": 1, \"expect\": \"DENY\"}\n");
    CliRun wrong = CliRun.of("replay", bundle.toString(), log.toString(), "--expect");
    assertThat(wrong.exit()).isEqualTo(1);
    assertThat(wrong.err()).contains("run 3 call 1 book_table: expected DENY, got ALLOW");

    Files.writeString(sidecar, "{\"run\": \"3\", \"call\": 1, \"expect\": \"MAYBE\"}\n");
    CliRun bad = CliRun.of("replay", bundle.toString(), log.toString(), "--expect");
    assertThat(bad.exit()).isEqualTo(2);
    assertThat(bad.err())
        .contains(sidecar + ":1:1: error: `expect` must be ALLOW, DENY or CONFIRM");

    Files.delete(sidecar);
    CliRun missing = CliRun.of("replay", bundle.toString(), log.toString(), "--expect");
    assertThat(missing.exit()).isEqualTo(2);
    assertThat(missing.err()).contains("--expect on a conversation needs its expected verdicts");
  }

  @Test
  void badValuesAreReportedWithTheirPosition() throws Exception {
    Path log = log(List.of(Map.of("task_id", 1, "traj", List.of(user("hi")))));
    Path values = dir.resolve("v.json");
    Files.writeString(values, "{\"now\": }");
    CliRun r =
        CliRun.of("replay", bundle.toString(), log.toString(), "--values", values.toString());
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err())
        .containsPattern(java.util.regex.Pattern.quote(values.toString()) + ":1:\\d+: error: ");
  }

  @Test
  void agreementIsNotReadAfterANegation() {
    assertThat(Conversations.agrees("If that's the only option, then yes, please go ahead"))
        .isTrue();
    assertThat(Conversations.agrees("Sounds good to me.")).isTrue();
    assertThat(Conversations.agrees("I'm not sure.")).isFalse();
    assertThat(Conversations.agrees("Please don't proceed yet.")).isFalse();
    assertThat(Conversations.agrees("What are the options?")).isFalse();
  }
}
