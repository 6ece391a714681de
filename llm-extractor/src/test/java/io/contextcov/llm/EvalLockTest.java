package io.contextcov.llm;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.catalog.ToolCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The hand-written evaluation lock under {@code samples/eval/} stays usable: it opens cleanly,
 * holds one model's answers under the current prompt version, and every answer passes the same
 * checks a model's answer must pass.
 */
class EvalLockTest {
  private static final Path LOCK = Path.of("../samples/eval/hybrid.lock");

  @Test
  void everyAnswerInTheEvaluationLockIsAccepted() throws Exception {
    assertThat(Files.isRegularFile(LOCK)).as(LOCK.toAbsolutePath().toString()).isTrue();
    LockFile.Result opened = LockFile.open(LOCK);
    assertThat(opened.diagnostics()).isEmpty();
    LockFile lock = opened.lock().orElseThrow();
    assertThat(lock.models()).containsExactly("eval:hand-written");
    assertThat(lock.size()).isGreaterThan(100);
    String text = Files.readString(LOCK);
    int enforceable = 0;
    for (String line : text.lines().toList()) {
      String t = line.strip();
      if (t.startsWith("'") && t.endsWith("':")) {
        String key = t.substring(1, t.length() - 2);
        assertThat(key).endsWith(" prompt-" + Prompt.VERSION);
        LockFile.Entry e = lock.get(key).orElseThrow();
        assertThat(e.statement()).as("the lock keeps hashes, not statements").isEmpty();
        StatementRequest s =
            new StatementRequest("eval", "AGENTS.md", 1, 1, List.of(), "eval", List.of());
        Candidates.Checked checked = Candidates.check(e.answer(), s, ToolCatalog.EMPTY, "eval");
        assertThat(checked.diagnostics()).as(e.answer()).isEmpty();
        enforceable += checked.answer().orElseThrow() instanceof Answer.Extracted ? 1 : 0;
      }
    }
    assertThat(enforceable).isGreaterThan(20);
  }
}
