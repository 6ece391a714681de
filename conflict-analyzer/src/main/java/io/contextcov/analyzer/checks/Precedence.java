package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Effect;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.Witness;
import io.contextcov.analyzer.Witnesses;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import io.contextcov.shell.LineCover;
import java.util.Optional;

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

  /**
   * An allow on shell lines that reads the command: it decides a line only where it holds for each
   * command of the line taken alone ({@link LineCover}), which the regions do not model.
   */
  static boolean linewise(Modelled m) {
    return LineCover.commandwise(m.constraint());
  }

  /**
   * Whether the engine, holding just {@code a} and {@code b}, lets the witness of {@code r}
   * through: where a linewise allow wins by precedence, whether it also holds for each command of
   * that line.
   */
  static boolean allowedOnWitness(Region r, Modelled a, Modelled b, Analysis analysis) {
    Optional<Witness> w = Witnesses.of(r);
    if (w.isEmpty()) {
      return false;
    }
    Engine engine = Pairs.engine(analysis.bundle(), a, b);
    return engine
            .session("w", w.get().session())
            .before(new ToolCall(w.get().action(), w.get().args()))
            .verdict()
        == Verdict.ALLOW;
  }

  static boolean contradict(Modelled a, Modelled b) {
    return (a.effect() == Effect.PERMIT && (b.effect() == Effect.BLOCK || b.effect() == Effect.ASK))
        || (b.effect() == Effect.PERMIT
            && (a.effect() == Effect.BLOCK || a.effect() == Effect.ASK));
  }
}
