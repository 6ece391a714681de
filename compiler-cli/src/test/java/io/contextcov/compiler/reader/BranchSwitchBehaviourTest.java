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
 * A ban on checking out or switching branches asks before the lines that move the work tree to
 * another branch, and leaves alone the lines that restore files, make a branch or only look.
 */
class BranchSwitchBehaviourTest {
  @TempDir Path dir;

  @Test
  void switchingIsAskedAboutRestoringFilesIsNot() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Don't check out the branch under review; read its diff.\n");
    assertThat(Compiled.run(b, "gh pr checkout 118")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "git checkout feature/cache")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "git switch main")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "git checkout -- src/app.ts")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git checkout .")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git switch -c scratch")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "gh pr diff 118")).isEqualTo(Verdict.ALLOW);
  }
}
