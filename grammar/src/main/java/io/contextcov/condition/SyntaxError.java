package io.contextcov.condition;

import java.util.Objects;
import java.util.Optional;

/**
 * A problem in a condition's text, at a 1-based line and column of that text.
 *
 * @param length how many characters the caret underline covers (at least 1)
 * @param help extra advice, or empty
 */
public record SyntaxError(int line, int column, int length, String message, Optional<String> help) {
  public SyntaxError {
    if (line < 1 || column < 1) {
      throw new IllegalArgumentException("positions are 1-based");
    }
    length = Math.max(1, length);
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(help, "help");
  }
}
