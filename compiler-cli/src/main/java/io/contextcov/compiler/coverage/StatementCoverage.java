package io.contextcov.compiler.coverage;

import io.contextcov.compiler.statements.Statement;
import java.util.List;

/**
 * One statement, its class and the constraints compiled from it.
 *
 * @param disabled constraints compiled from it that the project's {@code .contextcov.yaml} switched
 *     off (not in the bundle)
 */
public record StatementCoverage(
    Statement statement, CoverageClass coverage, List<String> constraints, List<String> disabled) {
  public StatementCoverage {
    constraints = List.copyOf(constraints);
    disabled = List.copyOf(disabled);
  }

  public StatementCoverage(Statement statement, CoverageClass coverage, List<String> constraints) {
    this(statement, coverage, constraints, List.of());
  }
}
