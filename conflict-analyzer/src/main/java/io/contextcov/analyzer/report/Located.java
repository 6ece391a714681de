package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Finding;
import io.contextcov.diag.Span;
import java.util.List;
import java.util.Map;

/**
 * A finding with where to show it: the instruction-file line its rule came from when that file can
 * be read, else the constraint's place in the bundle; and where the other rules involved came from.
 */
public record Located(
    Finding finding, Span span, Map<String, Span> others, Map<String, String> sentences) {
  public Located {
    others = Map.copyOf(others);
    sentences = Map.copyOf(sentences);
  }

  public Located(Finding finding, Span span, Map<String, Span> others) {
    this(finding, span, others, Map.of());
  }

  public List<String> constraints() {
    return finding.constraints();
  }
}
