package io.contextcov.bundle;

import java.util.List;
import java.util.Objects;

/**
 * Where a constraint came from: the instruction file position, its section path, the statement
 * text, and what produced it ({@code rule/<family>}, {@code llm/<provider>:<model>}, {@code
 * embedded}, {@code hand}) and the other places ({@code file:line}) that state the same rule.
 */
public record Source(
    String file,
    int line,
    int column,
    List<String> section,
    String by,
    String text,
    List<String> also) {
  public Source {
    Objects.requireNonNull(file, "file");
    section = List.copyOf(section);
    Objects.requireNonNull(by, "by");
    Objects.requireNonNull(text, "text");
    also = List.copyOf(also);
  }

  /** A source stated in one place. */
  public Source(String file, int line, int column, List<String> section, String by, String text) {
    this(file, line, column, section, by, text, List.of());
  }

  /**
   * The same source, also stated at these places ({@code file:line}): a rule an instruction file
   * restates is compiled once and keeps every place it was read from.
   */
  public Source withAlso(List<String> places) {
    return new Source(file, line, column, section, by, text, places);
  }

  /** {@code AGENTS.md:12}, as decisions and reports print it. */
  public String location() {
    return line > 0 ? file + ":" + line : file;
  }
}
