package io.contextcov.diag;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One problem found in user input.
 *
 * @param code its entry in the registry of codes
 * @param message lowercase, no final period, user text in backticks
 * @param help extra advice, or empty
 */
public record Diagnostic(
    Severity severity, Code code, String message, Span span, Optional<String> help)
    implements Comparable<Diagnostic> {
  private static final Comparator<Diagnostic> ORDER =
      Comparator.<Diagnostic, Span>comparing(Diagnostic::span)
          .thenComparing(Diagnostic::severity)
          .thenComparing(d -> d.code().id())
          .thenComparing(Diagnostic::message);

  public Diagnostic {
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(span, "span");
    Objects.requireNonNull(help, "help");
  }

  /** A diagnostic at the code's default severity. */
  public static Diagnostic of(Code code, Span span, String message, String help) {
    return new Diagnostic(code.severity(), code, message, span, Optional.ofNullable(help));
  }

  public static Diagnostic error(Code code, Span span, String message) {
    return new Diagnostic(Severity.ERROR, code, message, span, Optional.empty());
  }

  public static Diagnostic error(Code code, Span span, String message, String help) {
    return new Diagnostic(Severity.ERROR, code, message, span, Optional.ofNullable(help));
  }

  public static Diagnostic warning(Code code, Span span, String message, String help) {
    return new Diagnostic(Severity.WARNING, code, message, span, Optional.ofNullable(help));
  }

  public static Diagnostic info(Code code, Span span, String message, String help) {
    return new Diagnostic(Severity.INFO, code, message, span, Optional.ofNullable(help));
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** The diagnostic as reports carry it in JSON: place, severity, code, message and help. */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("file", span.file());
    m.put("line", span.line());
    m.put("column", span.column());
    m.put("severity", severity.name().toLowerCase(Locale.ROOT));
    m.put("code", code.id());
    m.put("message", message);
    help.ifPresent(h -> m.put("help", h));
    return m;
  }

  /** The same problem at another severity (a rule's own draft is dropped, not fatal). */
  public Diagnostic withSeverity(Severity s) {
    return new Diagnostic(s, code, message, span, help);
  }

  @Override
  public int compareTo(Diagnostic other) {
    return ORDER.compare(this, other);
  }

  /** The one-line form {@code file:line:col: error[CODE]: message}. */
  @Override
  public String toString() {
    return span + ": " + severity.label() + "[" + code.id() + "]: " + message;
  }
}
