package io.contextcov.diag;

/**
 * The stable codes of input diagnostics. Findings of the analyzer (CC1xx, CC2xx) and catalog checks
 * (CC3xx) are listed in DESIGN.md section 6; bundle-reading problems use CC0xx.
 */
public final class Codes {
  private Codes() {}

  /** The file is not readable YAML (syntax, encoding, size, nesting, aliases, tags). */
  public static final String YAML = "CC001";

  /** A key that the bundle format does not know. */
  public static final String UNKNOWN_KEY = "CC002";

  /** A value of the wrong type or shape. */
  public static final String WRONG_TYPE = "CC003";

  /** A required key is missing. */
  public static final String MISSING_KEY = "CC004";

  /** Two constraints share an id, or a key is repeated in one mapping. */
  public static final String DUPLICATE = "CC005";

  /** A {@code kind} that is not one of the seven. */
  public static final String UNKNOWN_KIND = "CC006";

  /** An {@code on} or {@code after} pattern that is not a valid action name or glob. */
  public static final String BAD_PATTERN = "CC007";

  /** A condition that does not parse. */
  public static final String CONDITION_SYNTAX = "CC008";

  /** A regular expression RE2 does not accept. */
  public static final String BAD_REGEX = "CC009";

  /** A window that is neither {@code session} nor a duration such as {@code 10m}. */
  public static final String BAD_DURATION = "CC010";

  /** The digest does not match the content. */
  public static final String DIGEST = "CC011";

  /** An example in {@code examples} does not get the verdict it names. */
  public static final String EXAMPLE = "CC012";

  /** The file is not a bundle at all (empty, unknown version). */
  public static final String NOT_A_BUNDLE = "CC013";

  /** A constraint names a tool the catalog does not have. */
  public static final String UNKNOWN_TOOL = "CC301";

  /** A condition reads an argument the tool does not have. */
  public static final String UNKNOWN_ARGUMENT = "CC302";

  /** A comparison between values of types that can never be equal or ordered. */
  public static final String TYPE_MISMATCH = "CC303";

  /** A comparison with a value outside the argument's enum: it can never match. */
  public static final String IMPOSSIBLE_ENUM = "CC304";

  /** The tool catalog file itself is malformed. */
  public static final String CATALOG = "CC305";
}
