package io.contextcov.compiler.statements;

/** How binding a statement is, after RFC 2119. */
public enum Modality {
  MUST,
  MUST_NOT,
  SHOULD,
  SHOULD_NOT,
  MAY;

  /** MUST and MUST_NOT are enforced; SHOULD and SHOULD_NOT only monitored (warn). */
  public boolean binding() {
    return this == MUST || this == MUST_NOT;
  }

  public boolean negative() {
    return this == MUST_NOT || this == SHOULD_NOT;
  }
}
