package io.contextcov.condition;

/** Binary tests between two operands, with their canonical spelling. */
public enum CompareOp {
  EQ("=="),
  NE("!="),
  LT("<"),
  LE("<="),
  GT(">"),
  GE(">="),
  IN("in"),
  NOT_IN("not in"),
  /** Whole-string RE2 match. */
  MATCHES("matches"),
  /** Path glob: {@code *} stays in one segment, {@code **} crosses segments. */
  GLOB("glob"),
  STARTS_WITH("startsWith"),
  ENDS_WITH("endsWith"),
  /** Substring of a string, or element of a list. */
  CONTAINS("contains");

  private final String text;

  CompareOp(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }
}
