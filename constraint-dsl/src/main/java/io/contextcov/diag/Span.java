package io.contextcov.diag;

import java.util.Comparator;
import java.util.Objects;

/**
 * A place in a file: 1-based line and column, and how many characters to underline.
 *
 * @param file the file as the user named it (relative paths stay relative)
 */
public record Span(String file, int line, int column, int length) implements Comparable<Span> {
  private static final Comparator<Span> ORDER =
      Comparator.<Span, String>comparing(Span::file)
          .thenComparingInt(Span::line)
          .thenComparingInt(Span::column)
          .thenComparingInt(Span::length);

  public Span {
    Objects.requireNonNull(file, "file");
    if (line < 1 || column < 1) {
      throw new IllegalArgumentException("spans are 1-based: " + line + ":" + column);
    }
    length = Math.max(1, length);
  }

  public static Span at(String file, int line, int column) {
    return new Span(file, line, column, 1);
  }

  /** A span for the whole file, used when nothing more precise is known. */
  public static Span file(String file) {
    return new Span(file, 1, 1, 1);
  }

  @Override
  public int compareTo(Span other) {
    return ORDER.compare(this, other);
  }

  @Override
  public String toString() {
    return file + ":" + line + ":" + column;
  }
}
