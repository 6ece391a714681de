package io.contextcov.compiler.stages;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.MarkdownReader;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.diag.Diagnostic;
import java.util.ArrayList;
import java.util.List;

/** Stage 2, files → documents: text units with source spans, embedded blocks, front matter. */
public final class ReadMarkdown {
  private ReadMarkdown() {}

  public static Step<List<InstructionDocument>> run(Discover.Discovered discovered) {
    List<InstructionDocument> documents = new ArrayList<>();
    List<Diagnostic> diagnostics = new ArrayList<>();
    for (InstructionFile f : discovered.files()) {
      InstructionDocument doc = MarkdownReader.read(f);
      documents.add(doc);
      diagnostics.addAll(doc.diagnostics());
    }
    return new Step<>(List.copyOf(documents), diagnostics);
  }
}
