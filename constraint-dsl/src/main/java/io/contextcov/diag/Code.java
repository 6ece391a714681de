package io.contextcov.diag;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * Every diagnostic and finding code, in one registry: its stable id, default severity, a one-line
 * summary and a documentation page ({@code docs/codes/<id>.md}, also packaged with the jar so
 * {@code contextcov explain CC201} can print it). Nothing else spells a code.
 *
 * <p>Ranges: CC0xx reading a bundle, CC1xx single-rule findings, CC2xx findings between rules,
 * CC3xx the tool catalog, CC4xx compiling instruction files.
 */
public enum Code {
  YAML("CC001", Severity.ERROR, "the file is not readable YAML"),
  UNKNOWN_KEY("CC002", Severity.ERROR, "a key the bundle format does not know"),
  WRONG_TYPE("CC003", Severity.ERROR, "a value of the wrong type or shape"),
  MISSING_KEY("CC004", Severity.ERROR, "a required key is missing"),
  DUPLICATE("CC005", Severity.ERROR, "two constraints share an id, or a key is repeated"),
  UNKNOWN_KIND("CC006", Severity.ERROR, "a kind that is not one of the seven"),
  BAD_PATTERN("CC007", Severity.ERROR, "an action pattern that is not a name or glob"),
  CONDITION_SYNTAX("CC008", Severity.ERROR, "a condition that does not parse"),
  BAD_REGEX("CC009", Severity.ERROR, "a regular expression RE2 does not accept"),
  BAD_DURATION("CC010", Severity.ERROR, "a window that is neither `session` nor a duration"),
  DIGEST("CC011", Severity.ERROR, "the digest does not match the content"),
  EXAMPLE("CC012", Severity.ERROR, "an example does not get the verdict it names"),
  NOT_A_BUNDLE("CC013", Severity.ERROR, "the file is not a bundle at all"),

  VACUOUS(
      "CC101",
      Severity.ERROR,
      "the rule can never fire: no call meets its action, condition and scope together"),
  ALWAYS_BLOCKS(
      "CC102",
      Severity.WARNING,
      "an assert whose requirement is false on every call it applies to"),

  CONFLICT(
      "CC201",
      Severity.ERROR,
      "two rules with contradicting effects apply to the same calls at equal priority"),
  OVERRIDE(
      "CC202",
      Severity.INFO,
      "contradicting rules overlap at different priorities; the higher-priority one decides"),
  SHADOWED(
      "CC203",
      Severity.ERROR,
      "a contradicting rule covers all of this rule's calls and wins on them: it never takes effect"),
  REDUNDANT(
      "CC204",
      Severity.WARNING,
      "another rule with the same effect already covers every call of this rule"),
  UNSATISFIABLE_TOGETHER(
      "CC205", Severity.ERROR, "two asserts overlap and no call satisfies both requirements"),
  DEAD_OBLIGATION(
      "CC206", Severity.ERROR, "a sequence requires an earlier call that is always denied"),
  MASKED_REQUIREMENT(
      "CC207",
      Severity.WARNING,
      "a transform hides a result field whose value an assert requires in a call's arguments"),

  UNKNOWN_TOOL("CC301", Severity.ERROR, "a constraint names a tool the catalog lacks"),
  UNKNOWN_ARGUMENT("CC302", Severity.ERROR, "a condition reads an argument the tool lacks"),
  TYPE_MISMATCH("CC303", Severity.ERROR, "a comparison of types that can never match"),
  IMPOSSIBLE_ENUM("CC304", Severity.ERROR, "a comparison with a value outside the enum"),
  CATALOG("CC305", Severity.ERROR, "the tool catalog file is malformed"),

  NO_SUCH_INPUT("CC401", Severity.ERROR, "an input path does not exist"),
  UNREADABLE_INPUT("CC402", Severity.ERROR, "an input file or directory cannot be read"),
  NOT_UTF8("CC403", Severity.WARNING, "an instruction file is not valid UTF-8"),
  NOT_MARKDOWN("CC404", Severity.WARNING, "an instruction file is read as plain lines"),
  FRONT_MATTER("CC405", Severity.WARNING, "the front matter is not readable YAML"),
  NO_INSTRUCTIONS("CC406", Severity.WARNING, "no instruction file was found"),
  DROPPED_RULE("CC407", Severity.WARNING, "a rule the reader drew failed its own checks"),
  SELF_CONFLICT(
      "CC408",
      Severity.WARNING,
      "a ban would block a command the same file tells the agent to run"),
  EFFECT_INFERRED(
      "CC409", Severity.INFO, "a tool's effect was inferred from its name, not declared"),
  MODEL_NO_ANSWER("CC410", Severity.WARNING, "the model extractor produced nothing"),
  MODEL_LOCK_MISSING("CC411", Severity.ERROR, "--locked and the lock has no answer"),
  MODEL_ADVISORY("CC412", Severity.INFO, "the model judged a statement not enforceable"),
  MODEL_DISSENT("CC413", Severity.WARNING, "a second model did not confirm an answer"),
  PROJECT_CONFIG_ID(
      "CC414", Severity.WARNING, "`.contextcov.yaml` names a constraint id nothing compiled to"),
  UNREAD_STATEMENT(
      "CC415", Severity.WARNING, "the reader failed on a statement, which stays unenforced");

  /** Where the pages live in the repository, relative to its root. */
  public static final String DOCS_DIR = "docs/codes";

  private final String id;
  private final Severity severity;
  private final String summary;

  Code(String id, Severity severity, String summary) {
    this.id = id;
    this.severity = severity;
    this.summary = summary;
  }

  /** The stable id, such as {@code CC201}. */
  public String id() {
    return id;
  }

  public Severity severity() {
    return severity;
  }

  public String summary() {
    return summary;
  }

  /** A short name for reports: {@code CONFLICT} → {@code conflict}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The page's path in the repository, such as {@code docs/codes/CC201.md}. */
  public String docsPath() {
    return DOCS_DIR + "/" + id + ".md";
  }

  /** The documentation page, as packaged with the jar. */
  public String page() {
    try (InputStream in = Code.class.getResourceAsStream("codes/" + id + ".md")) {
      if (in == null) {
        throw new IllegalStateException("no documentation page packaged for " + id);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException("cannot read the page of " + id, e);
    }
  }

  /** The code with this id ({@code CC201}, case-insensitive). */
  public static Optional<Code> byId(String id) {
    for (Code c : values()) {
      if (c.id.equalsIgnoreCase(id)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  @Override
  public String toString() {
    return id;
  }
}
