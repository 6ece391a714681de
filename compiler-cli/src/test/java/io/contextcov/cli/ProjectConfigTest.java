package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A project's {@code .contextcov.yaml}: constraints switched off and severities set, visible in
 * {@code compile}, {@code coverage} and {@code explain}; a malformed file is a located error.
 */
class ProjectConfigTest {
  @TempDir Path repo;
  Path docs;

  @BeforeEach
  void project() throws Exception {
    Files.createDirectories(repo.resolve(".git"));
    docs = Files.createDirectories(repo.resolve("docs"));
    Files.writeString(
        docs.resolve("AGENTS.md"),
        """
        # Rules
        - Never run `make deploy`.
        - Do not force-push.
        """);
  }

  private String idOf(String text) {
    CliRun plain = CliRun.of("compile", docs.toString());
    assertThat(plain.exit()).as(plain.err()).isZero();
    for (String line : plain.out().split("\n")) {
      if (line.startsWith("  - id: ") && line.contains(text)) {
        return line.substring("  - id: ".length()).strip();
      }
    }
    throw new AssertionError("no id with " + text + " in\n" + plain.out());
  }

  @Test
  void disabledIdsLeaveTheBundleAndShowInCoverageAndExplain() throws Exception {
    String deploy = idOf("never-run");
    String push = idOf("force-push");
    // found from the compiled directory upwards, up to the repository's root
    Files.writeString(
        repo.resolve(".contextcov.yaml"),
        "disable: [" + deploy + "]\nseverity:\n  " + push + ": warn\n");
    Path bundle = repo.resolve("b.yaml");
    CliRun compile = CliRun.of("compile", docs.toString(), "-o", bundle.toString());
    assertThat(compile.exit()).as(compile.err()).isZero();
    String written = Files.readString(bundle);
    assertThat(written).doesNotContain(deploy).contains(push).contains("severity: warn");
    assertThat(compile.err()).contains("1 monitored").contains("1 suppressed");

    CliRun coverage = CliRun.of("coverage", docs.toString());
    assertThat(coverage.out())
        .contains("suppressed statements:")
        .contains("(disabled in .contextcov.yaml: " + deploy + ")");
    CliRun json = CliRun.of("coverage", docs.toString(), "--format", "json");
    assertThat(json.out()).contains("\"disabled\":[\"" + deploy + "\"]");

    CliRun explain = CliRun.of("explain", bundle.toString(), deploy);
    assertThat(explain.exit()).as(explain.err()).isZero();
    assertThat(explain.out()).contains(deploy + ": disabled by").contains(".contextcov.yaml:1:");
  }

  @Test
  void anIdNothingCompiledToIsAWarningWithItsPlace() throws Exception {
    Files.writeString(repo.resolve(".contextcov.yaml"), "disable:\n  - no-such-rule-123456\n");
    CliRun compile = CliRun.of("compile", docs.toString());
    assertThat(compile.exit()).as(compile.err()).isZero();
    assertThat(compile.err())
        .contains(".contextcov.yaml:2:5: warning[CC414]")
        .contains("`no-such-rule-123456`");
  }

  @Test
  void malformedConfigurationIsALocatedError() throws Exception {
    Files.writeString(repo.resolve(".contextcov.yaml"), "paths: [docs]\nseverty: {}\n");
    CliRun compile = CliRun.of("compile", docs.toString());
    assertThat(compile.exit()).isEqualTo(2);
    assertThat(compile.err())
        .contains(".contextcov.yaml:2:1: error[CC002]: unknown key `severty`")
        .contains("did you mean `severity`?");
    Files.writeString(repo.resolve(".contextcov.yaml"), "severity:\n  x: loud\n");
    CliRun bad = CliRun.of("compile", docs.toString());
    assertThat(bad.exit()).isEqualTo(2);
    assertThat(bad.err()).contains(".contextcov.yaml:2:6: error[CC003]");
  }

  @Test
  void aConfigurationAboveTheRepositoryRootIsNotRead() throws Exception {
    // the repository starts at docs/ here: the file one level up belongs to something else
    Files.createDirectories(docs.resolve(".git"));
    Files.writeString(repo.resolve(".contextcov.yaml"), "disable: [" + idOf("never-run") + "]\n");
    CliRun compile = CliRun.of("compile", docs.toString());
    assertThat(compile.out()).contains("never-run");
  }
}
