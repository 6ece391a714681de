package io.contextcov.compiler.coverage;

import io.contextcov.compiler.statements.Statement;
import java.util.List;

/** One statement, its class and the constraints compiled from it. */
public record StatementCoverage(
    Statement statement, CoverageClass coverage, List<String> constraints) {
  public StatementCoverage {
    constraints = List.copyOf(constraints);
  }
}
