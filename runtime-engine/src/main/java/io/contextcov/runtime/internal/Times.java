package io.contextcov.runtime.internal;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Map;

/**
 * Dates and date-times as seconds since the epoch, for {@code time(x)}: ISO dates ({@code
 * 2024-05-15}), date-times with {@code T} or a space ({@code 2024-05-15 15:00:00}), with an offset
 * ({@code +02:00}, {@code Z}) or a zone id or abbreviation after a space ({@code EST}, {@code
 * America/New_York}); without one the time counts as UTC. Anything else is null.
 */
final class Times {
  private Times() {}

  /** North American abbreviations policies write, as fixed offsets (as the abbreviations are). */
  private static final Map<String, ZoneOffset> ABBREVIATIONS =
      Map.of(
          "UTC", ZoneOffset.UTC,
          "GMT", ZoneOffset.UTC,
          "EST", ZoneOffset.ofHours(-5),
          "EDT", ZoneOffset.ofHours(-4),
          "CST", ZoneOffset.ofHours(-6),
          "CDT", ZoneOffset.ofHours(-5),
          "MST", ZoneOffset.ofHours(-7),
          "MDT", ZoneOffset.ofHours(-6),
          "PST", ZoneOffset.ofHours(-8),
          "PDT", ZoneOffset.ofHours(-7));

  static Long seconds(String text) {
    String t = text.strip();
    if (t.length() > 64) {
      return null;
    }
    ZoneId zone = ZoneOffset.UTC;
    int space = t.lastIndexOf(' ');
    if (space > 10) {
      String tail = t.substring(space + 1);
      ZoneId named = zone(tail);
      if (named != null) {
        zone = named;
        t = t.substring(0, space).strip();
      }
    }
    t = t.replace(' ', 'T');
    try {
      if (t.length() == 10) {
        return LocalDate.parse(t).atStartOfDay(zone).toEpochSecond();
      }
      if (t.endsWith("Z") || t.matches(".*[+-]\\d\\d:?\\d\\d$")) {
        return OffsetDateTime.parse(t.replaceFirst("([+-]\\d\\d)(\\d\\d)$", "$1:$2"))
            .toEpochSecond();
      }
      return LocalDateTime.parse(t).atZone(zone).toEpochSecond();
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  private static ZoneId zone(String name) {
    ZoneOffset abbreviation = ABBREVIATIONS.get(name);
    if (abbreviation != null) {
      return abbreviation;
    }
    if (name.contains("/")) {
      try {
        return ZoneId.of(name);
      } catch (RuntimeException e) {
        return null;
      }
    }
    return null;
  }
}
