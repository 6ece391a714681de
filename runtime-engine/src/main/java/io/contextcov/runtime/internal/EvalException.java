package io.contextcov.runtime.internal;

/** A type error or other failure while evaluating a condition; the engine fails closed on it. */
public final class EvalException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public EvalException(String message) {
    super(message, null, false, false);
  }
}
