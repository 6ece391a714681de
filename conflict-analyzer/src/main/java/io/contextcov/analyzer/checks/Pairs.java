package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Modelled;

/** Shared pair reasoning. */
final class Pairs {
  private Pairs() {}

  /** An engine holding just two rules (and the bundle's catalog), to decide candidate calls. */
  static io.contextcov.runtime.Engine engine(
      io.contextcov.bundle.Bundle bundle, Modelled a, Modelled b) {
    return io.contextcov.runtime.Engine.of(
        new io.contextcov.bundle.Bundle(
            "pair",
            java.util.List.of(),
            bundle.tools(),
            java.util.List.of(a.constraint(), b.constraint()),
            java.util.Optional.empty()),
        io.contextcov.runtime.EngineOptions.DEFAULTS.withVerifyDigest(false));
  }

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
