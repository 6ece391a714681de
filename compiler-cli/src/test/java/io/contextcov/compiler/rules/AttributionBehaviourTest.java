package io.contextcov.compiler.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ban on attributing commits to the AI holds for its trailer and for the commit's author alike; a
 * ban on every co-author trailer says nothing about the author.
 */
class AttributionBehaviourTest {
  @TempDir Path dir;

  private Bundle compile(String markdown) throws IOException {
    Files.writeString(dir.resolve("AGENTS.md"), markdown);
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    assertThat(c.hasErrors()).as(c.diagnostics().toString()).isFalse();
    return c.bundle().orElseThrow();
  }

  private static Verdict run(Bundle b, String command) {
    return Engine.of(b)
        .session("t")
        .before(new ToolCall("shell.exec", Map.of("command", command)))
        .verdict();
  }

  @Test
  void anAiAuthorIsAttributionToo() throws IOException {
    Bundle b = compile("# Commits\n\n- Never credit the AI assistant as a co-author of commits.\n");
    assertThat(run(b, "git commit --author='Copilot <bot@x.io>' -m 'fix: a'"))
        .isEqualTo(Verdict.DENY);
    assertThat(run(b, "git commit -m 'fix: a' -m 'Co-authored-by: Claude <c@x.io>'"))
        .isEqualTo(Verdict.DENY);
    assertThat(run(b, "git commit --author='Ann Lee <ann@x.io>' -m 'fix: a'"))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aBanOnEveryTrailerLeavesTheAuthorAlone() throws IOException {
    Bundle b = compile("# Commits\n\n- Do not add `Co-authored-by` trailers.\n");
    assertThat(run(b, "git commit -m 'fix: a' -m 'Co-authored-by: Ann <a@x.io>'"))
        .isEqualTo(Verdict.DENY);
    assertThat(run(b, "git commit --author='Claude <c@x.io>' -m 'fix: a'"))
        .isEqualTo(Verdict.ALLOW);
  }
}
