package io.contextcov.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Behaviour tests' shared steps: an instruction file written into a scratch project and compiled as
 * {@code compile DIR} does (no errors allowed), and one call decided on a fresh session.
 */
public final class Compiled {
  private Compiled() {}

  /** Writes {@code markdown} at {@code relative} under {@code dir} and compiles {@code dir}. */
  public static Compilation compile(Path dir, String relative, String markdown) throws IOException {
    Path file = dir.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, markdown);
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    assertThat(c.hasErrors()).as(c.diagnostics().toString()).isFalse();
    return c;
  }

  /** The bundle of {@code AGENTS.md} holding {@code markdown}, compiled alone in {@code dir}. */
  public static Bundle bundle(Path dir, String markdown) throws IOException {
    return compile(dir, "AGENTS.md", markdown).bundle().orElseThrow();
  }

  /** The verdict on one call, on a session of its own. */
  public static Verdict verdict(Bundle b, String action, Map<String, Object> args) {
    return Engine.of(b).session("t").before(new ToolCall(action, args)).verdict();
  }

  /** The verdict on one shell line, on a session of its own. */
  public static Verdict run(Bundle b, String command) {
    return verdict(b, "shell.exec", Map.of("command", command));
  }
}
