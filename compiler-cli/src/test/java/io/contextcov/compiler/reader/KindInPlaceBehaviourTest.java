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
 * A kind of file known by its extensions, named right before a place, is its files there: the
 * place's other files stay free, and so do the kind's files elsewhere.
 */
class KindInPlaceBehaviourTest {
  @TempDir Path dir;

  private static Map<String, Object> write(String path) {
    return Map.of("path", path, "content", "x");
  }

  @Test
  void imagesInAPlaceAreRefusedThereOnly() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Never edit images in `docs/`.\n");
    assertThat(Compiled.verdict(b, "file.write", write("docs/img/diagram.png")))
        .isEqualTo(Verdict.DENY);
    assertThat(Compiled.verdict(b, "file.write", write("docs/logo.svg"))).isEqualTo(Verdict.DENY);
    assertThat(Compiled.verdict(b, "file.write", write("docs/guide.md"))).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.verdict(b, "file.write", write("assets/logo.png")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void notebooksCommittedInAPlaceAreRefusedThereOnly() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Never commit notebooks under `src/`.\n");
    assertThat(Compiled.run(b, "git add src/models/explore.ipynb")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "git add src/models/train.py")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "git add notebooks/explore.ipynb")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void contentKeptInAPlaceBarsNoWrite() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Do not store business logic in `views/`.\n");
    assertThat(Compiled.verdict(b, "file.write", write("views/home.py"))).isEqualTo(Verdict.ALLOW);
  }
}
