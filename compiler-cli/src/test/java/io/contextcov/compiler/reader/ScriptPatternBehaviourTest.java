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
 * A ban on running the scripts a pattern names refuses each way of running a matching file —
 * directly, through an interpreter, through a project's runner — and leaves reading it and running
 * other scripts alone.
 */
class ScriptPatternBehaviourTest {
  @TempDir Path dir;

  @Test
  void matchingScriptsAreRefusedHoweverRun() throws IOException {
    Bundle b =
        Compiled.bundle(dir, "- Don't run the `jobs/purge_*.py` scripts; they delete real data.\n");
    assertThat(Compiled.run(b, "python jobs/purge_users.py")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "uv run jobs/purge_users.py --all")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "poetry run python jobs/purge_logs.py")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "./jobs/purge_cache.py")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "cat jobs/purge_users.py")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "python jobs/report.py")).isEqualTo(Verdict.ALLOW);
  }
}
