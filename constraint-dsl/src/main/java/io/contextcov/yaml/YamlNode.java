package io.contextcov.yaml;

import io.contextcov.diag.Span;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A YAML node with the position it started at: what the bundle and catalog readers walk. */
public sealed interface YamlNode {
  Span span();

  /** How a plain scalar resolved; quoted scalars are always strings. */
  enum ScalarType {
    STRING,
    NUMBER,
    BOOLEAN,
    NULL
  }

  /**
   * Text, number, boolean or null, with its text as written.
   *
   * @param contentLine where the scalar's text begins (after a quote, or on the line after a block
   *     indicator)
   */
  record Scalar(String text, ScalarType type, Span span, int contentLine, int contentColumn)
      implements YamlNode {
    public Scalar {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(type, "type");
      Objects.requireNonNull(span, "span");
    }

    public Scalar(String text, ScalarType type, Span span) {
      this(text, type, span, span.line(), span.column());
    }

    /** The file position of a 1-based line and column inside this scalar's text. */
    public Span inner(int line, int column, int length) {
      if (line == 1) {
        return new Span(span.file(), contentLine, contentColumn + column - 1, length);
      }
      return new Span(span.file(), contentLine + line - 1, contentColumn + column - 1, length);
    }
  }

  /** A list. */
  record Sequence(List<YamlNode> items, Span span) implements YamlNode {
    public Sequence {
      items = List.copyOf(items);
    }
  }

  /** One key and its value. */
  record Entry(Scalar key, YamlNode value) {}

  /** A mapping, entries in file order (duplicates kept, for the reader to report). */
  record Mapping(List<Entry> entries, Span span) implements YamlNode {
    public Mapping {
      entries = List.copyOf(entries);
    }

    public Optional<YamlNode> get(String key) {
      for (Entry e : entries) {
        if (e.key().text().equals(key)) {
          return Optional.of(e.value());
        }
      }
      return Optional.empty();
    }
  }

  /** A short word for the node's kind, for "expected …, found …" messages. */
  static String describe(YamlNode node) {
    if (node instanceof Mapping) {
      return "a mapping";
    }
    if (node instanceof Sequence) {
      return "a list";
    }
    return switch (((Scalar) node).type()) {
      case STRING -> "text";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      case NULL -> "nothing";
    };
  }
}
