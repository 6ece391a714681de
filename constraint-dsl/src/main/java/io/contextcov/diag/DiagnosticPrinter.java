package io.contextcov.diag;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Prints diagnostics as a compiler does: {@code file:line:col: error[CODE]: message}, the source
 * line with a caret underline, then {@code help:}. Source files are read once each.
 */
public final class DiagnosticPrinter {
  private static volatile boolean colourDefault = false;

  private final Map<String, Optional<List<String>>> sources = new HashMap<>();
  private final Map<String, String> inMemory = new HashMap<>();
  private final boolean colour;

  /**
   * A printer that colours as {@link #colourByDefault} says (off unless a terminal turned it on).
   */
  public DiagnosticPrinter() {
    this(colourDefault);
  }

  /** A printer that colours severities, carets and help (ANSI) or prints plain text. */
  public DiagnosticPrinter(boolean colour) {
    this.colour = colour;
  }

  /** Whether printers made without saying colour; the command line sets it for a terminal. */
  public static void colourByDefault(boolean on) {
    colourDefault = on;
  }

  /**
   * Whether output for a person at a terminal should be coloured: a console is attached, {@code
   * NO_COLOR} is unset or empty (no-color.org) and {@code TERM} is not {@code dumb}; {@code
   * FORCE_COLOR} or {@code CLICOLOR_FORCE} (set, and not {@code 0}) colours anyway.
   */
  public static boolean colourFor(Map<String, String> env, boolean console) {
    String noColor = env.get("NO_COLOR");
    if (noColor != null && !noColor.isEmpty()) {
      return false;
    }
    for (String force : List.of("FORCE_COLOR", "CLICOLOR_FORCE")) {
      String v = env.get(force);
      if (v != null && !v.isEmpty() && !v.equals("0")) {
        return true;
      }
    }
    return console && !"dumb".equals(env.get("TERM"));
  }

  private static final String RESET = "\u001b[0m";

  private String paint(String code, String text) {
    return colour ? "\u001b[" + code + "m" + text + RESET : text;
  }

  private String severityCode(Diagnostic d) {
    return switch (d.severity()) {
      case ERROR -> "1;31";
      case WARNING -> "1;33";
      default -> "1;36";
    };
  }

  private String header(Diagnostic d) {
    if (!colour) {
      return d.toString();
    }
    String label = d.severity().label() + "[" + d.code().id() + "]";
    return paint("1", d.span() + ":")
        + " "
        + paint(severityCode(d), label)
        + paint("1", ": " + d.message());
  }

  /** Makes the text of a file known without reading it (for inputs not on disk). */
  public void register(String file, String text) {
    inMemory.put(file, text);
  }

  public void print(List<Diagnostic> diagnostics, PrintStream out) {
    for (Diagnostic d : diagnostics) {
      print(d, out);
    }
  }

  public void print(Diagnostic d, PrintStream out) {
    print(d, out, List.of());
  }

  /** Prints a diagnostic with {@code note:} lines between the source excerpt and the help. */
  public void print(Diagnostic d, PrintStream out, List<String> notes) {
    out.println(header(d));
    Span s = d.span();
    Optional<String> line = line(s.file(), s.line());
    if (line.isPresent()) {
      String gutter = String.valueOf(s.line());
      String pad = " ".repeat(gutter.length());
      String text = line.get().replace('\t', ' ');
      out.println(pad + " |");
      out.println(gutter + " | " + text);
      int col = Math.min(s.column(), text.length() + 1);
      int len = Math.max(1, Math.min(s.length(), text.length() - col + 1));
      out.println(pad + " | " + " ".repeat(col - 1) + paint(severityCode(d), "^".repeat(len)));
      notes.forEach(n -> out.println(pad + " = " + paint("1", "note:") + " " + n));
      d.help().ifPresent(h -> out.println(pad + " = " + paint("1;36", "help:") + " " + h));
    } else {
      notes.forEach(n -> out.println("  = note: " + n));
      d.help().ifPresent(h -> out.println("  = help: " + h));
    }
  }

  private Optional<String> line(String file, int number) {
    Optional<List<String>> lines =
        sources.computeIfAbsent(
            file,
            f -> {
              String text = inMemory.get(f);
              if (text == null) {
                try {
                  Path p = Path.of(f);
                  if (!Files.isRegularFile(p) || Files.size(p) > 8 * 1024 * 1024) {
                    return Optional.empty();
                  }
                  text = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
                } catch (IOException | RuntimeException e) {
                  return Optional.empty();
                }
              }
              return Optional.of(List.of(text.split("\r?\n", -1)));
            });
    return lines.filter(l -> number >= 1 && number <= l.size()).map(l -> l.get(number - 1));
  }
}
