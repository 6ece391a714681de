package io.contextcov.compiler;

import io.contextcov.bundle.Bundle;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.diag.Diagnostic;
import java.util.List;
import java.util.Optional;

/**
 * What a compile produced: the bundle (when no stage reported errors), the documents read, every
 * normative statement with its coverage, and all diagnostics sorted by position.
 */
public record Compilation(
    Optional<Bundle> bundle,
    List<InstructionDocument> documents,
    List<StatementCoverage> coverage,
    List<Diagnostic> diagnostics,
    List<String> stagesRun) {
  public Compilation {
    documents = List.copyOf(documents);
    coverage = List.copyOf(coverage);
    diagnostics = diagnostics.stream().sorted().toList();
    stagesRun = List.copyOf(stagesRun);
  }

  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }

  public long count(CoverageClass c) {
    return coverage.stream().filter(s -> s.coverage() == c).count();
  }

  /**
   * (enforced + monitored) / (enforced + monitored + unmatched), as a percentage; 100 with none.
   */
  public double coveragePercent() {
    long covered = count(CoverageClass.ENFORCED) + count(CoverageClass.MONITORED);
    long denominator = covered + count(CoverageClass.UNMATCHED);
    return denominator == 0 ? 100.0 : 100.0 * covered / denominator;
  }
}
