package io.contextcov.bundle;

import java.util.Locale;
import java.util.Optional;

/**
 * What the engine does with a write-effect call whose argument came from untrusted content (the
 * bundle's {@code untrusted-content} key): ask a person (the default), deny, or nothing.
 */
public enum UntrustedContent {
  CONFIRM,
  DENY,
  OFF;

  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<UntrustedContent> byText(String text) {
    for (UntrustedContent u : values()) {
      if (u.text().equals(text)) {
        return Optional.of(u);
      }
    }
    return Optional.empty();
  }
}
