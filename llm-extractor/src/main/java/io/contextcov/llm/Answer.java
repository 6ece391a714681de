package io.contextcov.llm;

import io.contextcov.bundle.Constraint;
import io.contextcov.diag.Diagnostic;
import java.util.List;
import java.util.Optional;

/** What became of one statement sent to a model. */
public sealed interface Answer {
  /**
   * Constraints that passed the reader and the catalog type check. {@code dissent} is the second
   * opinion's objection (or why none could be had); such constraints are only {@code warn}.
   */
  record Extracted(List<Constraint> constraints, Optional<String> dissent) implements Answer {
    public Extracted {
      constraints = List.copyOf(constraints);
    }

    public Extracted(List<Constraint> constraints) {
      this(constraints, Optional.empty());
    }
  }

  /** The model judged the statement not enforceable on tool calls, and said why. */
  record Advisory(String reason) implements Answer {}

  /** No usable answer: rejected twice, the endpoint failed, the budget ran out, or not locked. */
  record Failed(String reason, List<Diagnostic> diagnostics) implements Answer {
    public Failed {
      diagnostics = List.copyOf(diagnostics);
    }
  }
}
