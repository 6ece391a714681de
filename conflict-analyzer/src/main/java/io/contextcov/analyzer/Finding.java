package io.contextcov.analyzer;

import io.contextcov.diag.Code;
import io.contextcov.diag.Severity;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One analyzer result.
 *
 * @param code the finding's entry in the registry of codes
 * @param constraints the constraints involved, the one the finding is about first
 * @param witness a call in the overlap, when there is one
 * @param expected the verdict the engine gives the witness (ALLOW, DENY, CONFIRM)
 * @param may true when the result rests on conditions modelled only approximately
 */
public record Finding(
    Code code,
    Severity severity,
    String message,
    List<String> constraints,
    Optional<Witness> witness,
    Optional<String> expected,
    boolean may,
    Optional<String> help) {
  public Finding {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(severity, "severity");
    constraints = List.copyOf(constraints);
  }

  /** The short name of the finding's code, such as {@code conflict}. */
  public String name() {
    return code.label();
  }
}
