package io.contextcov.bundle;

import io.contextcov.condition.Expr;
import java.util.Objects;
import java.util.Optional;

/**
 * One rule of a bundle: the keys every kind shares, and its {@link Effect}.
 *
 * @param scope a directory prefix ending in {@code /}; the constraint applies only to calls whose
 *     {@code path} or {@code cwd} lies inside it
 * @param onErrorAllow {@code on-error: allow}: an evaluation error lets the call through instead of
 *     denying it
 */
public record Constraint(
    String id,
    ActionPattern on,
    Optional<Expr> when,
    Effect effect,
    Enforcement severity,
    int priority,
    Optional<String> scope,
    Optional<String> message,
    Optional<String> help,
    Optional<Source> source,
    Examples examples,
    boolean onErrorAllow) {

  public Constraint {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(on, "on");
    Objects.requireNonNull(when, "when");
    Objects.requireNonNull(effect, "effect");
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(scope, "scope");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(help, "help");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(examples, "examples");
  }

  public Kind kind() {
    return effect.kind();
  }

  /** A constraint with only the required parts; the rest take their defaults. */
  public static Constraint of(String id, ActionPattern on, Effect effect) {
    return new Constraint(
        id,
        on,
        Optional.empty(),
        effect,
        Enforcement.ERROR,
        0,
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Examples.NONE,
        false);
  }

  /** The same rule with another effect (everything else kept). */
  public Constraint withEffect(Effect newEffect) {
    return new Constraint(
        id,
        on,
        when,
        newEffect,
        severity,
        priority,
        scope,
        message,
        help,
        source,
        examples,
        onErrorAllow);
  }

  /** The same rule on other actions (its condition, if any, kept). */
  public Constraint withOn(ActionPattern newOn) {
    return new Constraint(
        id,
        newOn,
        when,
        effect,
        severity,
        priority,
        scope,
        message,
        help,
        source,
        examples,
        onErrorAllow);
  }

  public Constraint withWhen(Expr condition) {
    return new Constraint(
        id,
        on,
        Optional.of(condition),
        effect,
        severity,
        priority,
        scope,
        message,
        help,
        source,
        examples,
        onErrorAllow);
  }

  public Constraint withPriority(int newPriority) {
    return new Constraint(
        id,
        on,
        when,
        effect,
        severity,
        newPriority,
        scope,
        message,
        help,
        source,
        examples,
        onErrorAllow);
  }

  public Constraint withSeverity(Enforcement newSeverity) {
    return new Constraint(
        id,
        on,
        when,
        effect,
        newSeverity,
        priority,
        scope,
        message,
        help,
        source,
        examples,
        onErrorAllow);
  }

  public Constraint withScope(String newScope) {
    return new Constraint(
        id,
        on,
        when,
        effect,
        severity,
        priority,
        Optional.ofNullable(newScope),
        message,
        help,
        source,
        examples,
        onErrorAllow);
  }

  public Constraint withText(String newMessage, String newHelp) {
    return new Constraint(
        id,
        on,
        when,
        effect,
        severity,
        priority,
        scope,
        Optional.ofNullable(newMessage),
        Optional.ofNullable(newHelp),
        source,
        examples,
        onErrorAllow);
  }

  public Constraint withSource(Source newSource) {
    return new Constraint(
        id,
        on,
        when,
        effect,
        severity,
        priority,
        scope,
        message,
        help,
        Optional.ofNullable(newSource),
        examples,
        onErrorAllow);
  }

  public Constraint withExamples(Examples newExamples) {
    return new Constraint(
        id,
        on,
        when,
        effect,
        severity,
        priority,
        scope,
        message,
        help,
        source,
        newExamples,
        onErrorAllow);
  }

  public Constraint withId(String newId) {
    return new Constraint(
        newId,
        on,
        when,
        effect,
        severity,
        priority,
        scope,
        message,
        help,
        source,
        examples,
        onErrorAllow);
  }

  public Constraint withOnErrorAllow(boolean allow) {
    return new Constraint(
        id, on, when, effect, severity, priority, scope, message, help, source, examples, allow);
  }
}
