package io.contextcov.bundle;

/** The {@code severity} of a constraint: enforced, or only reported. */
public enum Enforcement {
  /** Enforced: a violation blocks the call. */
  ERROR("error"),
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
