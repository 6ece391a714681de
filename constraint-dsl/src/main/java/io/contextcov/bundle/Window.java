package io.contextcov.bundle;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The window of a {@code limit}: the whole session, or a sliding duration. */
public record Window(Optional<Duration> duration) {
  public static final Window SESSION = new Window(Optional.empty());
  private static final Pattern TEXT = Pattern.compile("([0-9]{1,9})(ms|s|m|h|d)");

  public Window {
    duration.ifPresent(
        d -> {
          if (d.isZero() || d.isNegative()) {
            throw new IllegalArgumentException("a window must be positive");
          }
        });
  }

  /** Parses {@code session}, {@code 500ms}, {@code 30s}, {@code 10m}, {@code 2h}, {@code 1d}. */
  public static Optional<Window> parse(String text) {
    if (text.equals("session")) {
      return Optional.of(SESSION);
    }
    Matcher m = TEXT.matcher(text);
    if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
      return Optional.empty();
    }
    long n = Long.parseLong(m.group(1));
    Duration d =
        switch (m.group(2)) {
          case "ms" -> Duration.ofMillis(n);
          case "s" -> Duration.ofSeconds(n);
          case "m" -> Duration.ofMinutes(n);
          case "h" -> Duration.ofHours(n);
          default -> Duration.ofDays(n);
        };
    return Optional.of(new Window(Optional.of(d)));
  }

  /** The canonical text: {@code session} or the largest whole unit. */
  public String text() {
    if (duration.isEmpty()) {
      return "session";
    }
    long ms = duration.get().toMillis();
    if (ms % 86_400_000L == 0) {
      return ms / 86_400_000L + "d";
    }
    if (ms % 3_600_000L == 0) {
      return ms / 3_600_000L + "h";
    }
    if (ms % 60_000L == 0) {
      return ms / 60_000L + "m";
    }
    if (ms % 1000L == 0) {
      return ms / 1000L + "s";
    }
    return ms + "ms";
  }
}
