package io.contextcov.runtime;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.ExampleCall;
import io.contextcov.bundle.Kind;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.runtime.internal.CompiledConstraint;
import io.contextcov.runtime.internal.Ctx;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the {@code examples} of constraints (DESIGN.md §3.6): each constraint is checked alone, in a
 * fresh session, so an example tests the rule it belongs to. For an {@code allow} constraint an
 * allow example must be covered by it and a deny example must not; for every other kind an allow
 * example must be let through and a deny example stopped (denied or held for confirmation).
 * Transforms have no verdict and are skipped. An example of a scoped constraint that names no
 * {@code path} or {@code cwd} runs with {@code cwd} set to the scope.
 */
public final class ExampleCheck {
  private ExampleCheck() {}

  /** One example that did not get the outcome it names. */
  public record Failure(String constraint, String list, int index, String problem) {
    /** A message in the project's diagnostic style. */
    public String message() {
      return "example "
          + index
          + " of `"
          + list
          + "` in constraint `"
          + constraint
          + "` "
          + problem;
    }
  }

  public static List<Failure> check(Bundle bundle) {
    List<Failure> failures = new ArrayList<>();
    for (Constraint c : bundle.constraints()) {
      if (c.examples().isEmpty() || c.kind() == Kind.TRANSFORM) {
        continue;
      }
      check(c, "allow", c.examples().allow(), true, failures);
      check(c, "deny", c.examples().deny(), false, failures);
    }
    return failures;
  }

  private static void check(
      Constraint c, String list, List<ExampleCall> calls, boolean allow, List<Failure> out) {
    Bundle alone =
        new Bundle("example", List.of(), ToolCatalog.EMPTY, List.of(c), Optional.empty());
    Engine engine = Engine.of(alone, EngineOptions.DEFAULTS);
    for (int i = 0; i < calls.size(); i++) {
      ExampleCall ex = calls.get(i);
      Optional<String> action = ex.action().or(() -> defaultAction(c.on()));
      if (action.isEmpty()) {
        out.add(
            new Failure(
                c.id(), list, i + 1, "names no `action`, and `on` has no single tool name to use"));
        continue;
      }
      ToolCall call = new ToolCall(action.get(), placed(c, ex.args()));
      if (c.kind() == Kind.ALLOW) {
        boolean covers = covers(c, call, ex);
        if (covers != allow) {
          out.add(
              new Failure(
                  c.id(),
                  list,
                  i + 1,
                  allow ? "is not covered by the constraint" : "is covered by the constraint"));
        }
        continue;
      }
      Session session = engine.session("example", ex.session());
      Decision d = session.before(call);
      boolean stopped = d.verdict() != Verdict.ALLOW || !d.warnings().isEmpty();
      if (allow && stopped) {
        out.add(
            new Failure(
                c.id(),
                list,
                i + 1,
                "is stopped (" + d.verdict().name().toLowerCase(Locale.ROOT) + ")"));
      } else if (!allow && !stopped) {
        out.add(new Failure(c.id(), list, i + 1, "is allowed"));
      }
    }
  }

  private static boolean covers(Constraint c, ToolCall call, ExampleCall ex) {
    if (!c.on().matches(call.action())) {
      return false;
    }
    CompiledConstraint cc = new CompiledConstraint(c);
    if (cc.when == null) {
      return true;
    }
    Ctx ctx = new Ctx();
    ctx.action = call.action();
    ctx.args = call.args();
    ctx.session = ex.session();
    try {
      return cc.when.test(ctx);
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** An example of a scoped constraint runs inside its scope unless it names a path or cwd. */
  private static Map<String, Object> placed(Constraint c, Map<String, Object> args) {
    if (c.scope().isEmpty()
        || c.scope().get().isEmpty()
        || args.containsKey("path")
        || args.containsKey("cwd")) {
      return args;
    }
    Map<String, Object> out = new LinkedHashMap<>(args);
    out.put("cwd", c.scope().get());
    return out;
  }

  private static Optional<String> defaultAction(ActionPattern on) {
    return on.patterns().stream().filter(p -> !ActionPattern.isGlob(p)).findFirst();
  }
}
