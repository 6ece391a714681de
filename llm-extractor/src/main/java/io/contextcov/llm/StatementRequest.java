package io.contextcov.llm;

import java.util.List;
import java.util.Objects;

/**
 * One normative statement sent to a model: its stable id (the constraints extracted from it are
 * named after it), where it is, the section headings above it, a few neighbouring lines, and what
 * the compile knows around it.
 *
 * @param leadIn the sentence that introduces this list item ("Before committing:"), or null
 * @param attached what the statement introduces: the code block after "run:", or the items after a
 *     lead-in, as written
 * @param context what the compile knows of the file and its repository
 * @param alsoAt other places ({@code file:line}) where the same rule is stated; it is asked once
 */
public record StatementRequest(
    String id,
    String file,
    int line,
    int column,
    List<String> section,
    String text,
    List<String> neighbours,
    String leadIn,
    List<String> attached,
    FileContext context,
    List<String> alsoAt) {

  /**
   * The file and repository a statement is read in.
   *
   * @param kind the kind of instruction file ({@code AGENTS.md}, {@code CLAUDE.md}, copilot
   *     instructions, a policy…)
   * @param repository the repository's name (the compile root's directory)
   * @param languages the languages the file's paths and code blocks show
   * @param commands commands the file tells the agent to run, as written
   */
  public record FileContext(
      String kind, String repository, List<String> languages, List<String> commands) {
    public static final FileContext NONE = new FileContext("", "", List.of(), List.of());

    public FileContext {
      languages = List.copyOf(languages);
      commands = List.copyOf(commands);
    }
  }

  public StatementRequest {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(file, "file");
    section = List.copyOf(section);
    Objects.requireNonNull(text, "text");
    neighbours = List.copyOf(neighbours);
    attached = List.copyOf(attached);
    Objects.requireNonNull(context, "context");
    alsoAt = List.copyOf(alsoAt);
  }

  /** A statement with only its position and neighbouring lines known. */
  public StatementRequest(
      String id,
      String file,
      int line,
      int column,
      List<String> section,
      String text,
      List<String> neighbours) {
    this(
        id,
        file,
        line,
        column,
        section,
        text,
        neighbours,
        null,
        List.of(),
        FileContext.NONE,
        List.of());
  }

  /** The SHA-256 of the statement's text: the lock file's key does not move with line numbers. */
  public String textHash() {
    return sha256(text);
  }

  static String sha256(String s) {
    return io.contextcov.text.Sha256.hex(s);
  }
}
