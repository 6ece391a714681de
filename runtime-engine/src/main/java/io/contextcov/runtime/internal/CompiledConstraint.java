package io.contextcov.runtime.internal;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Conditions;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.bundle.Kind;
import io.contextcov.condition.Expr;
import io.contextcov.condition.Root;
import java.time.Duration;

/** A constraint with its conditions compiled; built once when the engine loads the bundle. */
public final class CompiledConstraint {
  public final Constraint constraint;
  public final String id;
  public final Kind kind;
  public final int priority;
  public final boolean enforcing;
  public final String scope;
  public final Eval when;
  public final Eval require;
  public final ActionPattern after;
  public final Eval afterWhen;
  public final boolean afterWhenReadsResult;
  public final long max;
  public final Duration window;
  public final Eval key;
  public final Transformer transformer;
  public final String source;
  public final String message;

  public CompiledConstraint(Constraint c) {
    this.constraint = c;
    this.id = c.id();
    this.kind = c.kind();
    this.priority = c.priority();
    this.enforcing = c.severity() == Enforcement.ERROR;
    this.scope = c.scope().filter(s -> !s.isEmpty()).orElse(null);
    this.when = c.when().map(ConditionCompiler::compile).orElse(null);
    this.source = c.source().map(s -> s.location()).orElse("bundle");
    this.message = c.message().orElseGet(() -> defaultMessage(c));
    Effect e = c.effect();
    this.require = e instanceof Effect.Assert a ? ConditionCompiler.compile(a.require()) : null;
    if (e instanceof Effect.Sequence s) {
      this.after = s.after();
      this.afterWhen = s.afterWhen().map(ConditionCompiler::compile).orElse(null);
      this.afterWhenReadsResult = s.afterWhen().map(CompiledConstraint::readsResult).orElse(false);
    } else {
      this.after = null;
      this.afterWhen = null;
      this.afterWhenReadsResult = false;
    }
    if (e instanceof Effect.Limit l) {
      this.max = l.max();
      this.window = l.per().duration().orElse(null);
      this.key = l.key().map(ConditionCompiler::compile).orElse(null);
    } else {
      this.max = 0;
      this.window = null;
      this.key = null;
    }
    this.transformer = e instanceof Effect.Transform t ? new Transformer(t.apply()) : null;
  }

  private static boolean readsResult(Expr expr) {
    boolean[] found = {false};
    Conditions.visit(
        expr,
        x -> {
          if (x instanceof Expr.Var v && v.root() == Root.RESULT) {
            found[0] = true;
          }
        });
    return found[0];
  }

  private static String defaultMessage(Constraint c) {
    String text = c.source().map(s -> s.text()).filter(t -> !t.isBlank()).orElse(null);
    String what =
        switch (c.kind()) {
          case DENY -> "this call is not allowed";
          case ASSERT -> "this call does not meet a required condition";
          case CONFIRM -> "this call needs a human's approval";
          case SEQUENCE -> "this call needs an earlier step first";
          case LIMIT -> "this call exceeds a limit";
          default -> "constraint " + c.id();
        };
    return text != null ? what + ": " + text : what + " (" + c.id() + ")";
  }
}
