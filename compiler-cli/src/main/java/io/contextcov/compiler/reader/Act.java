package io.contextcov.compiler.reader;

/** What an instruction speaks of doing, before it is grounded in an action of the vocabulary. */
public enum Act {
  RUN,
  COMMIT,
  PUSH,
  FORCE_PUSH,
  PR,
  ISSUE,
  EDIT,
  DELETE,
  READ,
  INSTALL,
  FINISH,
  BRANCH,
  MERGE,
  AMEND,
  PULL,
  RENAME,
  REBASE,
  RESET,
  REVERT,
  DEPENDENCY;

  /** The act of a lexicon class such as {@code act.force-push}. */
  static Act ofClass(String cls) {
    return valueOf(
        cls.substring("act.".length()).replace('-', '_').toUpperCase(java.util.Locale.ROOT));
  }

  /** Acts that can be the later step of an order ("before committing"). */
  boolean milestone() {
    return switch (this) {
      case COMMIT, PUSH, FORCE_PUSH, PR, FINISH, MERGE -> true;
      case RUN,
          ISSUE,
          EDIT,
          DELETE,
          READ,
          INSTALL,
          BRANCH,
          AMEND,
          PULL,
          RENAME,
          REBASE,
          RESET,
          REVERT,
          DEPENDENCY ->
          false;
    };
  }
}
