package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.diag.Severity;
import java.util.List;

/** CC101: no call satisfies the constraint's action, {@code when} and scope together. */
public final class VacuousCheck implements Check {
  @Override
  public String code() {
    return "CC101";
  }

  @Override
  public String name() {
    return "vacuous";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public String description() {
    return "the rule can never fire: no call meets its action, condition and scope together";
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
