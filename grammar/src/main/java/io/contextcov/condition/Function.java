package io.contextcov.condition;

import java.util.Optional;

/** The closed set of built-in functions; the runtime and the analyzer both understand each one. */
public enum Function {
  /** {@code invokes(cmd, 'git push --force')}: a simple command of the shell line starts so. */
  INVOKES("invokes", 2, 2),
  /** {@code within(path, 'src/')}: the normalised path lies inside the directory. */
  WITHIN("within", 2, 2),
  /** {@code len(x)}: length of a string or list, size of a map, 0 for null. */
  LEN("len", 1, 1),
  /** {@code lower(x)}: the string in lower case. */
  LOWER("lower", 1, 1),
  /** {@code exists(x)}: the value is not null. */
  EXISTS("exists", 1, 1),
  /** {@code count(list, condition)}: how many elements satisfy the condition on {@code item}. */
  COUNT("count", 2, 2),
  /**
   * {@code lastResult('tool')} or {@code lastResult('tool', 'key')}: the result of the most recent
   * earlier call of {@code tool} in the session (with the same {@code args.key} as this call).
   */
  LAST_RESULT("lastResult", 1, 2),
  /**
   * {@code written('src/**\/*.rs')}: some file written earlier in the session (by a file tool or
   * through the shell) matches the glob.
   */
  WRITTEN("written", 1, 1),
  /**
   * {@code asked('push')}: the user's latest turn, as the host recorded it, holds the word (case
   * folded, whole words), so "never push unless the user asks" can be checked.
   */
  ASKED("asked", 1, 1),
  /**
   * {@code created(args.path)}: the write would create a file — nothing exists at the path yet (a
   * path argument is joined with the working directory and resolved against the workspace root). A
   * relative path with no known root counts as new, so a rule on new files asks.
   */
  CREATED("created", 1, 1),
  /**
   * {@code all(list, condition)}: every element meets the condition on {@code item} (true if
   * empty).
   */
  ALL("all", 2, 2),
  /** {@code any(list, condition)}: some element meets the condition on {@code item}. */
  ANY("any", 2, 2),
  /**
   * {@code map(list, value)}: the list of {@code value} computed for each {@code item}, such as
   * {@code map(args.flights, item.flight_number + ' ' + item.date)}.
   */
  MAP("map", 2, 2),
  /**
   * {@code time('2024-05-15T15:00:00')}: a date or date-time as seconds since the epoch (UTC; a
   * trailing zone name or offset is read when present, otherwise the time counts as UTC), null when
   * the value is not one, so {@code time(session.now) - time(x.created_at) <= 86400} reads "within
   * 24 hours".
   */
  TIME("time", 1, 1),
  /**
   * {@code undecidable(args.command)}: the shell line holds something contextcov cannot resolve
   * before it runs (a program computed at run time, a script piped to a shell, code an interpreter
   * builds). Such a line is asked about by default; a bundle denies it with this.
   */
  UNDECIDABLE("undecidable", 1, 1),
  /**
   * {@code fromUntrusted(args.command)}: the value, or a significant token of it (a URL, an e-mail
   * address, a path, a command; at least 8 characters), occurs in a result of this session that
   * brought in outside content (a fetched page, an e-mail, an issue) and in nothing the user typed.
   * A list or map counts when any of its strings does.
   */
  FROM_UNTRUSTED("fromUntrusted", 1, 1);

  private final String text;
  private final int minArgs;
  private final int maxArgs;

  Function(String text, int minArgs, int maxArgs) {
    this.text = text;
    this.minArgs = minArgs;
    this.maxArgs = maxArgs;
  }

  public String text() {
    return text;
  }

  public int minArgs() {
    return minArgs;
  }

  public int maxArgs() {
    return maxArgs;
  }

  /** Human wording of the number of arguments, for messages. */
  public String arity() {
    if (minArgs == maxArgs) {
      return minArgs == 1 ? "1 argument" : minArgs + " arguments";
    }
    return minArgs + " or " + maxArgs + " arguments";
  }

  public static Optional<Function> byText(String text) {
    for (Function f : values()) {
      if (f.text.equals(text)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }
}
