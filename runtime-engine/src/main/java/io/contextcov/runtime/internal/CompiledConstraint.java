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
import java.util.ArrayList;
import java.util.List;

/** A constraint with its conditions compiled; built once when the engine loads the bundle. */
public final class CompiledConstraint {
  public final Constraint constraint;
  public final String id;
  public final Kind kind;
  public final int priority;
  public final boolean enforcing;

  /** A sequence whose violation asks a person rather than blocking ({@code severity: confirm}). */
  public final boolean asks;

  public final String scope;
  public final Eval when;
  public final Eval require;
  public final ActionPattern after;

  /** The part of {@code after-when} that reads the earlier call itself (null: none). */
  public final Eval afterArgs;

  /** The part of {@code after-when} that reads the earlier call's result (null: none). */
  public final Eval afterResult;

  public final ActionPattern since;
  public final Eval sinceWhen;
  public final long max;
  public final Duration window;
  public final Eval key;
  public final Transformer transformer;
  public final String source;
  public final String message;

  /** An allow on shell lines that must hold for each command of a line (read once, at load). */
  public final boolean commandwise;

  public CompiledConstraint(Constraint c) {
    this.constraint = c;
    this.id = c.id();
    this.kind = c.kind();
    this.priority = c.priority();
    this.enforcing = c.severity() != Enforcement.WARN;
    this.asks = c.severity() == Enforcement.CONFIRM;
    this.scope = c.scope().filter(s -> !s.isEmpty()).orElse(null);
    this.when = c.when().map(ConditionCompiler::compile).orElse(null);
    this.source = c.source().map(s -> s.location()).orElse("bundle");
    this.message = c.message().orElseGet(() -> defaultMessage(c));
    this.commandwise = io.contextcov.shell.LineCover.commandwise(c);
    Parts p = c.effect().match(new Lowering());
    this.require = p.require;
    this.after = p.after;
    this.afterArgs = p.afterArgs;
    this.afterResult = p.afterResult;
    this.since = p.since;
    this.sinceWhen = p.sinceWhen;
    this.max = p.max;
    this.window = p.window;
    this.key = p.key;
    this.transformer = p.transformer;
  }

  /** What each kind compiles to; the fields a kind does not use stay empty. */
  private static final class Parts {
    Eval require;
    ActionPattern after;
    Eval afterArgs;
    Eval afterResult;
    ActionPattern since;
    Eval sinceWhen;
    long max;
    Duration window;
    Eval key;
    Transformer transformer;
  }

  private static final class Lowering implements Effect.Cases<Parts> {
    @Override
    public Parts deny(Effect.Deny d) {
      return new Parts();
    }

    @Override
    public Parts allow(Effect.Allow a) {
      return new Parts();
    }

    @Override
    public Parts assertion(Effect.Assert a) {
      Parts p = new Parts();
      p.require = ConditionCompiler.compile(a.require());
      return p;
    }

    @Override
    public Parts confirm(Effect.Confirm c) {
      return new Parts();
    }

    @Override
    public Parts sequence(Effect.Sequence s) {
      Parts p = new Parts();
      p.after = s.after();
      List<Expr> onCall = new ArrayList<>();
      List<Expr> onResult = new ArrayList<>();
      s.afterWhen().ifPresent(w -> conjuncts(w, onCall, onResult));
      p.afterArgs = onCall.isEmpty() ? null : ConditionCompiler.compile(and(onCall));
      p.afterResult = onResult.isEmpty() ? null : ConditionCompiler.compile(and(onResult));
      p.since = s.since().orElse(null);
      p.sinceWhen = s.sinceWhen().map(ConditionCompiler::compile).orElse(null);
      return p;
    }

    @Override
    public Parts limit(Effect.Limit l) {
      Parts p = new Parts();
      p.max = l.max();
      p.window = l.per().duration().orElse(null);
      p.key = l.key().map(ConditionCompiler::compile).orElse(null);
      return p;
    }

    @Override
    public Parts transform(Effect.Transform t) {
      Parts p = new Parts();
      p.transformer = new Transformer(t.apply());
      return p;
    }
  }

  /**
   * Splits a condition at its top-level {@code &&}: conjuncts that read {@code result} are checked
   * when the earlier call's result is known, the others pick the earlier calls that count.
   */
  private static void conjuncts(Expr e, List<Expr> onCall, List<Expr> onResult) {
    if (e instanceof Expr.And a) {
      conjuncts(a.left(), onCall, onResult);
      conjuncts(a.right(), onCall, onResult);
    } else {
      (readsResult(e) ? onResult : onCall).add(e);
    }
  }

  private static Expr and(List<Expr> parts) {
    Expr out = parts.get(0);
    for (int i = 1; i < parts.size(); i++) {
      out = new Expr.And(out, parts.get(i));
    }
    return out;
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
          case ALLOW, TRANSFORM -> "constraint " + c.id();
        };
    return text != null ? what + ": " + text : what + " (" + c.id() + ")";
  }
}
