package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.ConditionModel;
import io.contextcov.analyzer.Effect;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Kind;
import io.contextcov.diag.Code;
import java.util.List;

/**
 * CC206: a sequence requires an earlier call that a deny always blocks (and no allow lets through),
 * so the later call can never happen.
 */
public final class DeadObligationCheck implements Check {
  @Override
  public Code code() {
    return Code.DEAD_OBLIGATION;
  }

  @Override
  public void whole(Analysis a, List<Finding> out) {
    for (Modelled s : a.constraints()) {
      if (s.constraint().kind() != Kind.SEQUENCE || !s.enforcing()) {
        continue;
      }
      io.contextcov.bundle.Effect.Sequence seq =
          (io.contextcov.bundle.Effect.Sequence) s.constraint().effect();
      Region earlier =
          Modelled.actions(seq.after())
              .and(seq.afterWhen().map(ConditionModel::of).orElse(Region.ALL));
      if (earlier.isEmpty()) {
        continue;
      }
      for (Modelled d : a.constraints()) {
        if (d.effect() != Effect.BLOCK || !d.enforcing() || !earlier.subsetOf(d.effective())) {
          continue;
        }
        boolean rescued =
            a.constraints().stream()
                .anyMatch(
                    p ->
                        p.effect() == Effect.PERMIT
                            && p.enforcing()
                            && p.priority() > d.priority()
                            && !p.effective().and(earlier).isEmpty());
        if (rescued) {
          continue;
        }
        out.add(
            Findings.of(
                this,
                "sequence `"
                    + s.id()
                    + "` can never be met: the earlier call it needs is always blocked by `"
                    + d.id()
                    + "`",
                List.of(s.id(), d.id()),
                earlier,
                "DENY",
                earlier.approximate() || d.effective().approximate(),
                "allow the earlier step, or drop the sequence"));
        break;
      }
    }
  }
}
