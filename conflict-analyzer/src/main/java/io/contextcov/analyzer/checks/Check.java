package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.diag.Code;
import java.util.List;

/**
 * One analyzer check (DESIGN.md §6). Its code in the registry gives its name, default severity,
 * summary and documentation page. Checks look at single constraints, at pairs, or at both.
 */
public interface Check {
  Code code();

  default void single(Modelled c, Analysis a, List<Finding> out) {}

  /** Called once for every pair whose action sets intersect, in id order. */
  default void pair(Modelled x, Modelled y, Analysis a, List<Finding> out) {}

  default void whole(Analysis a, List<Finding> out) {}
}
