package io.contextcov.compiler.stages;

import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Enforcement;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.coverage.Checkability;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Stage 7, statements and their constraints → one coverage class each (DESIGN.md §7). */
public final class ClassifyCoverage {
  private ClassifyCoverage() {}

  public static Step<List<StatementCoverage>> run(
      Statements statements, Extraction kept, ToolCatalog catalog) {
    List<StatementCoverage> out = new ArrayList<>();
    for (Statements.Found f : statements.all()) {
      Statement s = f.statement();
      List<Constraint> cs = kept.enforcing(s);
      CoverageClass cls;
      if (cs.stream().anyMatch(c -> c.severity() != Enforcement.WARN)) {
        cls = CoverageClass.ENFORCED;
      } else if (!cs.isEmpty()) {
        cls = CoverageClass.MONITORED;
      } else if (kept.advisory().containsKey(s)
          || kept.advisory().containsKey(kept.restated().getOrDefault(s, s))
          || !Checkability.checkable(s, catalog)) {
        cls = CoverageClass.ADVISORY;
      } else {
        cls = CoverageClass.UNMATCHED;
      }
      out.add(new StatementCoverage(s, cls, cs.stream().map(Constraint::id).sorted().toList()));
    }
    for (Statements.Found f : statements.suppressed()) {
      out.add(new StatementCoverage(f.statement(), CoverageClass.SUPPRESSED, List.of()));
    }
    if (statements.suppressed().isEmpty()) {
      return Step.of(List.copyOf(out));
    }
    out.sort(
        Comparator.comparing((StatementCoverage c) -> c.statement().file())
            .thenComparingInt(c -> c.statement().line())
            .thenComparingInt(c -> c.statement().column()));
    return Step.of(List.copyOf(out));
  }
}
