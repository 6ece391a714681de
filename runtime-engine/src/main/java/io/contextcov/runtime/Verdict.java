package io.contextcov.runtime;

/** What happens to a call. */
public enum Verdict {
  ALLOW,
  DENY,
  /** The call needs a human's approval first. */
  CONFIRM
}
