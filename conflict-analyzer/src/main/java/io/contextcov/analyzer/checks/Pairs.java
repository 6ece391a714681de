package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Modelled;

/** Shared pair reasoning. */
final class Pairs {
  private Pairs() {}

  /**
   * For contradicting rules: the rule that never takes effect because the other covers all its
   * calls and wins on them, or null.
   */
  static Modelled shadowed(Modelled x, Modelled y, Analysis a) {
    if (Precedence.beats(x, y) && !x.effective().approximate() && a.covers(x, y)) {
      return y;
    }
    if (Precedence.beats(y, x) && !y.effective().approximate() && a.coveredBy(x, y)) {
      return x;
    }
    return null;
  }
}
