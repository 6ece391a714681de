package io.contextcov.bundle;

import java.util.List;
import java.util.Objects;

/** One rewriting step of a {@code transform}, applied to a tool result in order. */
public sealed interface TransformStep {

  /**
   * Replaces the values of the named fields. A field is a dotted path; {@code *} matches one key or
   * list element, {@code **} any depth; a bare name matches that key at any depth.
   */
  record Mask(List<String> fields, String with) implements TransformStep {
    public Mask {
      fields = List.copyOf(fields);
      Objects.requireNonNull(with, "with");
    }
  }

  /** Replaces every match of an RE2 pattern in every string of the result. */
  record Redact(String pattern, String with) implements TransformStep {
    public Redact {
      Objects.requireNonNull(pattern, "pattern");
      Objects.requireNonNull(with, "with");
    }
  }

  /** Removes the named fields (same field syntax as {@link Mask}). */
  record Drop(List<String> fields) implements TransformStep {
    public Drop {
      fields = List.copyOf(fields);
    }
  }
}
