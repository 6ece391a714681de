package io.contextcov.llm;

import io.contextcov.text.Sha256;
import java.util.List;
import java.util.Objects;

/**
 * One normative statement sent to a model: its stable id (the constraints extracted from it are
 * named after it), where it is, the section headings above it and a few neighbouring lines.
 */
public record StatementRequest(
    String id,
    String file,
    int line,
    int column,
    List<String> section,
    String text,
    List<String> neighbours) {
  public StatementRequest {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(file, "file");
    section = List.copyOf(section);
    Objects.requireNonNull(text, "text");
    neighbours = List.copyOf(neighbours);
  }

  /** The SHA-256 of the statement's text: the lock file's key does not move with line numbers. */
  public String textHash() {
    return sha256(text);
  }

  static String sha256(String s) {
    return Sha256.hex(s);
  }
}
