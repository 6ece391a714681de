package io.contextcov.compiler.reader;

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
 * Row 5j replayed: a rule against the whole test suite asks about test runs that name no target,
 * through the usual runners and build tools, and lets runs of named tests, packages or files pass.
 */
class WholeSuiteBehaviourTest {
  @TempDir Path dir;

  private Verdict run(Bundle b, String command) {
    return Engine.of(b)
        .session("t")
        .before(new ToolCall("shell.exec", Map.of("command", command)))
        .verdict();
  }

  @Test
  void runsNamingNoTargetAreAskedAboutAndTargetedRunsPass() throws IOException {
    Files.writeString(
        dir.resolve("AGENTS.md"), "# Rules\n\n- Avoid running the whole test suite.\n");
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    assertThat(c.hasErrors()).as(c.diagnostics().toString()).isFalse();
    Bundle b = c.bundle().orElseThrow();
    for (String whole :
        List.of(
            "cargo test",
            "cargo test --all-features",
            "RUST_LOG=1 cargo nextest run --workspace",
            "uv run pytest",
            "python -m pytest -q",
            "go test ./...",
            "make test",
            "npm test",
            "cd web && pnpm run test",
            "bundle exec rspec")) {
      assertThat(run(b, whole)).as(whole).isEqualTo(Verdict.CONFIRM);
    }
    for (String targeted :
        List.of(
            "cargo test -p parser",
            "uv run pytest tests/test_io.py::test_read",
            "go test ./pkg/lexer",
            "npm run test:unit",
            "npx jest src/a.test.ts",
            "ls tests",
            "git commit -m 'fix tests'")) {
      assertThat(run(b, targeted)).as(targeted).isEqualTo(Verdict.ALLOW);
    }
  }
}
