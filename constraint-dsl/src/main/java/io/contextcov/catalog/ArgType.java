package io.contextcov.catalog;

import java.util.Optional;

/** JSON Schema's value types, as tool catalogs declare arguments. */
public enum ArgType {
  STRING("string"),
  NUMBER("number"),
  INTEGER("integer"),
  BOOLEAN("boolean"),
  ARRAY("array"),
  OBJECT("object"),
  /** No type declared, or a union: anything is accepted. */
  ANY("any");

  private final String text;

  ArgType(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public boolean isNumeric() {
    return this == NUMBER || this == INTEGER;
  }

  public static Optional<ArgType> byText(String text) {
    for (ArgType t : values()) {
      if (t.text.equals(text)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }
}
