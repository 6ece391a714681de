package io.contextcov.runtime;

import io.contextcov.bundle.Kind;
import java.util.Objects;
import java.util.Optional;

/**
 * A constraint that stops (or, for {@code warn} constraints, would stop) a call.
 *
 * @param code {@code CONSTRAINT_VIOLATION}, {@code CONFIRMATION_REQUIRED}, {@code
 *     CONFIRMATION_REJECTED} or {@code ENGINE_ERROR}
 * @param source where the rule came from, such as {@code AGENTS.md:12}
 * @param retryable whether the model can succeed by changing the call (arguments, or a missing
 *     earlier step)
 */
public record Violation(
    String constraint,
    Kind kind,
    String code,
    String message,
    Optional<String> help,
    String source,
    int priority,
    boolean retryable) {
  public Violation {
    Objects.requireNonNull(constraint, "constraint");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(help, "help");
    Objects.requireNonNull(source, "source");
  }

  /** The reason as a person or a model reads it: message, help, and which rule from where. */
  public String reason() {
    return message
        + help.map(h -> " (" + h + ")").orElse("")
        + " ["
        + constraint
        + ", "
        + source
        + "]";
  }
}
