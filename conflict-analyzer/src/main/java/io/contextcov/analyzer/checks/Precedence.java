package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Effect;
import io.contextcov.analyzer.Modelled;

/** The runtime's precedence (DESIGN.md §3.3): higher priority wins; then deny, confirm, allow. */
final class Precedence {
  private Precedence() {}

  static int strength(Effect e) {
    return switch (e) {
      case BLOCK -> 2;
      case ASK -> 1;
      default -> 0;
    };
  }

  /** Whether {@code a} decides over {@code b} where both apply. */
  static boolean beats(Modelled a, Modelled b) {
    if (a.priority() != b.priority()) {
      return a.priority() > b.priority();
    }
    return strength(a.effect()) > strength(b.effect());
  }

  static String verdict(Effect e) {
    return switch (e) {
      case BLOCK -> "DENY";
      case ASK -> "CONFIRM";
      default -> "ALLOW";
    };
  }

  static boolean contradict(Modelled a, Modelled b) {
    return (a.effect() == Effect.PERMIT && (b.effect() == Effect.BLOCK || b.effect() == Effect.ASK))
        || (b.effect() == Effect.PERMIT
            && (a.effect() == Effect.BLOCK || a.effect() == Effect.ASK));
  }
}
