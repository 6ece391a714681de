package io.contextcov.compiler.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.compiler.Compiled;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ban on attributing commits to the AI holds for its trailer and for the commit's author alike; a
 * ban on every co-author trailer says nothing about the author.
 */
class AttributionBehaviourTest {
  @TempDir Path dir;

  @Test
  void anAiAuthorIsAttributionToo() throws IOException {
    Bundle b =
        Compiled.bundle(
            dir, "# Commits\n\n- Never credit the AI assistant as a co-author of commits.\n");
    assertThat(Compiled.run(b, "git commit --author='Copilot <bot@x.io>' -m 'fix: a'"))
        .isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "git commit -m 'fix: a' -m 'Co-authored-by: Claude <c@x.io>'"))
        .isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "git commit --author='Ann Lee <ann@x.io>' -m 'fix: a'"))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aBanOnEveryTrailerLeavesTheAuthorAlone() throws IOException {
    Bundle b = Compiled.bundle(dir, "# Commits\n\n- Do not add `Co-authored-by` trailers.\n");
    assertThat(Compiled.run(b, "git commit -m 'fix: a' -m 'Co-authored-by: Ann <a@x.io>'"))
        .isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "git commit --author='Claude <c@x.io>' -m 'fix: a'"))
        .isEqualTo(Verdict.ALLOW);
  }
}
