package io.contextcov.diag;

/** How serious a diagnostic is; errors fail the command that reports them. */
public enum Severity {
  ERROR("error"),
  WARNING("warning"),
  INFO("info");

  private final String label;

  Severity(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }
}
