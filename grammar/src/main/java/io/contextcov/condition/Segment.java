package io.contextcov.condition;

import java.util.Objects;

/** One step of a path: a field name or a list index. */
public sealed interface Segment {

  /** {@code .name} or {@code ['name with spaces']}. */
  record Field(String name) implements Segment {
    public Field {
      Objects.requireNonNull(name, "name");
    }
  }

  /** {@code [3]}; negative indexes are not part of the language. */
  record Index(int index) implements Segment {
    public Index {
      if (index < 0) {
        throw new IllegalArgumentException("index must not be negative");
      }
    }
  }
}
