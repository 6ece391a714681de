package io.contextcov.bundle;

import java.util.Objects;

/** An instruction file a bundle was compiled from, with the SHA-256 of its bytes. */
public record SourceFile(String path, String sha256) {
  public SourceFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(sha256, "sha256");
  }
}
