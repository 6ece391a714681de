package io.contextcov.compiler.statements;

import io.contextcov.compiler.markdown.TextUnit;
import java.util.List;
import java.util.Objects;

/**
 * A normative sentence of an instruction file.
 *
 * @param literals the inline code of the sentence (commands, paths), then code blocks the sentence
 *     introduces
 * @param leadIn the paragraph that introduces this list item ("Never run these:"), or null
 * @param conditions condition clauses found in the sentence ("before committing", "when tests
 *     fail")
 * @param unit the kind of Markdown block the sentence is in (a list item, a paragraph…)
 */
public record Statement(
    String file,
    int line,
    int column,
    List<String> section,
    String text,
    Modality modality,
    List<String> literals,
    String leadIn,
    List<String> conditions,
    String baseDir,
    TextUnit.Kind unit) {
  public Statement {
    Objects.requireNonNull(file, "file");
    section = List.copyOf(section);
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(modality, "modality");
    literals = List.copyOf(literals);
    conditions = List.copyOf(conditions);
    Objects.requireNonNull(baseDir, "baseDir");
    Objects.requireNonNull(unit, "unit");
  }

  /** The sentence with its lead-in, for matchers that need the whole thought. */
  public String fullText() {
    return leadIn == null ? text : leadIn + " " + text;
  }

  public String location() {
    return file + ":" + line + ":" + column;
  }
}
