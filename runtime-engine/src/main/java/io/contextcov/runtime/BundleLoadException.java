package io.contextcov.runtime;

import io.contextcov.diag.Diagnostic;
import java.util.List;

/** The bundle could not be loaded: it is unreadable, invalid, or its digest does not match. */
public final class BundleLoadException extends Exception {
  private static final long serialVersionUID = 1L;
  private final transient List<Diagnostic> diagnostics;

  public BundleLoadException(List<Diagnostic> diagnostics) {
    super(diagnostics.isEmpty() ? "cannot load bundle" : diagnostics.get(0).toString());
    this.diagnostics = List.copyOf(diagnostics);
  }

  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }
}
