package io.contextcov.analyzer;

import io.contextcov.diag.Severity;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One analyzer result.
 *
 * @param constraints the constraints involved, the one the finding is about first
 * @param witness a call in the overlap, when there is one
 * @param expected the verdict the engine gives the witness (ALLOW, DENY, CONFIRM)
 * @param may true when the result rests on conditions modelled only approximately
 */
public record Finding(
    String code,
    String name,
    Severity severity,
    String message,
    List<String> constraints,
    Optional<Witness> witness,
    Optional<String> expected,
    boolean may,
    Optional<String> help) {
  public Finding {
    Objects.requireNonNull(code, "code");
    constraints = List.copyOf(constraints);
  }
}
