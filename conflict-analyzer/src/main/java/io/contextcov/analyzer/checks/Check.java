package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.diag.Severity;
import java.util.List;

/** One analyzer check (DESIGN.md §6). Checks look at single constraints, at pairs, or at both. */
public interface Check {
  String code();

  String name();

  Severity severity();

  String description();

  default void single(Modelled c, Analysis a, List<Finding> out) {}

  /** Called once for every pair whose action sets intersect, in id order. */
  default void pair(Modelled x, Modelled y, Analysis a, List<Finding> out) {}

  default void whole(Analysis a, List<Finding> out) {}
}
