package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.diag.Code;
import java.util.List;

/** CC101: no call satisfies the constraint's action, {@code when} and scope together. */
public final class VacuousCheck implements Check {
  @Override
  public Code code() {
    return Code.VACUOUS;
  }

  @Override
  public void single(Modelled c, Analysis a, List<Finding> out) {
    if (c.trigger().isEmpty()) {
      out.add(
          Findings.of(
              this,
              "constraint `" + c.id() + "` can never fire: its conditions contradict each other",
              List.of(c.id()),
              null,
              null,
              false,
              "remove the contradiction or the constraint"));
    }
  }
}
