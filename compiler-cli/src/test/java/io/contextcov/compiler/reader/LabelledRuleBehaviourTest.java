package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.compiler.Compiled;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short text before a colon is a label the rule after it is read without ("Testing: run …"),
 * unless that text is itself the instruction and what follows only its examples; a pronoun after
 * the label stands for it ("Pull requests: open them as drafts").
 */
class LabelledRuleBehaviourTest {
  @TempDir Path dir;

  @Test
  void anInstructionBeforeItsExamplesIsTheRule() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Follow Conventional Commits: `feat:`, `fix:`, `docs:`.\n");
    assertThat(Compiled.verdict(b, "git.commit", Map.of("message", "fix: handle empty input")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.verdict(b, "git.commit", Map.of("message", "Handled empty input")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void commitsSaidToFollowAConventionMustHaveItsFormat() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Commits follow Conventional Commits.\n");
    assertThat(Compiled.verdict(b, "git.commit", Map.of("message", "docs: fix a typo")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.verdict(b, "git.commit", Map.of("message", "Fixed a typo")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aLabelIsWhatAPronounAfterItStandsFor() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Pull requests: open them as drafts.\n");
    assertThat(Compiled.run(b, "gh pr create --draft --title t --body b")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "gh pr create --title t --body b")).isEqualTo(Verdict.DENY);
  }

  @Test
  void aLabelNamingATopicIsReadWithout() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Testing: run `make check` before pushing.\n");
    assertThat(Compiled.run(b, "git push")).isEqualTo(Verdict.DENY);
  }
}
