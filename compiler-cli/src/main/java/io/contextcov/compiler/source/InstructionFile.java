package io.contextcov.compiler.source;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One instruction file to compile.
 *
 * @param display the path as diagnostics print it (relative to where the user pointed)
 * @param relative the path relative to the compile root, with forward slashes (bundle sources)
 * @param scope the directory prefix its rules apply to ({@code ""} for the root)
 * @param priority 0 at the root, +10 for each directory level below it (DESIGN.md §5)
 */
public record InstructionFile(
    Path path, String display, String relative, String scope, int priority) {
  public InstructionFile {
    Objects.requireNonNull(path, "path");
  }
}
