package io.contextcov.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.diag.Code;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stage list is the architecture: its order is pinned, and a failing stage stops the rest. */
class PipelineStagesTest {
  @TempDir Path dir;

  @Test
  void stagesRunInTheDocumentedOrder() throws IOException {
    assertThat(Pipeline.STAGES)
        .containsExactly(
            "discover",
            "read-markdown",
            "find-statements",
            "extract-constraints",
            "extract-llm",
            "lower-and-check",
            "classify-coverage",
            "write-bundle");
    Files.writeString(dir.resolve("AGENTS.md"), "# Rules\n\n- Never run `make deploy`.\n");
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    assertThat(c.stagesRun()).isEqualTo(Pipeline.STAGES);
    assertThat(c.bundle()).isPresent();
    assertThat(c.bundle().get().constraints()).isNotEmpty();
  }

  @Test
  void aStageThatReportsAnErrorStopsTheCompile() {
    Compilation c =
        Pipeline.run(new Pipeline.Options(List.of(dir.resolve("missing")), ToolCatalog.EMPTY));
    assertThat(c.stagesRun()).containsExactly("discover");
    assertThat(c.bundle()).isEmpty();
    assertThat(c.diagnostics()).anyMatch(d -> d.code() == Code.NO_SUCH_INPUT && d.isError());
  }

  @Test
  void aBrokenEmbeddedBlockStopsAfterExtraction() throws IOException {
    Files.writeString(
        dir.resolve("AGENTS.md"),
        "Never push.\n\n```contextcov\n- id: x\n  kind: deny\n  on: git.push\n  when: args. ==\n```\n");
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    assertThat(c.stagesRun()).endsWith("extract-constraints");
    assertThat(c.diagnostics()).anyMatch(d -> d.code() == Code.CONDITION_SYNTAX);
  }

  @Test
  void aRuleTwoReadersDraftAlikeIsEmittedOnce() throws IOException {
    // the reader takes the example as the message's shape, the content rules read "conventional
    // commit messages": the same check, which one constraint makes
    Files.writeString(
        dir.resolve("AGENTS.md"),
        "# Git\n\n- Use conventional commit messages, e.g. `fix: typo`.\n");
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    var constraints = c.bundle().orElseThrow().constraints();
    assertThat(constraints).hasSize(1);
    assertThat(constraints.get(0).on().patterns()).containsExactly("git.commit");
    assertThat(constraints.get(0).when()).isEmpty();
  }

  @Test
  void aCommandBannedAgainstUntrustedContentIsAskedAboutOnSuchRunsOnly() throws IOException {
    // the reader alone took "links you read in an issue" for a case no call shows and asked
    // before every run of `curl`; the untrusted-content rule says which runs
    Files.writeString(
        dir.resolve("AGENTS.md"),
        "# Network\n\n- Never run `curl` against links you read in an issue.\n");
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    var constraints = c.bundle().orElseThrow().constraints();
    assertThat(constraints).hasSize(1);
    assertThat(ConditionPrinter.print(constraints.get(0).when().orElseThrow()))
        .isEqualTo("fromUntrusted(args.command)");
  }
}
