package io.contextcov.bundle;

/** What happens to a call: the engine's answer, and what the analyzer predicts it to be. */
public enum Verdict {
  ALLOW,
  DENY,
  /** The call needs a human's approval first. */
  CONFIRM
}
