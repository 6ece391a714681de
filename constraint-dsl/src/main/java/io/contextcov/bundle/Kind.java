package io.contextcov.bundle;

import java.util.Optional;

/** The seven constraint kinds, named as in YAML. */
public enum Kind {
  DENY("deny"),
  ALLOW("allow"),
  ASSERT("assert"),
  CONFIRM("confirm"),
  SEQUENCE("sequence"),
  LIMIT("limit"),
  TRANSFORM("transform");

  private final String text;

  Kind(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public static Optional<Kind> byText(String text) {
    for (Kind k : values()) {
      if (k.text.equals(text)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
