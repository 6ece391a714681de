package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Kind;
import io.contextcov.condition.Function;
import io.contextcov.text.Sha256;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a hybrid compile tells the model, recorded by a loopback server: the code block a "run:"
 * rule introduces, the whole condition language and every kind's keys, headings and lead-ins kept
 * as context, a restated rule asked once with both places on its constraint, and the answers
 * counted in the summary.
 */
class LlmPromptTest {
  private static final String DOC =
      """
      # Widget service

      Python 3.12, managed with uv; sources under `src/widgets/`.

      ## Things that need a person

      Always ask before changing:

      - database migrations
      - the public HTTP API

      ## Finishing work

      Before considering a task complete, run:

      ```bash
      uv run pytest -q
      uv run ruff check src
      ```

      The changelog entry must name the ticket.

      ## Reminders

      The changelog entry must name the ticket.
      """;

  private static final String RESTATED = "The changelog entry must name the ticket.";

  private static final String RUN_ANSWER =
      """
      {"enforceable": true, "constraints": [{"id": "tests-before-finish", "kind": "sequence",
       "on": "task.finish", "after": "shell.exec",
       "after-when": "invokes(args.command, 'uv run pytest')", "since": "file.write",
       "message": "Run the tests after the last edit."}]}
      """;

  private static final String CHANGELOG_ANSWER =
      """
      {"enforceable": true, "constraints": [{"id": "changelog-ticket", "kind": "assert",
       "on": "file.write", "when": "args.path glob '**/CHANGELOG.md'",
       "require": "args.content matches '[A-Z]+-[0-9]+'", "severity": "warn"}]}
      """;

  private static final String BROKEN =
      "{\"enforceable\": true, \"constraints\": [{\"id\": \"x\", \"kind\": \"forbid\","
          + " \"on\": \"shell.exec\"}]}";

  @TempDir Path dir;
  private RecordingModelServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
    ExtractorOptions.environment = System::getenv;
  }

  private CliRun compile(Map<String, String> answers) throws Exception {
    server = new RecordingModelServer(answers);
    ExtractorOptions.environment =
        () -> Map.of("OPENAI_BASE_URL", server.baseUrl(), "OPENAI_API_KEY", "test");
    Path repo = Files.createDirectories(dir.resolve("widget-service"));
    Files.writeString(repo.resolve("AGENTS.md"), DOC);
    return CliRun.of(
        "compile",
        repo.toString(),
        "--extractor",
        "llm",
        "--llm",
        "openai:m",
        "--lock",
        dir.resolve("contextcov.lock").toString());
  }

  @Test
  void theRunRuleCarriesItsCodeBlockAndTheFileItIsIn() throws Exception {
    CliRun run =
        compile(Map.of(Sha256.hex("Before considering a task complete, run:"), RUN_ANSWER));
    assertThat(run.exit()).as(run.err()).isZero();
    RecordingModelServer.Prompt p =
        server.prompts().stream()
            .filter(x -> x.rule().startsWith("Before considering a task complete"))
            .findFirst()
            .orElseThrow();
    assertThat(p.user())
        .contains("```bash", "  uv run pytest -q", "  uv run ruff check src")
        .contains("File: AGENTS.md (AGENTS.md, instructions for coding agents)")
        .contains("Repository: widget-service (Python)")
        .contains("Section: Widget service > Finishing work");
    // the matcher reads the block too ("run:" names its command lines), and its output wins over
    // the model's answer for the same statement
    assertThat(run.out())
        .contains("kind: sequence", "after-when: invokes(args.command, 'pytest')")
        .contains("after-when: invokes(args.command, 'ruff check src')")
        .contains("by: rule/order")
        .doesNotContain("tests-before-finish")
        .contains("since: file.write");
  }

  @Test
  void theInstructionsTeachEveryFunctionAndEveryKey() throws Exception {
    assertThat(compile(Map.of()).exit()).isZero();
    String system = server.prompts().get(0).system();
    for (Function f : Function.values()) {
      assertThat(system).as(f.text()).contains(f.text() + "(");
    }
    for (String key : BundleReader.commonKeys()) {
      assertThat(system).as(key).containsPattern("(?m)^  " + key + " ");
    }
    for (Kind k : Kind.values()) {
      for (String key : BundleReader.keysOf(k)) {
        assertThat(system).as(key).contains(key + " ").contains("(" + k.text() + " only)");
      }
    }
    assertThat(system).contains("not enforceable", "invokes(args.command");
  }

  @Test
  void headingsAndLeadInsAreContextAndARestatedRuleIsAskedOnce() throws Exception {
    CliRun run = compile(Map.of(Sha256.hex(RESTATED), CHANGELOG_ANSWER));
    assertThat(run.exit()).as(run.err()).isZero();
    List<String> rules = server.prompts().stream().map(RecordingModelServer.Prompt::rule).toList();
    assertThat(rules).doesNotContain("Always ask before changing:", "Things that need a person");
    assertThat(rules.stream().filter(RESTATED::equals)).hasSize(1);
    RecordingModelServer.Prompt item =
        server.prompts().stream()
            .filter(x -> x.rule().equals("database migrations"))
            .findFirst()
            .orElseThrow();
    assertThat(item.user()).contains("Introduced by: Always ask before changing:");
    RecordingModelServer.Prompt restated =
        server.prompts().stream().filter(x -> x.rule().equals(RESTATED)).findFirst().orElseThrow();
    assertThat(restated.user()).contains("The same rule is stated again at: AGENTS.md:25");

    Bundle bundle = BundleReader.read(run.out(), "out").bundle().orElseThrow();
    Constraint c =
        bundle.constraints().stream()
            .filter(x -> x.kind() == Kind.ASSERT)
            .findFirst()
            .orElseThrow();
    assertThat(c.source().orElseThrow().line()).isEqualTo(21);
    assertThat(c.source().orElseThrow().also()).containsExactly("AGENTS.md:25");
    assertThat(run.err())
        .contains("model answers: 1 accepted (1 constraint), 0 repaired, 0 rejected");
  }

  @Test
  void theSummaryCountsRejectedAnswersWithTheFirstReason() throws Exception {
    CliRun run = compile(Map.of(Sha256.hex(RESTATED), BROKEN));
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err())
        .containsPattern(
            "0 accepted \\(0 constraints\\), 0 repaired, 1 rejected \\(first: .*forbid")
        .containsPattern("\\d+ not enforceable");
  }
}
