package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Effect;
import io.contextcov.analyzer.Modelled;
import io.contextcov.bundle.Verdict;

/**
 * The engine's precedence ({@link io.contextcov.bundle.Precedence}) applied to modelled rules: a
 * stateful or rewriting rule counts as an allow where it does not block.
 */
final class Precedence {
  private Precedence() {}

  /** Whether {@code a} decides over {@code b} where both apply. */
  static boolean beats(Modelled a, Modelled b) {
    return io.contextcov.bundle.Precedence.beats(
        a.priority(), verdictOf(a.effect()), b.priority(), verdictOf(b.effect()));
  }

  static Verdict verdictOf(Effect e) {
    return e.verdict().orElse(Verdict.ALLOW);
  }

  static String verdict(Effect e) {
    return verdictOf(e).name();
  }

  static boolean contradict(Modelled a, Modelled b) {
    return (a.effect() == Effect.PERMIT && (b.effect() == Effect.BLOCK || b.effect() == Effect.ASK))
        || (b.effect() == Effect.PERMIT
            && (a.effect() == Effect.BLOCK || a.effect() == Effect.ASK));
  }
}
