package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Modelled;

/** Shared pair reasoning. */
final class Pairs {
  private Pairs() {}

  /**
   * For contradicting rules: the rule that never takes effect because the other covers all its
   * calls and wins on them, or null.
   */
  static Modelled shadowed(Modelled x, Modelled y) {
    if (Precedence.beats(x, y)
        && !y.effective().isEmpty()
        && y.effective().subsetOf(x.effective())
        && !x.effective().approximate()) {
      return y;
    }
    if (Precedence.beats(y, x)
        && !x.effective().isEmpty()
        && x.effective().subsetOf(y.effective())
        && !y.effective().approximate()) {
      return x;
    }
    return null;
  }
}
