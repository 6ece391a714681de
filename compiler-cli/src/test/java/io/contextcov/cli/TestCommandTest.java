package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code contextcov test}: scenarios like a test runner, confirmations answered, JUnit for CI. */
class TestCommandTest {
  private static final String BUNDLE =
      """
      contextcov: 1
      constraints:
        - id: ask-deploy
          kind: confirm
          on: shell.exec
          when: "invokes(args.command, 'deploy')"
        - id: push-after-deploy
          kind: sequence
          on: git.push
          after: shell.exec
          after-when: "invokes(args.command, 'deploy')"
      """;

  @TempDir Path dir;
  private Path bundle;

  @BeforeEach
  void writeBundle() throws Exception {
    bundle = dir.resolve("b.bundle.yaml");
    Files.writeString(bundle, BUNDLE);
    assertThat(CliRun.of("fmt", bundle.toString()).exit()).isZero();
  }

  @Test
  void eachSessionIsAScenarioAndApprovalsCount() throws Exception {
    Path tests = Files.createDirectories(dir.resolve("tests"));
    Files.writeString(
        tests.resolve("deploy.jsonl"),
        """
        {"session": "approved", "action": "shell.exec", "args": {"command": "./deploy prod"}, "expect": "CONFIRM", "approve": true}
        {"session": "approved", "action": "git.push", "args": {"branch": "main"}, "expect": "ALLOW"}
        {"session": "refused", "action": "shell.exec", "args": {"command": "./deploy prod"}, "expect": "CONFIRM", "approve": false}
        {"session": "refused", "action": "git.push", "args": {"branch": "main"}, "expect": "DENY"}
        {"session": "wrong", "action": "git.push", "args": {"branch": "main"}, "expect": "ALLOW"}
        """);
    Path junit = dir.resolve("junit.xml");
    CliRun r = CliRun.of("test", bundle.toString(), tests.toString(), "--junit", junit.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(1);
    assertThat(r.out())
        .contains("PASS " + tests.resolve("deploy.jsonl") + " › approved (2 steps)")
        .contains("PASS " + tests.resolve("deploy.jsonl") + " › refused (2 steps)")
        .contains("FAIL " + tests.resolve("deploy.jsonl") + " › wrong")
        .contains("deploy.jsonl:5: git.push expected ALLOW, got DENY by push-after-deploy")
        .endsWith("2 passed, 1 failed\n");
    String xml = Files.readString(junit);
    assertThat(xml)
        .contains("<testsuite name=\"contextcov\" tests=\"3\" failures=\"1\"")
        .contains("name=\"wrong\"")
        .contains("<failure message=");
  }

  @Test
  void badScenarioLinesAreUsageErrorsWithTheirLine() throws Exception {
    Path t = dir.resolve("bad.jsonl");
    Files.writeString(t, "{\"action\": \"git.push\", \"approve\": \"yes\"}\n");
    CliRun r = CliRun.of("test", bundle.toString(), t.toString());
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains(t + ":1:1: error: `approve` is true or false");
  }

  @Test
  void compileRunsTheTestsBesideTheInstructionFiles() throws Exception {
    Path project = Files.createDirectories(dir.resolve("project"));
    Files.writeString(project.resolve("AGENTS.md"), "# Rules\n\n- Never run `make release`.\n");
    Path tests = Files.createDirectories(project.resolve(".contextcov/tests"));
    Files.writeString(
        tests.resolve("release.jsonl"),
        "{\"action\": \"shell.exec\", \"args\": {\"command\": \"make release\"}, \"expect\":"
            + " \"DENY\"}\n"
            + "{\"action\": \"shell.exec\", \"args\": {\"command\": \"make test\"}, \"expect\":"
            + " \"ALLOW\"}\n");
    Path out = dir.resolve("out.bundle.yaml");
    CliRun ok = CliRun.of("compile", project.toString(), "-o", out.toString());
    assertThat(ok.exit()).as(ok.err()).isZero();
    assertThat(ok.err()).contains("1 passed, 0 failed");

    Files.writeString(
        tests.resolve("wrong.jsonl"),
        "{\"session\": \"w\", \"action\": \"shell.exec\", \"args\": {\"command\": \"make"
            + " release\"}, \"expect\": \"ALLOW\"}\n");
    Files.delete(out);
    CliRun failed = CliRun.of("compile", project.toString(), "-o", out.toString());
    assertThat(failed.exit()).isEqualTo(1);
    assertThat(failed.err()).contains("FAIL").contains("1 passed, 1 failed");
    assertThat(out).exists();
    // the same scenarios through `test` on the directory
    CliRun test = CliRun.of("test", project.toString());
    assertThat(test.exit()).isEqualTo(1);
    assertThat(test.out()).contains("1 passed, 1 failed");
  }
}
