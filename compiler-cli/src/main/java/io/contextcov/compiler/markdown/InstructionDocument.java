package io.contextcov.compiler.markdown;

import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.diag.Diagnostic;
import java.util.List;
import java.util.Map;

/**
 * A read instruction file: its units in order, embedded blocks, code blocks, front matter and
 * problems.
 */
public record InstructionDocument(
    InstructionFile file,
    String text,
    List<TextUnit> units,
    List<EmbeddedBlock> embedded,
    List<CodeBlock> codeBlocks,
    Map<String, Object> frontMatter,
    List<Diagnostic> diagnostics) {
  public InstructionDocument {
    units = List.copyOf(units);
    embedded = List.copyOf(embedded);
    codeBlocks = List.copyOf(codeBlocks);
    frontMatter = Map.copyOf(frontMatter);
    diagnostics = List.copyOf(diagnostics);
  }
}
