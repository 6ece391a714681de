package io.contextcov.catalog;

import java.util.Locale;
import java.util.Optional;

/**
 * Whether a tool's results bring in outside content (a web page, an e-mail, an issue body) that
 * must never by itself drive an action. {@code DEFAULT} leaves it to the engine's reading of the
 * tool's name (DESIGN.md §8.4).
 */
public enum ToolTrust {
  DEFAULT,
  TRUSTED,
  UNTRUSTED;

  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<ToolTrust> byText(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "trusted" -> Optional.of(TRUSTED);
      case "untrusted" -> Optional.of(UNTRUSTED);
      default -> Optional.empty();
    };
  }
}
