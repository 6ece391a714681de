package io.contextcov.compiler.coverage;

/** What became of a normative statement. */
public enum CoverageClass {
  /** At least one enforcing constraint. */
  ENFORCED("enforced"),
  /** Only {@code warn} constraints: reported, never blocking. */
  MONITORED("monitored"),
  /** Not checkable on tool calls (style, design, tone, permissions). */
  ADVISORY("advisory"),
  /** Checkable in principle, but nothing was compiled from it. */
  UNMATCHED("unmatched"),
  /** Switched off by the file's own comment ({@code <!-- contextcov: ignore -->}, off/on). */
  SUPPRESSED("suppressed");

  private final String text;

  CoverageClass(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }
}
