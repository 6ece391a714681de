package io.contextcov.catalog;

import java.util.Optional;

/** Whether a tool only reads or also changes the world; unknown when the catalog does not say. */
public enum ToolEffect {
  READ("read"),
  WRITE("write"),
  UNKNOWN("unknown");

  private final String text;

  ToolEffect(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public static Optional<ToolEffect> byText(String text) {
    for (ToolEffect e : values()) {
      if (e.text.equals(text)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }
}
