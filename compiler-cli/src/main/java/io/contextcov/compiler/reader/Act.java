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
    return BY_CLASS.computeIfAbsent(
        cls,
        c ->
            valueOf(
                c.substring("act.".length()).replace('-', '_').toUpperCase(java.util.Locale.ROOT)));
  }

  /** The act of each word class asked about so far (read for every clause). */
  private static final java.util.Map<String, Act> BY_CLASS =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * The command line that does this act, where one does ("commit" → {@code git commit}): what a
   * flag named with the act ("never commit with `--no-verify`") is a flag of.
   */
  java.util.Optional<String> command() {
    return java.util.Optional.ofNullable(
        switch (this) {
          case COMMIT -> "git commit";
          case PUSH -> "git push";
          case MERGE -> "git merge";
          case PULL -> "git pull";
          case REBASE -> "git rebase";
          case RESET -> "git reset";
          case REVERT -> "git revert";
          case PR -> "gh pr create";
          default -> null;
        });
  }

  /**
   * Whether {@code c} is this act's own command with options added ({@code gh pr create --draft}
   * for a PR): the way the act is done (row 6f).
   */
  boolean doneWithOptions(CommandRef c) {
    return command().isPresent()
        && c.loose().equals(command().get())
        && !c.pattern().equals(c.loose());
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
