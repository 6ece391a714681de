package io.contextcov.compiler;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * The third-party corpus in {@code ../shared/corpus}, read in place and never copied. Tests that
 * need it skip, with a notice on stdout, where it is absent (a user's fresh clone).
 */
final class Corpus {
  static final Path ROOT = Path.of("../../shared/corpus").toAbsolutePath().normalize();

  private Corpus() {}

  static Path require(String sub) {
    Path p = ROOT.resolve(sub);
    if (!Files.isDirectory(p)) {
      System.out.println("NOTICE: " + p + " is absent; skipping the corpus test");
      Assumptions.abort(p + " is absent");
    }
    return p;
  }
}
