package io.contextcov.cli;

/** The process exit codes of every command (DESIGN.md §9). */
public enum ExitCode {
  /** Success: valid, allowed, no findings at or above the threshold. */
  OK(0),
  /** Findings at or above {@code --fail-on}, an invalid bundle, a denied call. */
  FINDINGS(1),
  /** Bad usage or unreadable input. */
  USAGE(2),
  /** A bug in contextcov. */
  INTERNAL(3);

  private final int code;

  ExitCode(int code) {
    this.code = code;
  }

  public int code() {
    return code;
  }
}
