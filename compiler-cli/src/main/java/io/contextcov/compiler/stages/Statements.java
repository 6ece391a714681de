package io.contextcov.compiler.stages;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.statements.Statement;
import java.util.List;

/**
 * The normative statements of a compile, in file order, each with the document it is in; {@code
 * suppressed} are those the file's own comments switch off ({@code <!-- contextcov: ignore -->},
 * {@code off}/{@code on}), which nothing is compiled from and coverage lists apart.
 */
public record Statements(List<Found> all, List<Found> suppressed) {
  public Statements {
    all = List.copyOf(all);
    suppressed = List.copyOf(suppressed);
  }

  public Statements(List<Found> all) {
    this(all, List.of());
  }

  /** One statement and its document. */
  public record Found(InstructionDocument document, Statement statement) {}

  /** The document a statement is in. */
  public InstructionDocument documentOf(Statement s) {
    for (Found f : all) {
      if (f.statement() == s) {
        return f.document();
      }
    }
    throw new IllegalArgumentException("not a statement of this compile: " + s.location());
  }
}
