package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.compiler.Compiled;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Row 6g: a rule on how branches are named holds on the lines that make a branch, and only there —
 * switching to, listing or deleting branches is never blocked by it.
 */
class BranchNamesBehaviourTest {
  @TempDir Path dir;

  @Test
  void aTemplateWithPlaceholdersIsTheWholeName() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Branch names must follow `task/<id>-<topic>`.\n");
    assertThat(Compiled.run(b, "git checkout -b task/42-cache")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git switch -c \"task/7-docs\"")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git checkout -b cache-fix")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "git fetch && git switch -c tmp")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "git worktree add ../w -b scratch")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "git checkout develop")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git branch -D old-work")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git branch --list")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aPrefixAllowsAnyNameThatStartsWithIt() throws IOException {
    Bundle b = Compiled.bundle(dir, "Start every branch name with `bot/` or `hotfix/`.\n");
    assertThat(Compiled.run(b, "git checkout -b bot/retry-loop")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git branch hotfix/urgent")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git checkout -b retry-loop")).isEqualTo(Verdict.DENY);
  }

  @Test
  void softWordingOnlyWarns() throws IOException {
    Bundle b = Compiled.bundle(dir, "Branches should be prefixed with `wip/`.\n");
    assertThat(b.constraints())
        .extracting(io.contextcov.bundle.Constraint::severity)
        .containsExactly(io.contextcov.bundle.Enforcement.WARN);
    assertThat(Compiled.run(b, "git checkout -b other")).isEqualTo(Verdict.ALLOW);
  }
}
