package io.contextcov.bundle;

/**
 * The {@code severity} of a constraint: enforced, enforced by asking a person (sequences only), or
 * only reported.
 */
public enum Enforcement {
  /** Enforced: a violation blocks the call. */
  ERROR("error"),
  /**
   * Enforced by a question: a violation needs a person's approval instead of being blocked. Only
   * sequences take it ("run X after changing what no call shows": whether the change was one the
   * rule means, a person answers); other kinds ask with {@code kind: confirm}.
   */
  CONFIRM("confirm"),
  /** Monitored: a violation is reported, never blocking. */
  WARN("warn");

  private final String text;

  Enforcement(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }
}
