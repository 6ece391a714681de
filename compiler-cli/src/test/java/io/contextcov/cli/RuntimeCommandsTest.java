package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** decide, replay and explain, run in-process on a small bundle. */
class RuntimeCommandsTest {
  @TempDir Path dir;
  Path bundle;

  @BeforeEach
  void writeBundle() throws Exception {
    String yaml =
        "contextcov: 1\nname: t\nconstraints:\n"
            + "  - {id: sales-db, kind: assert, on: query_database, when: \"args.query_type == 'sales'\","
            + " require: \"args.data_source == 'sales_db'\", source: {file: AGENTS.md, line: 12, by: hand}}\n"
            + "  - {id: auth-first, kind: sequence, on: export_report, after: authenticate}\n"
            + "  - {id: ask-external, kind: confirm, on: export_report, when: \"args.destination == 'external'\"}\n";
    bundle = dir.resolve("b.bundle.yaml");
    Files.writeString(
        bundle,
        BundleWriter.write(BundleReader.read(yaml, "b").bundle().orElseThrow()),
        StandardCharsets.UTF_8);
  }

  @Test
  void decidePrintsJsonAndExitCodes() {
    CliRun deny =
        CliRun.of(
            "decide",
            bundle.toString(),
            "--action",
            "query_database",
            "--args",
            "{\"query_type\":\"sales\",\"data_source\":\"cache_db\"}");
    assertThat(deny.exit()).isEqualTo(1);
    assertThat(deny.out())
        .startsWith("{\"action\":\"query_database\",\"verdict\":\"DENY\"")
        .contains("\"constraint\":\"sales-db\"")
        .contains("\"source\":\"AGENTS.md:12\"");
    CliRun allow =
        CliRun.of(
            "decide",
            bundle.toString(),
            "--action",
            "query_database",
            "--args",
            "{\"query_type\":\"sales\",\"data_source\":\"sales_db\"}");
    assertThat(allow.exit()).isZero();
    assertThat(allow.out())
        .isEqualTo("{\"action\":\"query_database\",\"verdict\":\"ALLOW\",\"violations\":[]}\n");
  }

  @Test
  void decideReadsASessionFile() throws Exception {
    Path session = dir.resolve("s.json");
    Files.writeString(
        session, "{\"history\": [{\"action\": \"authenticate\", \"args\": {\"user\": \"u\"}}]}");
    CliRun r =
        CliRun.of(
            "decide",
            bundle.toString(),
            "--action",
            "export_report",
            "--args",
            "{\"destination\":\"internal\"}",
            "--session",
            session.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    CliRun without =
        CliRun.of(
            "decide",
            bundle.toString(),
            "--action",
            "export_report",
            "--args",
            "{\"destination\":\"internal\"}");
    assertThat(without.exit()).isEqualTo(1);
    assertThat(without.out()).contains("auth-first");
  }

  @Test
  void decideRejectsBadInput() throws Exception {
    CliRun badJson = CliRun.of("decide", bundle.toString(), "--action", "x", "--args", "{\"a\":");
    assertThat(badJson.exit()).isEqualTo(2);
    assertThat(badJson.err()).startsWith("error: --args is not valid JSON");
    CliRun notObject = CliRun.of("decide", bundle.toString(), "--action", "x", "--args", "[1]");
    assertThat(notObject.exit()).isEqualTo(2);
    Path edited = dir.resolve("edited.yaml");
    Files.writeString(edited, Files.readString(bundle).replace("name: t", "name: x"));
    CliRun tampered = CliRun.of("decide", edited.toString(), "--action", "x");
    assertThat(tampered.exit()).isEqualTo(2);
    assertThat(tampered.err()).contains("digest does not match");
    assertThat(CliRun.of("decide", edited.toString(), "--action", "x", "--no-verify-digest").exit())
        .isZero();
    Path session = dir.resolve("bad-session.json");
    Files.writeString(session, "{\"history\": 5}");
    CliRun badSession =
        CliRun.of("decide", bundle.toString(), "--action", "x", "--session", session.toString());
    assertThat(badSession.exit()).isEqualTo(2);
    assertThat(badSession.err()).contains("has the wrong shape");
  }

  @Test
  void replayChecksExpectations() throws Exception {
    Path trace = dir.resolve("t.jsonl");
    Files.writeString(
        trace,
        String.join(
            "\n",
            "{\"session\":\"a\",\"action\":\"export_report\",\"args\":{\"destination\":\"internal\"},\"expect\":\"DENY\"}",
            "{\"session\":\"a\",\"action\":\"authenticate\",\"args\":{},\"expect\":\"ALLOW\"}",
            "{\"session\":\"a\",\"action\":\"export_report\",\"args\":{\"destination\":\"internal\"},\"expect\":\"ALLOW\"}",
            "{\"session\":\"b\",\"action\":\"export_report\",\"args\":{\"destination\":\"external\"},\"expect\":\"ALLOW\"}",
            ""));
    CliRun r = CliRun.of("replay", bundle.toString(), trace.toString(), "--expect");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out().lines()).hasSize(4);
    assertThat(r.out().lines().toList().get(2)).contains("\"verdict\":\"ALLOW\"");
    assertThat(r.err())
        .contains("replayed 4 calls in 2 sessions: 2 allowed, 2 denied, 0 need confirmation")
        .contains(trace + ":4: expected ALLOW, got DENY by auth-first (bundle)")
        .contains("1 mismatch");
    CliRun noExpect = CliRun.of("replay", bundle.toString(), trace.toString());
    assertThat(noExpect.exit()).isZero();
  }

  @Test
  void replayLocatesBadLines() throws Exception {
    Path trace = dir.resolve("bad.jsonl");
    Files.writeString(trace, "{\"action\":\"a\"}\n{\"action\": 5}\nnot json\n");
    CliRun r = CliRun.of("replay", bundle.toString(), trace.toString());
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err())
        .contains(trace + ":2:1: error: a trace line is an object with an `action`")
        .contains(trace + ":3:1: error: not valid JSON");
  }

  @Test
  void explainPrintsTheCodesPage() {
    CliRun page = CliRun.of("explain", "CC201");
    assertThat(page.exit()).as(page.err()).isZero();
    assertThat(page.out()).startsWith("# CC201: conflict");
    CliRun json = CliRun.of("explain", "cc201", "--format", "json");
    assertThat(json.out()).startsWith("{\"code\":\"CC201\",\"name\":\"conflict\"");
    CliRun typo = CliRun.of("explain", "CC2O1");
    assertThat(typo.exit()).isEqualTo(2);
    assertThat(typo.err()).contains("did you mean `CC201`?");
  }

  @Test
  void explainShowsAConstraint() {
    CliRun r = CliRun.of("explain", bundle.toString(), "sales-db");
    assertThat(r.exit()).isZero();
    assertThat(r.out())
        .startsWith(
            "AGENTS.md:12\n  produced by hand\nconstraint:\n  id: sales-db\n  kind: assert\n");
    CliRun unknown = CliRun.of("explain", bundle.toString(), "sales_db");
    assertThat(unknown.exit()).isEqualTo(2);
    assertThat(unknown.err()).contains("did you mean `sales-db`?");
  }

  @Test
  void hookAnswersClaudeCodeAndFailsClosed() throws Exception {
    InputStream saved = HookCommand.stdin;
    try {
      HookCommand.stdin =
          new ByteArrayInputStream(
              "{\"tool_name\":\"export_report\",\"tool_input\":{\"destination\":\"internal\"}}"
                  .getBytes(StandardCharsets.UTF_8));
      CliRun r = CliRun.of("hook", bundle.toString());
      assertThat(r.exit()).isZero();
      assertThat(r.out()).contains("\"permissionDecision\":\"deny\"").contains("auth-first");
      // failures block through the exit code Claude Code reads as a block, reason on stderr
      HookCommand.stdin = new ByteArrayInputStream("not json".getBytes(StandardCharsets.UTF_8));
      CliRun garbage = CliRun.of("hook", bundle.toString());
      assertThat(garbage.exit()).isEqualTo(2);
      assertThat(garbage.err()).contains("not valid JSON");
      HookCommand.stdin = new ByteArrayInputStream("{}".getBytes(StandardCharsets.UTF_8));
      CliRun missing = CliRun.of("hook", dir.resolve("missing.yaml").toString());
      assertThat(missing.exit()).isEqualTo(2);
      assertThat(missing.err()).contains("cannot load");
    } finally {
      HookCommand.stdin = saved;
    }
  }
}
