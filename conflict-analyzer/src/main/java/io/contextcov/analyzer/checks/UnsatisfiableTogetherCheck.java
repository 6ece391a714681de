package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Kind;
import io.contextcov.diag.Code;
import java.util.List;

/** CC205: two asserts apply to the same calls and no call can meet both requirements. */
public final class UnsatisfiableTogetherCheck implements Check {
  @Override
  public Code code() {
    return Code.UNSATISFIABLE_TOGETHER;
  }

  @Override
  public void pair(Modelled x, Modelled y, Analysis a, List<Finding> out) {
    if (x.constraint().kind() != Kind.ASSERT
        || y.constraint().kind() != Kind.ASSERT
        || !x.enforcing()
        || !y.enforcing()) {
      return;
    }
    if (!x.trigger().meets(y.trigger())) {
      return;
    }
    Region overlap = x.trigger().and(y.trigger());
    Region both = overlap.and(x.require()).and(y.require());
    if (!both.isEmpty() || x.require().approximate() || y.require().approximate()) {
      return;
    }
    out.add(
        Findings.of(
            this,
            "`"
                + x.id()
                + "` and `"
                + y.id()
                + "` can never both hold: every call they share is blocked",
            List.of(y.id(), x.id()),
            overlap,
            "DENY",
            overlap.approximate(),
            "reconcile the two requirements, or narrow one of the asserts"));
  }
}
