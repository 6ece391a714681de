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
    TextUnit.Kind unit,
    String antecedent) {
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

  /**
   * "it" or "them" as the object of a verb ("never delete it"), not as a subject ("it is required",
   * "make sure they run").
   */
  public static final java.util.regex.Pattern OBJECT_PRONOUN =
      java.util.regex.Pattern.compile(
          "(?i)(?<=\\p{L}[,]?\\s)(it|them)\\b(?!['’])(?!\\s+(is|are|was|were|does|do|must|should|will|can|may|has|have|needs?|requires?|runs?|contains?|holds?)\\b)"
              // the subject of a passive is what is acted on: "it must never be edited"
              + "|^\\s*(it|they)(?=\\s+(must|should|may|can|will|shall)(\\s+not|n't)?\\s+(never\\s+)?be\\s+\\w+(ed|en)\\b)");

  /** The text with an object pronoun read as what it stands for ({@link #antecedent}). */
  public String resolvedText() {
    return antecedent == null ? text : resolve(text, antecedent);
  }

  /** A text with its first object pronoun read as the words it stands for. */
  public static String resolve(String text, String antecedent) {
    return OBJECT_PRONOUN
        .matcher(text)
        .replaceFirst(java.util.regex.Matcher.quoteReplacement(antecedent));
  }

  /** The sentence with its lead-in, for matchers that need the whole thought. */
  public String fullText() {
    return leadIn == null ? text : leadIn + " " + text;
  }

  public String location() {
    return file + ":" + line + ":" + column;
  }
}
