package io.contextcov.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Constraint;
import io.contextcov.catalog.ToolCatalog;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ids depend on the statement, never on line numbers: editing or moving others changes none. */
class StableIdsTest {
  private static Set<String> ids(Path dir, String text) throws Exception {
    Files.writeString(dir.resolve("AGENTS.md"), text, StandardCharsets.UTF_8);
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    return c.bundle().orElseThrow().constraints().stream()
        .map(Constraint::id)
        .collect(Collectors.toSet());
  }

  @Test
  void editingAndMovingOtherStatementsKeepsIds(@TempDir Path dir) throws Exception {
    String base =
        "# Rules\n\n## Git\n\n- Never run `git reset --hard`.\n- Run `make test` before committing.\n"
            + "\n## Files\n\n- Never edit `src/generated/`.\n";
    Set<String> before = ids(dir, base);
    assertThat(before).hasSize(3);
    String edited =
        "# Rules\n\nIntro text added here.\n\n## Files\n\n- Never edit `src/generated/`.\n\n## Git\n\n"
            + "- Never run `git clean -fd`.\n- Never run `git reset --hard`.\n- Run `make test` before committing.\n";
    Set<String> after = ids(dir, edited);
    assertThat(after).containsAll(before);
    assertThat(after).hasSize(4);
    Set<String> reworded = ids(dir, base.replace("`make test`", "`make check`"));
    assertThat(reworded).hasSize(3);
    assertThat(reworded.stream().filter(before::contains).count()).isEqualTo(2);
  }
}
