package io.contextcov.compiler.stages;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.reader.Normative;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.compiler.statements.StatementFinder;
import java.util.ArrayList;
import java.util.List;

/** Stage 3, documents → normative statements with modality, lead-in and conditions. */
public final class FindStatements {
  private FindStatements() {}

  public static Step<Statements> run(List<InstructionDocument> documents) {
    List<Statements.Found> found = new ArrayList<>();
    for (InstructionDocument doc : documents) {
      for (Statement s : StatementFinder.find(doc, Normative::modality)) {
        found.add(new Statements.Found(doc, s));
      }
    }
    return Step.of(new Statements(found));
  }
}
