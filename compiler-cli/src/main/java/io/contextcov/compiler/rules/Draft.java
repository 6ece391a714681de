package io.contextcov.compiler.rules;

import io.contextcov.bundle.Constraint;

/**
 * A constraint a matcher made from a statement, before the pipeline gives it its id, source, scope
 * and priority.
 *
 * @param key distinguishes the drafts one matcher makes from one statement (such as the command),
 *     so ids stay stable when other drafts come and go
 */
public record Draft(String family, String key, Constraint constraint) {
  /**
   * Whether this draft decides the same calls the same way as {@code other}: one action, condition,
   * effect and severity, whatever the family, key or message.
   */
  public boolean decidesLike(Draft other) {
    return constraint.on().equals(other.constraint.on())
        && constraint.when().equals(other.constraint.when())
        && constraint.effect().equals(other.constraint.effect())
        && constraint.severity() == other.constraint.severity();
  }
}
