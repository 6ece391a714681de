package io.contextcov.diag;

import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;

/**
 * One problem found in user input.
 *
 * @param code a stable code such as {@code CC002}
 * @param message lowercase, no final period, user text in backticks
 * @param help extra advice, or empty
 */
public record Diagnostic(
    Severity severity, String code, String message, Span span, Optional<String> help)
    implements Comparable<Diagnostic> {
  private static final Comparator<Diagnostic> ORDER =
      Comparator.<Diagnostic, Span>comparing(Diagnostic::span)
          .thenComparing(Diagnostic::severity)
          .thenComparing(Diagnostic::code)
          .thenComparing(Diagnostic::message);

  public Diagnostic {
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(span, "span");
    Objects.requireNonNull(help, "help");
  }

  public static Diagnostic error(String code, Span span, String message) {
    return new Diagnostic(Severity.ERROR, code, message, span, Optional.empty());
  }

  public static Diagnostic error(String code, Span span, String message, String help) {
    return new Diagnostic(Severity.ERROR, code, message, span, Optional.ofNullable(help));
  }

  public static Diagnostic warning(String code, Span span, String message, String help) {
    return new Diagnostic(Severity.WARNING, code, message, span, Optional.ofNullable(help));
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }

  @Override
  public int compareTo(Diagnostic other) {
    return ORDER.compare(this, other);
  }

  /** The one-line form {@code file:line:col: error[CODE]: message}. */
  @Override
  public String toString() {
    return span + ": " + severity.label() + "[" + code + "]: " + message;
  }
}
