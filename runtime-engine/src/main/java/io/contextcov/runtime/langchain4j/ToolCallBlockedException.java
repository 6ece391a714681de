package io.contextcov.runtime.langchain4j;

import io.contextcov.runtime.Decision;

/** Thrown instead of returning an error result when a guard is set to {@code THROW}. */
public final class ToolCallBlockedException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Decision decision;

  public ToolCallBlockedException(Decision decision) {
    super(decision.toToolError());
    this.decision = decision;
  }

  public Decision decision() {
    return decision;
  }
}
