package io.contextcov.llm;

import io.contextcov.bundle.Constraint;
import io.contextcov.diag.Diagnostic;
import java.util.List;

/** What became of one statement sent to a model. */
public sealed interface Answer {
  /** Constraints that passed the reader and the catalog type check. */
  record Extracted(List<Constraint> constraints) implements Answer {
    public Extracted {
      constraints = List.copyOf(constraints);
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
