package io.contextcov.bundle;

import java.util.List;
import java.util.Objects;

/**
 * Where a constraint came from: the instruction file position, its section path, the statement
 * text, and what produced it ({@code rule/<family>}, {@code llm/<provider>:<model>}, {@code
 * embedded}, {@code hand}).
 */
public record Source(
    String file, int line, int column, List<String> section, String by, String text) {
  public Source {
    Objects.requireNonNull(file, "file");
    section = List.copyOf(section);
    Objects.requireNonNull(by, "by");
    Objects.requireNonNull(text, "text");
  }

  /** {@code AGENTS.md:12}, as decisions and reports print it. */
  public String location() {
    return line > 0 ? file + ":" + line : file;
  }
}
