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
  private final Map<String, Optional<List<String>>> sources = new HashMap<>();
  private final Map<String, String> inMemory = new HashMap<>();

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
    out.println(d.toString());
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
      out.println(pad + " | " + " ".repeat(col - 1) + "^".repeat(len));
      notes.forEach(n -> out.println(pad + " = note: " + n));
      d.help().ifPresent(h -> out.println(pad + " = help: " + h));
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
