package io.contextcov.compiler.stages;

import io.contextcov.diag.Diagnostic;
import java.util.List;

/** What one stage hands on: its value and the problems it found (errors stop the compile). */
public record Step<T>(T value, List<Diagnostic> diagnostics) {
  public Step {
    diagnostics = List.copyOf(diagnostics);
  }

  public static <T> Step<T> of(T value) {
    return new Step<>(value, List.of());
  }

  public boolean failed() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }
}
