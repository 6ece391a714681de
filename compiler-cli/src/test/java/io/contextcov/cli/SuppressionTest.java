package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The file's own comments switch rules off, and coverage shows what was switched off. */
class SuppressionTest {
  @TempDir Path dir;

  @Test
  void ignoreAndOffOnCommentsSuppressStatements() throws Exception {
    Files.writeString(
        dir.resolve("AGENTS.md"),
        """
        # Rules

        <!-- contextcov: ignore -->
        - Never run `make release`.
        - Never run `make deploy`.

        <!-- contextcov: off -->
        - Never run `make nuke`.

        - Never run `make wipe`.
        <!-- contextcov: on -->
        - Never run `make clean-all`.
        """);
    CliRun compile = CliRun.of("compile", dir.toString());
    assertThat(compile.exit()).as(compile.err()).isZero();
    assertThat(compile.out())
        .contains("'make deploy'")
        .contains("'make clean-all'")
        .doesNotContain("make release")
        .doesNotContain("make nuke")
        .doesNotContain("make wipe");
    assertThat(compile.err()).contains("3 suppressed").contains("coverage 100.0%");
    CliRun coverage = CliRun.of("coverage", dir.toString(), "--format", "json");
    assertThat(coverage.exit()).as(coverage.err()).isZero();
    assertThat(coverage.out())
        .contains("\"suppressed\":3")
        .containsPattern("\"line\":4,[^}]*\"class\":\"suppressed\"");
  }
}
