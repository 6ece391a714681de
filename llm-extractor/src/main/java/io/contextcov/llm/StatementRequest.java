package io.contextcov.llm;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
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
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(md.digest(s.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
