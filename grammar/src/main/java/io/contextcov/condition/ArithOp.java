package io.contextcov.condition;

/** The arithmetic operators; {@code +} also joins two strings. */
public enum ArithOp {
  ADD("+"),
  SUB("-"),
  MUL("*"),
  DIV("/");

  private final String text;

  ArithOp(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  /** Whether this operator binds tighter than {@code +} and {@code -}. */
  public boolean multiplicative() {
    return this == MUL || this == DIV;
  }
}
