package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Witnesses;
import io.contextcov.analyzer.domain.Region;
import java.util.List;
import java.util.Optional;

/** Building findings in one way for every check. */
final class Findings {
  private Findings() {}

  static Finding of(
      Check check,
      String message,
      List<String> ids,
      Region where,
      String expected,
      boolean may,
      String help) {
    return new Finding(
        check.code(),
        check.code().severity(),
        message,
        ids,
        where == null ? Optional.empty() : Witnesses.of(where),
        // a verdict is claimed only where the overlap is exact: an approximate witness may miss it
        may ? Optional.empty() : Optional.ofNullable(expected),
        may,
        Optional.ofNullable(help));
  }
}
